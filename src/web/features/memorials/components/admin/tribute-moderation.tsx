import { Check, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useModerateTribute } from '../../api/moderate-tribute.ts';
import { TributePhoto } from '../view/tribute-photo.tsx';

const STATUS_LABELS = { published: 'Published', held: 'Waiting for approval', hidden: 'Hidden' } as const;

type Tribute = NonNullable<MemorialPageData['moderation']>[number];

/**
 * Every tribute with its state: publish one that waits, hide one already shown, or delete it. A tribute
 * is someone else's words (often a stranger's, with their photo): deleting asks first, and offers Hide,
 * which can be undone.
 */
export function TributeModeration({
  tributes,
  memorialId,
  slug,
}: {
  tributes: NonNullable<MemorialPageData['moderation']>;
  memorialId: string;
  slug: string;
}) {
  const moderate = useModerateTribute(memorialId, slug);
  const [deleting, setDeleting] = useState<Tribute | null>(null);
  const act = (tributeId: string, action: 'published' | 'hidden' | 'delete') =>
    moderate.mutate(
      { tributeId, action },
      {
        onSuccess: () =>
          toast.success(action === 'delete' ? MEMORIAL_MESSAGES.itemDeleted : MEMORIAL_MESSAGES.itemSaved),
        onError: (error) =>
          toast.error(
            action === 'delete' ? MEMORIAL_MESSAGES.itemDeleteFailed : MEMORIAL_MESSAGES.itemSaveFailed,
            {
              description: messageOf(error),
            },
          ),
        onSettled: () => setDeleting(null),
      },
    );
  return (
    <div className="flex flex-col gap-5">
      {/* Where the focus goes once a deleted tribute's row is gone (Dialog), even the last one. */}
      <h2 className="text-lg font-semibold">Tributes</h2>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? `Delete the tribute from ${deleting.authorName}?` : ''}
        description={`Their words${deleting?.photo ? ' and photo' : ''} will be gone for good. Hide takes a tribute off the page and can be undone.`}
        confirmLabel="Delete tribute"
        isPending={moderate.isPending}
        onConfirm={() => deleting && act(deleting.id, 'delete')}
      />
      {tributes.length === 0 ? (
        <p className="text-muted">No tributes yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
          {tributes.map((tribute) => (
            <li key={tribute.id} className="flex flex-col gap-2 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{tribute.authorName}</span>
                <Badge
                  tone={
                    tribute.status === 'held'
                      ? 'warning'
                      : tribute.status === 'hidden'
                        ? 'neutral'
                        : 'success'
                  }
                >
                  {STATUS_LABELS[tribute.status]}
                </Badge>
              </div>
              <p className="whitespace-pre-line break-words">{tribute.message}</p>
              <TributePhoto tribute={tribute} />
              <div className="flex flex-wrap gap-1">
                {tribute.status !== 'published' ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => act(tribute.id, 'published')}
                    aria-label={`Publish tribute from ${tribute.authorName}`}
                  >
                    <Check aria-hidden="true" className="size-4" /> Publish
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => act(tribute.id, 'hidden')}
                    aria-label={`Hide tribute from ${tribute.authorName}`}
                  >
                    <EyeOff aria-hidden="true" className="size-4" /> Hide
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(tribute)}
                  aria-label={`Delete tribute from ${tribute.authorName}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
