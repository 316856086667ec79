import { type FormEvent, useRef, useState } from 'react';
import { checkTribute, type TributeDraft, type TributeProblems } from '#shared/memorials/check-tribute.ts';
import {
  MEMORIAL_MESSAGES,
  TRIBUTE_HONEYPOT_FIELD,
  TRIBUTE_NAME_MAX,
} from '#shared/memorials/memorial-messages.ts';
import { imageFileProblem } from '#shared/validation/file-upload.ts';
import { HoneypotField } from '#web/components/public-page/honeypot-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { fieldIssues, messageOf } from '#web/lib/api-client.ts';
import { fileAsSent, useSubmissionKeys } from '#web/lib/submission-key.ts';
import { type AddedTribute, addTribute } from '../../api/add-tribute.ts';

const EMPTY: TributeDraft = { authorName: '', message: '' };
const SENDING_TOAST = 'tribute-sending';

/**
 * Leave a tribute: name and message, checked by the server's rules (checkTribute) before sending.
 * A plain form rather than react-hook-form + zod: this form is on every visitor's first view, and
 * those two would cost a third of the page's JavaScript budget (decision 017).
 */
export function TributeForm({
  memorialId,
  onAdded,
}: {
  memorialId: string;
  /** Told of every tribute the server accepted, published or held. */
  onAdded: (tribute: AddedTribute) => void;
}) {
  const [isSending, setSending] = useState(false);
  const keys = useSubmissionKeys();
  const [draft, setDraft] = useState<TributeDraft>(EMPTY);
  const [problems, setProblems] = useState<TributeProblems>({});
  const [hasTriedToSend, setHasTriedToSend] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);

  const choosePhoto = (file: File | null) => {
    const problem = (file && imageFileProblem(file)) ?? undefined;
    setPhotoProblem(problem);
    setPhoto(problem ? null : file);
  };

  const change = (field: keyof TributeDraft, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    // After a refused attempt, each keystroke shows whether the field is now right.
    if (hasTriedToSend) setProblems(checkTribute(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasTriedToSend(true);
    const found = checkTribute(draft);
    setProblems(found);
    if (found.authorName) return nameInput.current?.focus();
    if (found.message) return messageInput.current?.focus();
    if (photoProblem) return photoInput.current?.focus();
    setSending(true);
    setFailure(null);
    const tributeSent = {
      authorName: draft.authorName.trim(),
      message: draft.message.trim(),
      [TRIBUTE_HONEYPOT_FIELD]: honeypot.current?.value ?? '',
    };
    try {
      const { tribute } = await addTribute(
        memorialId,
        tributeSent,
        photo,
        keys.keyFor({ ...tributeSent, photo: photo && fileAsSent(photo) }),
      );
      keys.renew();
      // One toast for the sending, so a success after a failed try takes the failure's place.
      toast.success(
        tribute?.status === 'held' ? MEMORIAL_MESSAGES.tributeHeld : MEMORIAL_MESSAGES.tributeAdded,
        { id: SENDING_TOAST },
      );
      setDraft(EMPTY);
      setPhoto(null);
      if (photoInput.current) photoInput.current.value = '';
      setHasTriedToSend(false);
      onAdded(tribute);
    } catch (error) {
      // What they wrote stays in the form. The reason is said beside it, as well as in the spec's toast:
      // a visitor who lost the connection may not get the toast's code, and a toast goes in seconds.
      const issues = fieldIssues(error);
      setProblems({ authorName: issues.authorName, message: issues.message });
      if (issues.photo) setPhotoProblem(issues.photo);
      setFailure(`${MEMORIAL_MESSAGES.tributeFailed}: ${messageOf(error)}`);
      toast.error(MEMORIAL_MESSAGES.tributeFailed, { id: SENDING_TOAST, description: messageOf(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Leave a tribute</h3>
      <Field label="Your name" error={problems.authorName} required>
        <Input
          ref={nameInput}
          name="authorName"
          autoComplete="name"
          maxLength={TRIBUTE_NAME_MAX}
          value={draft.authorName}
          onChange={(event) => change('authorName', event.target.value)}
        />
      </Field>
      <Field label="Your message" error={problems.message} required>
        <Textarea
          ref={messageInput}
          name="message"
          rows={4}
          value={draft.message}
          onChange={(event) => change('message', event.target.value)}
        />
      </Field>
      <Field label="A photo, if you have one" error={photoProblem} hint="Up to 10 MB">
        <Input
          ref={photoInput}
          name="photo"
          type="file"
          accept="image/*"
          onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
        />
      </Field>
      <HoneypotField inputRef={honeypot} />
      <FormRefusal message={failure} className="text-base" />
      <Button type="submit" className="self-start" isLoading={isSending}>
        Leave tribute
      </Button>
    </form>
  );
}
