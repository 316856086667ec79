import type { Ref } from 'react';
import { TRIBUTE_HONEYPOT_FIELD } from '#shared/memorials/memorial-messages.ts';
import { useScopedId } from '../ui/scoped-id.tsx';

/**
 * The hidden field of a form anyone may send (a tribute, a reply, a follow): invisible and unreachable
 * for people, irresistible to form-filling bots. The server thanks a filled one and keeps nothing.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const id = `${useScopedId()}-website`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input
        ref={inputRef}
        id={id}
        name={TRIBUTE_HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
