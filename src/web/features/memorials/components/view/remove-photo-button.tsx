import { Trash2 } from 'lucide-react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useChangeMemorialPhoto } from '../../api/memorial-photos.ts';

/**
 * Only the admin sees it, so only the admin's page (the app, with its query client) runs the
 * mutation: the public page's gallery island never imports it.
 */
export function RemovePhotoButton({
  memorial,
  photo,
}: {
  memorial: MemorialPageData['memorial'];
  photo: MemorialPageData['photos'][number];
}) {
  const change = useChangeMemorialPhoto(memorial.id, memorial.slug);
  const onDelete = () =>
    change.mutate(
      { action: 'delete', photoId: photo.id },
      {
        onSuccess: () => toast.success(MEMORIAL_MESSAGES.itemDeleted),
        onError: () => toast.error(MEMORIAL_MESSAGES.itemDeleteFailed),
      },
    );
  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-start text-danger"
      onClick={onDelete}
      aria-label={`Remove photo${photo.caption ? ` “${photo.caption}”` : ''}`}
    >
      <Trash2 aria-hidden="true" className="size-4" /> Remove
    </Button>
  );
}
