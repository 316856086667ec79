import { type FormEvent, useEffect, useRef, useState } from 'react';
import { checkRsvp, type RsvpDraft, type RsvpProblems } from '#shared/memorials/check-rsvp.ts';
import {
  MEMORIAL_MESSAGES,
  RSVP_PARTY_MAX,
  TRIBUTE_HONEYPOT_FIELD,
  TRIBUTE_NAME_MAX,
} from '#shared/memorials/memorial-messages.ts';
import { HoneypotField } from '#web/components/public-page/honeypot-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { addRsvp } from '../../api/add-rsvp.ts';

const EMPTY: RsvpDraft = { name: '', email: '', partySize: '1', note: '' };
const FIELD_ORDER = ['name', 'email', 'partySize', 'note'] as const;

/**
 * The reply form under an event (name, e-mail, how many, a note), loaded when a visitor first opens it
 * (RsvpSection). A plain form checked by checkRsvp, the server's own rule, so no zod is downloaded
 * (decision 017). What was typed survives a failed send.
 */
export function RsvpForm({
  memorialId,
  eventId,
  eventLabel,
  onSent,
  onCancel,
}: {
  memorialId: string;
  eventId: string;
  eventLabel: string;
  onSent: (name: string) => void;
  onCancel: () => void;
}) {
  const [isSending, setSending] = useState(false);
  const [draft, setDraft] = useState<RsvpDraft>(EMPTY);
  const [problems, setProblems] = useState<RsvpProblems>({});
  const [hasTriedToSend, setHasTriedToSend] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Opened by a tap on RSVP: the first field takes the focus, so the keyboard carries on in the form.
  useEffect(() => form.current?.querySelector<HTMLElement>('[name="name"]')?.focus(), []);

  const change = (field: keyof RsvpDraft, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (hasTriedToSend) setProblems(checkRsvp(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedToSend(true);
    setFailure(null);
    const found = checkRsvp(draft);
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) return form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    setSending(true);
    try {
      await addRsvp(memorialId, eventId, {
        ...draft,
        [TRIBUTE_HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      });
      onSent(draft.name.trim());
    } catch (error) {
      setFailure(`${MEMORIAL_MESSAGES.rsvpFailed} ${messageOf(error)}`);
      setSending(false);
    }
  };

  return (
    <form
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={`RSVP for the ${eventLabel}`}
      className="flex flex-col gap-3 rounded-xl bg-[var(--m-tint)] p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Your name" error={problems.name} required>
          <Input
            name="name"
            autoComplete="name"
            maxLength={TRIBUTE_NAME_MAX}
            value={draft.name}
            onChange={(event) => change('name', event.target.value)}
          />
        </Field>
        <Field label="E-mail" error={problems.email} hint="Only the family sees it" required>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(event) => change('email', event.target.value)}
          />
        </Field>
        <Field label="How many are coming" error={problems.partySize} hint="You included" required>
          <Input
            name="partySize"
            type="number"
            inputMode="numeric"
            min={1}
            max={RSVP_PARTY_MAX}
            value={draft.partySize}
            onChange={(event) => change('partySize', event.target.value)}
          />
        </Field>
        <Field label="A note for the family" error={problems.note} className="sm:col-span-2">
          <Textarea
            name="note"
            rows={2}
            value={draft.note}
            onChange={(event) => change('note', event.target.value)}
          />
        </Field>
      </div>
      <HoneypotField inputRef={honeypot} />
      <FormRefusal message={failure} className="text-base" />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSending}>
          Send reply
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
