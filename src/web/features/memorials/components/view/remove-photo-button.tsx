import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useChangeMemorialPhoto } from '../../api/memorial-photos.ts';

/**
 * Only the admin sees it, so only the admin's page (the app, with its query client) runs the
 * mutation: the public page's gallery island never imports it. A photo is often someone's only copy
 * of it here, shared by family or friends: removing it asks first, naming who shared it.
 */
export function RemovePhotoButton({
  memorial,
  photo,
}: {
  memorial: MemorialPageData['memorial'];
  photo: MemorialPageData['photos'][number];
}) {
  const change = useChangeMemorialPhoto(memorial.id, memorial.slug);
  const [isAsking, setAsking] = useState(false);
  const onDelete = () =>
    change.mutate(
      { action: 'delete', photoId: photo.id },
      {
        onSuccess: () => {
          toast.success(MEMORIAL_MESSAGES.itemDeleted);
          setAsking(false);
        },
        // The question stays open, so it can be asked again at once; the toast says why it failed.
        onError: (error) =>
          toast.error(MEMORIAL_MESSAGES.itemDeleteFailed, { description: messageOf(error) }),
      },
    );
  const caption = photo.caption ? ` “${photo.caption}”` : '';
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() => setAsking(true)}
        aria-label={`Remove photo${caption}`}
      >
        <Trash2 aria-hidden="true" className="size-4" /> Remove
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setAsking}
        title={`Remove this photo${caption}?`}
        description={`${photo.uploadedByName ? `${photo.uploadedByName} shared it. ` : ''}It will be taken off the page and deleted for good.`}
        confirmLabel="Remove photo"
        isPending={change.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}
