import { Camera } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { IMAGE_MIME_TYPES, MAX_AVATAR_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useUploadAvatar } from '../api/account.ts';

const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}`.toUpperCase() || '?';

/** The avatar with a "Change photo" button; the server checks the bytes again and resizes. */
export function AvatarPicker({
  avatarUrl,
  firstName,
  lastName,
}: {
  avatarUrl: string | null;
  firstName: string;
  lastName: string;
}) {
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      toast.error('Error uploading avatar', { description: UPLOAD_MESSAGES.notImage });
      return;
    }
    if (file.size >= MAX_AVATAR_BYTES) {
      toast.error('Error uploading avatar', { description: UPLOAD_MESSAGES.avatarTooLarge });
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success('Avatar updated successfully!');
    } catch (error) {
      toast.error('Error uploading avatar', { description: messageOf(error) });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {avatarUrl ? (
        <img
          src={avatarUrl}
          alt="Your profile"
          className="size-20 rounded-full border border-border object-cover"
        />
      ) : (
        <div
          role="img"
          aria-label="Your profile initials"
          className="flex size-20 items-center justify-center rounded-full bg-accent text-2xl font-semibold text-accent-foreground"
        >
          {initialsOf(firstName, lastName)}
        </div>
      )}
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onChange}
          data-testid="avatar-input"
        />
        <Button
          variant="outline"
          isLoading={upload.isPending}
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          <Camera aria-hidden="true" className="size-5" />
          Change photo
        </Button>
        <p id={hintId} className="text-sm text-muted">
          JPG, PNG or GIF, under 5MB.
        </p>
      </div>
    </div>
  );
}
