import { type FormEvent, useState } from 'react';
import { PASSCODE_MESSAGES } from '#shared/validation/passcode-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { submitPasscode } from '../api/preview.ts';
import { passcodeErrorMessage } from './passcode-error-message.ts';

/** The preview passcode; `onAccepted` runs once the server has let this browser in. */
export function PasscodeDialog({
  open,
  onOpenChange,
  onAccepted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccepted: () => void;
}) {
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passcode.trim()) {
      setError(PASSCODE_MESSAGES.required);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    try {
      await submitPasscode(passcode);
      onOpenChange(false);
      onAccepted();
    } catch (caught) {
      setError(passcodeErrorMessage(caught));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Private preview"
      description="If you've been given a passcode for the Harbor pilot, enter it here."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Passcode" required error={error ?? undefined}>
          <Input
            type="password"
            autoComplete="off"
            value={passcode}
            onChange={(event) => setPasscode(event.target.value)}
          />
        </Field>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            Enter
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
