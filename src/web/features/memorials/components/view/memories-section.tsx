import { ImagePlus, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import { MEMORIAL_MESSAGES, PHOTO_CAPTION_MAX } from '#shared/memorials/memorial-schemas.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useChangeMemorialPhoto } from '../../api/memorial-photos.ts';
import { MemorialSection } from './memorial-section.tsx';

type MemoriesProps = { data: MemorialPageData; layout: LayoutStyle };

/** The gallery. The admin and the team add photos; only the admin removes them. */
export function MemoriesSection({ data, layout }: MemoriesProps) {
  const { photos, viewerRole, memorial } = data;
  const canUpload = viewerRole !== 'visitor';
  const change = useChangeMemorialPhoto(memorial.id, memorial.slug);
  if (photos.length === 0 && !canUpload) return null;
  const isLarge = layout === 'photo-focused';
  const onDelete = (photoId: string) =>
    change.mutate(
      { action: 'delete', photoId },
      {
        onSuccess: () => toast.success(MEMORIAL_MESSAGES.itemDeleted),
        onError: () => toast.error(MEMORIAL_MESSAGES.itemDeleteFailed),
      },
    );
  return (
    <MemorialSection id="memories" title="Memories" layout={layout}>
      {photos.length === 0 ? <p className="text-muted">No photos yet.</p> : null}
      <ul className={cn('grid gap-4', isLarge ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3')}>
        {photos.map((photo) => (
          <li key={photo.id} className="flex min-w-0 flex-col gap-1">
            <a
              href={photo.webUrl}
              target="_blank"
              rel="noopener"
              className="block overflow-hidden rounded-xl"
            >
              <img
                src={isLarge ? photo.webUrl : photo.thumbnailUrl}
                alt={photo.caption ?? `Shared by ${photo.uploadedByName}`}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <span className="sr-only"> (full size, opens in a new tab)</span>
            </a>
            {photo.caption ? <p className="break-words">{photo.caption}</p> : null}
            <p className="text-sm text-muted">Shared by {photo.uploadedByName}</p>
            {viewerRole === 'admin' ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-start text-danger"
                onClick={() => onDelete(photo.id)}
                aria-label={`Remove photo${photo.caption ? ` “${photo.caption}”` : ''}`}
              >
                <Trash2 aria-hidden="true" className="size-4" /> Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canUpload ? <PhotoUploadForm data={data} /> : null}
    </MemorialSection>
  );
}

function PhotoUploadForm({ data }: { data: MemorialPageData }) {
  const change = useChangeMemorialPhoto(data.memorial.id, data.memorial.slug);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(UPLOAD_MESSAGES.notImage);
    if (file.size > MAX_UPLOAD_BYTES) return setError(UPLOAD_MESSAGES.tooLarge);
    setError(undefined);
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
          setError(messageOf(failure));
          toast.error(MEMORIAL_MESSAGES.photoFailed);
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
      <Field label="Caption (optional)">
        <Input
          value={caption}
          maxLength={PHOTO_CAPTION_MAX}
          onChange={(event) => setCaption(event.target.value)}
        />
      </Field>
      <Button type="submit" variant="secondary" className="self-start" isLoading={change.isPending}>
        <ImagePlus aria-hidden="true" className="size-5" /> Upload photo
      </Button>
    </form>
  );
}
