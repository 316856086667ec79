import { type FormEvent, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES } from '#shared/validation/account-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useSignOut } from '#web/features/auth/api/use-sign-out.ts';
import { PasswordInput } from '#web/features/auth/components/password-input.tsx';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useDeleteAccount, useDeletionImpact } from '../api/account.ts';
import { SharedLovedOnes } from './shared-loved-ones.tsx';

const WHAT_IS_DELETED = [
  'The loved ones you manage, with their tasks, memorial pages, tributes, photos and documents, their inventory, expenses and receipts, estate accounts, time log and tax papers',
  'Your grief journal, mood entries and support chats',
  'Your place on other families’ teams (their loved ones stay with them)',
  'Your profile, photo and sign-in',
];

export function DeleteAccountCard() {
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const impact = useDeletionImpact(isOpen);
  const signOut = useSignOut();

  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) {
      setPassword('');
      setError(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(ACCOUNT_MESSAGES.deletePasswordRequired);
      return;
    }
    setError(null);
    try {
      await remove.mutateAsync(password);
      toast.success(ACCOUNT_MESSAGES.accountDeleted);
      await signOut(paths.landing.getHref());
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) {
        toast.error(ACCOUNT_MESSAGES.sessionExpiredDelete);
        await signOut(paths.auth.getHref(paths.settings.getHref()));
        return;
      }
      setError(messageOf(caught));
      toast.error('Account deletion failed', { description: messageOf(caught) });
      // Back to the password, with its error: Enter on the button would only send the same one again.
      passwordRef.current?.select();
    }
  };

  return (
    <Card aria-labelledby="delete-heading" className="flex flex-col gap-4 border-danger/40">
      <div>
        <CardTitle id="delete-heading">Delete Account</CardTitle>
        <CardDescription>
          Permanently delete your account and everything in it. This cannot be undone.
        </CardDescription>
      </div>
      <Button variant="danger" className="self-start" onClick={() => setIsOpen(true)}>
        Delete Account
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={onOpenChange}
        title="Delete your account?"
        description="This permanently deletes, straight away and for everyone:"
      >
        <ul className="mb-4 list-disc space-y-1 pl-5">
          {WHAT_IS_DELETED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {impact.isError ? (
          <Alert tone="warning" className="mb-4 flex flex-col gap-2">
            <p>{ACCOUNT_MESSAGES.deletionImpactFailed}</p>
            <Button variant="outline" className="self-start" onClick={() => impact.refetch()}>
              Check again
            </Button>
          </Alert>
        ) : impact.isPending ? (
          <p className="mb-4 text-muted" role="status">
            Checking who else shares your loved ones…
          </p>
        ) : (
          <SharedLovedOnes lovedOnes={impact.data.lovedOnes} />
        )}
        <p className="mb-4 text-muted">You may want to download your data first.</p>
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Confirm account deletion"
        >
          <Field label="Your password" required error={error ?? undefined}>
            <PasswordInput
              ref={passwordRef}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" isLoading={remove.isPending}>
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
