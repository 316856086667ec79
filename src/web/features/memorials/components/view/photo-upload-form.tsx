import { ImagePlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { MEMORIAL_MESSAGES, PHOTO_CAPTION_MAX } from '#shared/memorials/memorial-messages.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { fieldIssues, isDeliveryFailure, messageOf } from '#web/lib/api-client.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useChangeMemorialPhoto } from '../../api/memorial-photos.ts';

/**
 * Add a photo with a caption: the admin and the loved one's team. A refusal is said under what it is
 * about: the caption, the photo, or (a lost connection) the form; nothing chosen or typed is cleared.
 */
export function PhotoUploadForm({ data }: { data: MemorialPageData }) {
  const change = useChangeMemorialPhoto(data.memorial.id, data.memorial.slug);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [captionError, setCaptionError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Said under the photo field, where the keyboard goes to choose another.
    const refuse = (message: string) => {
      setError(message);
      fileInput.current?.focus();
    };
    if (!file) return refuse(UPLOAD_MESSAGES.notImage);
    if (file.size > MAX_UPLOAD_BYTES) return refuse(UPLOAD_MESSAGES.tooLarge);
    setError(undefined);
    setCaptionError(undefined);
    setFormError(undefined);
    change.mutate(
      { action: 'add', file, caption },
      {
        onSuccess: () => {
          toast.success(MEMORIAL_MESSAGES.photoAdded);
          setFile(null);
          setCaption('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (failure) => {
          toast.error(MEMORIAL_MESSAGES.photoFailed);
          const { caption: aboutCaption } = fieldIssues(failure);
          if (aboutCaption) setCaptionError(aboutCaption);
          else if (isDeliveryFailure(failure)) setFormError(messageOf(failure));
          else setError(messageOf(failure));
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      className="mt-6 flex flex-col gap-3 rounded-xl border border-dashed border-border p-4"
    >
      <h3 className="font-semibold">Add a photo</h3>
      <Field label="Photo" error={error} hint="JPG, PNG, GIF or WebP up to 10MB">
        <Input
          ref={fileInput}
          type="file"
          accept="image/*"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Field>
      <Field label="Caption (optional)" error={captionError}>
        <Input
          value={caption}
          maxLength={PHOTO_CAPTION_MAX}
          onChange={(event) => setCaption(event.target.value)}
        />
      </Field>
      <FormRefusal message={formError} />
      <Button type="submit" variant="secondary" className="self-start" isLoading={change.isPending}>
        <ImagePlus aria-hidden="true" className="size-5" /> Upload photo
      </Button>
    </form>
  );
}
