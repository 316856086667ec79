import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PASSCODE_MESSAGES } from '#shared/validation/passcode.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/lib/paths.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { submitPasscode } from '../api/preview.ts';
import { passcodeErrorMessage } from './passcode-error-message.ts';

export function PasscodeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

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
      await queryClient.invalidateQueries({ queryKey: queryKeys.preview.status });
      toast.success(PASSCODE_MESSAGES.granted);
      onOpenChange(false);
      navigate(paths.home.getHref());
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
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            Enter
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
