import { Check, EyeOff, Trash2 } from 'lucide-react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useModerateTribute } from '../../api/moderate-tribute.ts';
import { TributePhoto } from '../view/tribute-photo.tsx';

const STATUS_LABELS = { published: 'Published', held: 'Waiting for approval', hidden: 'Hidden' } as const;

/** Every tribute with its state: publish one that waits, hide one already shown, or delete it. */
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
  const act = (tributeId: string, action: 'published' | 'hidden' | 'delete') =>
    moderate.mutate(
      { tributeId, action },
      {
        onSuccess: () =>
          toast.success(action === 'delete' ? MEMORIAL_MESSAGES.itemDeleted : MEMORIAL_MESSAGES.itemSaved),
        onError: () => toast.error(MEMORIAL_MESSAGES.itemSaveFailed),
      },
    );
  if (tributes.length === 0) return <p className="text-muted">No tributes yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
      {tributes.map((tribute) => (
        <li key={tribute.id} className="flex flex-col gap-2 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{tribute.authorName}</span>
            <Badge
              tone={
                tribute.status === 'held' ? 'warning' : tribute.status === 'hidden' ? 'neutral' : 'success'
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
              className="text-danger"
              onClick={() => act(tribute.id, 'delete')}
              aria-label={`Delete tribute from ${tribute.authorName}`}
            >
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
