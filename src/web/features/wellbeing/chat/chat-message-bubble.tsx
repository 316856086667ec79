import { cn } from '#web/lib/cn.ts';
import { CrisisCard } from '../components/crisis-card.tsx';

export type BubbleMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  crisisLevel: 'none' | 'concern' | 'crisis';
};

/** One message; an answer to a message the crisis check flagged carries the crisis card first. */
export function ChatMessageBubble({
  message,
  streaming = false,
}: {
  message: BubbleMessage;
  streaming?: boolean;
}) {
  const isUser = message.role === 'user';
  return (
    <li className={cn('flex flex-col gap-2', isUser ? 'items-end' : 'items-start')}>
      <span className="sr-only">{isUser ? 'You said:' : 'Companion said:'}</span>
      {!isUser && message.crisisLevel !== 'none' ? (
        <div className="w-full">
          <CrisisCard level={message.crisisLevel} />
        </div>
      ) : null}
      {message.content || streaming ? (
        <p
          data-testid={isUser ? 'user-message' : 'assistant-message'}
          aria-busy={streaming || undefined}
          className={cn(
            'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-3',
            isUser ? 'bg-primary text-primary-foreground' : 'border border-border bg-surface-muted',
          )}
        >
          {message.content}
          {streaming ? (
            <span aria-hidden="true" className="ml-0.5 inline-block animate-pulse">
              ▍
            </span>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
