import { Coffee, LifeBuoy, MessageCirclePlus, Send } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CHAT_TEXTS } from '#shared/wellbeing/chat-texts.ts';
import { tellsOfDanger } from '#shared/wellbeing/crisis-detection.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from '#shared/wellbeing/moods.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { cn } from '#web/lib/cn.ts';
import { useChatStatus, useConversation } from './api/chat-api.ts';
import { useChatStream } from './api/use-chat-stream.ts';
import { type BubbleMessage, ChatMessageBubble } from './components/chat/chat-message-bubble.tsx';
import { combineMessages, STREAMING_ID } from './components/chat/combine-messages.ts';
import { ConversationList } from './components/chat/conversation-list.tsx';
import { CrisisCard } from './components/crisis-card.tsx';

/** An answer whose crisis card should be the safety card: the message it answers told of danger. */
const answersDanger = (message: BubbleMessage, answered: BubbleMessage | undefined) =>
  message.role === 'assistant' && answered?.role === 'user' && tellsOfDanger(answered.content);

/** One key per answer being written: a later answer must not take the key of one streamed before it. */
const streamingKeyOf = (reply: { userMessageId: string | null }) => `${STREAMING_ID}-${reply.userMessageId}`;

/** /chat — the support chat: a conversation that streams in, past conversations, and help at hand. */
export function ChatPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeId = searchParams.get('c');
  const setActive = useCallback(
    (id: string | null) => setSearchParams(id ? { c: id } : {}, { replace: true }),
    [setSearchParams],
  );
  const status = useChatStatus();
  const conversation = useConversation(activeId);
  const { reply, send, retry, reset } = useChatStream(setActive);
  const [draft, setDraft] = useState('');
  const [crisisOpen, setCrisisOpen] = useState(false);
  // On a phone's keyboard Return is the only way to start a new line, so there it does, and Send sends.
  const [returnSends] = useState(() => !window.matchMedia('(pointer: coarse)').matches);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // A past conversation opened (from the list, or the address) is shown, not read out whole: the log
  // reads only what arrives after it. Its messages are quiet from the render that first shows them.
  const [opening, setOpening] = useState<string | null>(activeId);
  const [shownOnOpening, setShownOnOpening] = useState<ReadonlySet<string>>(() => new Set());
  const isOpening = opening !== null && opening === activeId;
  const openedMessages = isOpening ? conversation.data?.messages : undefined;
  useEffect(() => {
    if (!openedMessages) return;
    setShownOnOpening(new Set(openedMessages.map((message) => message.id)));
    setOpening(null);
  }, [openedMessages]);

  const busy = reply?.status === 'sending' || reply?.status === 'streaming';
  const { messages, shown, answerId } = combineMessages(conversation.data?.messages ?? [], reply);
  // By id, not by its words: the companion's answers to two crisis messages can read the same, and the
  // newer one, arriving with the saved conversation, must still be brought into view.
  const lastMessageId = messages.at(-1)?.id;
  // A streamed answer, once saved, keeps the key it was drawn under, so its item in the log stays and
  // only its words are drawn anew (ChatMessageBubble): a crisis card above it, read out as it came, is not
  // read again. Kept for the page's life: a key changed later would draw the item anew and read it again.
  const streamedAs = useRef(new Map<string, string>()).current;
  if (reply && answerId) streamedAs.set(answerId, streamingKeyOf(reply));
  const keyOf = (message: BubbleMessage) =>
    message.id === STREAMING_ID && reply ? streamingKeyOf(reply) : (streamedAs.get(message.id) ?? message.id);
  const shownLast = shown.at(-1);
  // The newest answer carries a crisis card (or the card stands alone after a failed answer).
  const newestHasCard =
    (shownLast?.role === 'assistant' && shownLast.crisisLevel !== 'none') ||
    (reply?.status === 'error' && Boolean(reply.crisisLevel));

  useEffect(() => {
    if (reply?.unsent) setDraft((current) => current || reply.unsent || '');
  }, [reply?.unsent]);

  useEffect(() => {
    if (lastMessageId === undefined && !reply?.text) return;
    // Above an answer to a crisis message, the card's call and text buttons are what must be on
    // screen: its top is brought into view, not the end of a long answer that would push it away.
    const cards = logRef.current?.querySelectorAll('[data-testid="crisis-card"]');
    const newestCard = newestHasCard ? cards?.[cards.length - 1] : undefined;
    if (newestCard) newestCard.scrollIntoView({ block: 'start' });
    // Otherwise keep the newest words in view while the answer streams in.
    else endRef.current?.scrollIntoView({ block: 'end' });
  }, [lastMessageId, reply?.text, newestHasCard]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || busy) return;
    setDraft('');
    void send(content, activeId);
  };

  // Leaving a message the server has not taken yet (no answer has started) puts it back in the box
  // rather than letting it vanish with the request; what is typed in the box stays as it is.
  const leaveReply = () => {
    const untaken = reply?.status === 'sending' ? reply.userText : null;
    if (untaken) setDraft((current) => current || untaken);
    reset();
  };

  // A conversation not yet begun invites the first words, said once, above the box they go in. A new
  // conversation has no query running: pending there means only that it is switched off.
  const invites = messages.length === 0 && !reply && (activeId === null || conversation.isSuccess);

  // New conversation puts the keyboard in the message box at once (a phone opens its keyboard only for a
  // focus made in the tap itself), but the box is where it will be only once the conversation left behind
  // has gone: it is brought into view then, with the invitation above it, if it is not in view already.
  const showBoxWhenNew = useRef(false);
  useEffect(() => {
    const box = inputRef.current;
    if (!invites || !showBoxWhenNew.current || !box) return;
    showBoxWhenNew.current = false;
    const { top, bottom } = box.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) box.scrollIntoView({ block: 'center' });
  }, [invites]);

  const startNew = () => {
    leaveReply();
    setActive(null);
    showBoxWhenNew.current = !invites;
    inputRef.current?.focus({ preventScroll: !invites });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <title>{`${CHAT_TEXTS.title} · Harbor`}</title>
      <PageHeading
        title={CHAT_TEXTS.title}
        subtitle={CHAT_TEXTS.intro}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setCrisisOpen(true)}>
              <LifeBuoy aria-hidden="true" className="size-5" />
              {CHAT_TEXTS.crisisButton}
            </Button>
            <Button variant="outline" onClick={startNew}>
              <MessageCirclePlus aria-hidden="true" className="size-5" />
              {CHAT_TEXTS.newConversation}
            </Button>
          </div>
        }
      />
      <Dialog open={crisisOpen} onOpenChange={setCrisisOpen} title={CHAT_TEXTS.crisisButton}>
        <CrisisCard everyLine />
      </Dialog>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="conversation-heading" className="flex min-w-0 flex-col gap-4">
          <h2 id="conversation-heading" className="sr-only">
            Conversation
          </h2>
          <Alert tone="info">
            {status.data ? (
              <p>
                {status.data.answeredBy === 'offline' ? CHAT_TEXTS.offlineNotice : CHAT_TEXTS.modelNotice}
              </p>
            ) : null}
          </Alert>

          {/* Until the conversation has begun its frame is not drawn: a tall bordered box holding words
              would look like a place to type, and push the message box off a phone's first screen. The
              element stays the same, so the log inside it is the live region it was when words arrive. */}
          <Card
            className={cn(
              'flex flex-col',
              invites ? 'border-0 bg-transparent p-0 shadow-none' : 'min-h-[20rem] gap-4 p-3 sm:p-5',
            )}
          >
            {activeId && !conversation.data ? (
              <NotLoaded query={conversation} failedTitle="We couldn’t load this conversation" />
            ) : null}
            {invites ? <p id="chat-invitation">{CHAT_TEXTS.emptyConversation}</p> : null}
            <div ref={logRef} role="log" aria-label="Messages" aria-live="polite">
              <ol className="flex flex-col gap-4">
                {shown.map((message, index) => (
                  <ChatMessageBubble
                    key={keyOf(message)}
                    message={message}
                    inDanger={answersDanger(message, shown[index - 1])}
                    streaming={message.id === STREAMING_ID}
                    alreadyThere={isOpening || shownOnOpening.has(message.id)}
                  />
                ))}
                {reply?.status === 'error' && reply.crisisLevel ? (
                  <li>
                    <CrisisCard level={reply.crisisLevel} inDanger={tellsOfDanger(reply.userText ?? '')} />
                  </li>
                ) : null}
              </ol>
            </div>
            {/* Always in the page, so a screen reader hears "Sending…" as it comes: the answer itself is read
                once it is whole (ChatMessageBubble), and until then nothing else says the message went. */}
            <p role="status" className="text-muted empty:sr-only">
              {reply?.status === 'sending' ? 'Sending…' : ''}
            </p>
            {reply?.status === 'error' ? (
              <Alert
                tone="error"
                className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-medium">{reply.error}</p>
                  {reply.unsent === null ? <p>{CHAT_TEXTS.couldNotAnswerHint}</p> : null}
                </div>
                {reply.unsent === null && reply.conversationId ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      // The notice and its button go as the answer is asked again: the keyboard goes on
                      // from the message box, not from the top of the page.
                      inputRef.current?.focus();
                      void retry(reply.conversationId ?? '');
                    }}
                  >
                    {CHAT_TEXTS.tryAgain}
                  </Button>
                ) : null}
              </Alert>
            ) : null}
            <div ref={endRef} />
          </Card>

          <form onSubmit={submit} className="flex flex-col gap-2">
            <label htmlFor="chat-message" className="font-medium">
              Your message
            </label>
            <Textarea
              id="chat-message"
              ref={inputRef}
              rows={3}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              placeholder={invites ? undefined : CHAT_TEXTS.placeholder}
              aria-describedby={invites ? 'chat-invitation' : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (!returnSends || event.key !== 'Enter' || event.shiftKey) return;
                if (!event.nativeEvent.isComposing) submit(event);
              }}
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              {returnSends ? (
                <p className="text-sm text-muted">Enter sends; Shift+Enter starts a new line.</p>
              ) : null}
              <div className="ml-auto flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={() => setCrisisOpen(true)}>
                  <LifeBuoy aria-hidden="true" className="size-5" />
                  {CHAT_TEXTS.crisisNearComposer}
                </Button>
                <Button type="submit" isLoading={busy} disabled={!draft.trim() || busy}>
                  <Send aria-hidden="true" className="size-5" />
                  {CHAT_TEXTS.send}
                </Button>
              </div>
            </div>
          </form>
        </section>

        <aside className="flex flex-col gap-6" aria-label="Conversations and breaks">
          <Card aria-labelledby="take-breaks" className="bg-accent text-accent-foreground">
            <h2 id="take-breaks" className="mb-2 flex items-center gap-2 text-lg font-semibold">
              <Coffee aria-hidden="true" className="size-5" />
              {CHAT_TEXTS.breaksTitle}
            </h2>
            <ul className="flex list-disc flex-col gap-2 pl-5">
              {CHAT_TEXTS.breaks.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
          <ConversationList
            activeId={activeId}
            onOpen={(id) => {
              leaveReply();
              setOpening(id);
              setActive(id);
            }}
            onDeleted={(id) => id === activeId && startNew()}
          />
        </aside>
      </div>
    </div>
  );
}
