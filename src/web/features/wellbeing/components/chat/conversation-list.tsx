import { formatDistanceToNow } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CHAT_TEXTS } from '#shared/wellbeing/chat-texts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useConversations, useDeleteConversation } from '../../api/chat-api.ts';

/** Past conversations, newest first; each opens or can be deleted for good. */
export function ConversationList({
  activeId,
  onOpen,
  onDeleted,
}: {
  activeId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [confirming, setConfirming] = useState<{ id: string; title: string } | null>(null);

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.id);
      toast.success(CHAT_TEXTS.deleted);
      onDeleted(confirming.id);
      setConfirming(null);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <Card aria-labelledby="past-conversations">
      <h2 id="past-conversations" className="mb-3 text-lg font-semibold">
        {CHAT_TEXTS.pastConversations}
      </h2>
      {conversations.data ? null : (
        <NotLoaded query={conversations} failedTitle="We couldn’t load your past conversations" />
      )}
      {conversations.data?.conversations.length === 0 ? (
        <p className="text-muted">{CHAT_TEXTS.noConversations}</p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {conversations.data?.conversations.map((conversation) => (
          <li key={conversation.id} className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => onOpen(conversation.id)}
              aria-current={conversation.id === activeId ? 'true' : undefined}
              className={cn(
                'flex min-h-11 min-w-0 flex-1 flex-col rounded-lg px-3 py-2 text-left hover:bg-surface-muted',
                conversation.id === activeId && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="truncate font-medium">{conversation.title}</span>
              <span className="text-sm text-muted">
                {formatDistanceToNow(new Date(conversation.updatedAt), { addSuffix: true })}
              </span>
            </button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${CHAT_TEXTS.deleteConversation}: ${conversation.title}`}
              onClick={() => setConfirming(conversation)}
            >
              <Trash2 aria-hidden="true" className="size-5" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={CHAT_TEXTS.deleteConfirmTitle}
        description={confirming ? CHAT_TEXTS.deleteConfirmText(confirming.title) : ''}
        confirmLabel={CHAT_TEXTS.deleteConversation}
        isPending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
