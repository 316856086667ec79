import { useRef, useState } from 'react';
import type { Pronouns } from '#shared/memorials/memorial-options.ts';
import { OnDemandOpener } from '#web/components/on-demand-opener.tsx';
import { useOnDemand } from '#web/hooks/use-on-demand.ts';

// Fetched on the first tap, not with the page: most visitors only read (the page's JavaScript budget).
const loadFollowForm = () => import('./follow-form.tsx').then((module) => module.FollowForm);

type FollowSectionProps = {
  memorialId: string;
  firstName: string;
  pronouns: Pronouns | null;
  /** The notes on a birthday or a year since the death, which a page that hides its dates never sends. */
  offersAnniversaries: boolean;
};

/**
 * "Follow this page" under the share links of a live page: a line on what comes, a button that opens
 * the form, and the thanks once it is sent. Kept small, since it is part of the page's first view.
 */
export function FollowSection({ memorialId, firstName, pronouns, offersAnniversaries }: FollowSectionProps) {
  const [isOpen, setOpen] = useState(false);
  // The thanks comes from the form's chunk, so the page's first view carries none of the form's words.
  const [thanks, setThanks] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const form = useOnDemand(loadFollowForm);
  const close = () => {
    setOpen(false);
    // The button comes back after this render; focus returns to it, where the visitor left off.
    requestAnimationFrame(() => opener.current?.focus());
  };

  const FollowForm = isOpen ? form.loaded : null;

  return (
    <div className="mt-6 flex flex-col gap-3 border-t border-border pt-5">
      <p>
        {offersAnniversaries
          ? 'Get an e-mail when the family adds news, and a quiet note on the days that matter.'
          : 'Get an e-mail when the family adds news.'}
      </p>
      <p role="status" className="text-muted empty:hidden">
        {isOpen ? '' : thanks}
      </p>
      {FollowForm ? (
        <FollowForm
          memorialId={memorialId}
          firstName={firstName}
          pronouns={pronouns}
          offersAnniversaries={offersAnniversaries}
          onSent={(message) => {
            setThanks(message);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <OnDemandOpener
          onDemand={form}
          onOpen={() => {
            setThanks('');
            setOpen(true);
          }}
          buttonRef={opener}
        >
          Follow this page
        </OnDemandOpener>
      )}
    </div>
  );
}
