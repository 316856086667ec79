import { type FormEvent, useEffect, useRef, useState } from 'react';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import {
  checkFollow,
  type FollowDraft,
  type FollowProblems,
} from '#shared/memorial-followers/check-follow.ts';
import { FOLLOW_MESSAGES } from '#shared/memorial-followers/follow-messages.ts';
import { TRIBUTE_HONEYPOT_FIELD } from '#shared/memorials/memorial-messages.ts';
import type { Pronouns } from '#shared/memorials/memorial-options.ts';
import { HoneypotField } from '#web/components/public-page/honeypot-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useScopedId } from '#web/components/ui/scoped-id.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { requestFollow } from '../api/request-follow.ts';
import { anniversaryChoiceLabel } from './anniversary-choice-label.ts';

// News is what a visitor most likely came for; the anniversary notes are theirs to choose, not pre-ticked.
const START: FollowDraft = { email: '', updates: true, anniversaries: false };

const CHECKBOX_ROW = 'flex min-h-11 cursor-pointer items-start gap-3 py-2';
const CHECKBOX = 'mt-0.5 size-5 shrink-0 accent-[var(--m-accent)]';

/**
 * The follow form (an address and which e-mails), loaded when a visitor first opens it (FollowSection).
 * A plain form checked by checkFollow, the server's own rule, so no zod is downloaded (decision 017).
 * What was typed survives a failed send.
 */
export function FollowForm({
  memorialId,
  firstName,
  pronouns,
  offersAnniversaries,
  onSent,
  onCancel,
}: {
  memorialId: string;
  firstName: string;
  pronouns: Pronouns | null;
  /** Not on a page that hides its dates: each note would tell them (send-follower-anniversary-notes). */
  offersAnniversaries: boolean;
  /** With the words to thank the visitor by, said once the form has closed. */
  onSent: (thanks: string) => void;
  onCancel: () => void;
}) {
  const formId = useScopedId();
  const choiceErrorId = `${formId}-choice-error`;
  const [isSending, setSending] = useState(false);
  const [draft, setDraft] = useState<FollowDraft>(START);
  const [problems, setProblems] = useState<FollowProblems>({});
  const [hasTriedToSend, setHasTriedToSend] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusOn = (name: string) => form.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  // Opened by a tap on "Follow this page": the address field takes the focus.
  useEffect(() => form.current?.querySelector<HTMLElement>('[name="email"]')?.focus(), []);

  const change = (next: FollowDraft) => {
    setDraft(next);
    if (hasTriedToSend) setProblems(checkFollow(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedToSend(true);
    setFailure(null);
    const found = checkFollow(draft);
    setProblems(found);
    if (found.email) return focusOn('email');
    if (found.choice) return focusOn('updates');
    setSending(true);
    try {
      await requestFollow(memorialId, {
        ...draft,
        timeZone: localTimeZone(),
        [TRIBUTE_HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      });
      onSent(FOLLOW_MESSAGES.requested);
    } catch (error) {
      setFailure(`${FOLLOW_MESSAGES.requestFailed} ${messageOf(error)}`);
      setSending(false);
    }
  };

  return (
    <form
      ref={form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Follow this page"
      className="flex min-w-0 flex-col gap-4 rounded-xl bg-[var(--m-tint)] p-4"
    >
      <Field
        label="E-mail"
        error={problems.email}
        hint="Only used for these e-mails; never shown on the page"
        required
      >
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(event) => change({ ...draft, email: event.target.value })}
        />
      </Field>
      <fieldset
        className="flex min-w-0 flex-col"
        aria-describedby={problems.choice ? choiceErrorId : undefined}
      >
        <legend className="font-medium">Send me</legend>
        <label className={CHECKBOX_ROW}>
          <input
            type="checkbox"
            name="updates"
            className={CHECKBOX}
            checked={draft.updates}
            onChange={(event) => change({ ...draft, updates: event.target.checked })}
          />
          <span>News from the page: gatherings and new photos</span>
        </label>
        {offersAnniversaries ? (
          <label className={CHECKBOX_ROW}>
            <input
              type="checkbox"
              name="anniversaries"
              className={CHECKBOX}
              checked={draft.anniversaries}
              onChange={(event) => change({ ...draft, anniversaries: event.target.checked })}
            />
            <span>{anniversaryChoiceLabel(firstName, pronouns)}</span>
          </label>
        ) : null}
        {problems.choice ? (
          <p id={choiceErrorId} className="text-sm text-danger" role="alert">
            {problems.choice}
          </p>
        ) : null}
      </fieldset>
      <HoneypotField inputRef={honeypot} />
      <FormRefusal message={failure} className="text-base" />
      <p className="text-sm text-muted">
        We will send a link to confirm first. Every e-mail has a link to stop.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSending}>
          Follow
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
