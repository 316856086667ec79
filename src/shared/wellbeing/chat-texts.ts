import type { CrisisLevel } from './crisis-rule.ts';

// Words the support chat shows, shared by the server (which sends some of them) and the page.

export const CHAT_TEXTS = {
  title: 'Support chat',
  intro: 'A quiet place to put what you are feeling into words, any time of day.',
  // One true sentence about who answers, depending on whether a model is configured.
  modelNotice:
    'An AI model answers here, not a person. It is not therapy, and it cannot give legal, medical or financial advice. If you are in danger, call 911.',
  offlineNotice:
    "Harbor's built-in companion answers here: a simple program with pre-written replies, not a person and not an AI model. It is not therapy, and it cannot give legal, medical or financial advice. If you are in danger, call 911.",
  couldNotAnswer: "Sorry — I couldn't answer just now",
  couldNotAnswerHint: 'Your message is saved. You can try again in a moment.',
  rateLimited:
    'You have sent a lot of messages in a short time. Please take a breath and try again in a few minutes.',
  crisisButton: 'Crisis help',
  /** Beside Send, so the numbers stay one tap away however long the conversation has grown. */
  crisisNearComposer: 'Call or text for help now',
  crisisTitle: 'You deserve support right now',
  crisisIntro:
    'If you are thinking about ending your life or hurting yourself, please reach out now. You will not be judged.',
  concernTitle: 'If you need someone right now',
  emergencyTitle: 'Call 911 now',
  emergencyIntro: 'If you have taken something or hurt yourself, call 911 now. Do not wait.',
  poisonControl: 'Took pills or something else? Poison Control:',
  concernIntro: 'These people are there for you any time, free and confidential.',
  /** When someone is hurting or threatening the person: safety first, not only suicide help. */
  safetyTitle: 'Your safety matters',
  safetyIntro:
    'If someone is hurting or threatening you, you deserve to be safe. If you are in danger now, call 911.',
  newConversation: 'New conversation',
  pastConversations: 'Past conversations',
  noConversations: 'Your conversations will appear here.',
  deleteConversation: 'Delete conversation',
  deleteConfirmTitle: 'Delete this conversation?',
  deleteConfirmText: (title: string) =>
    `“${title}” and every message in it will be removed. It cannot be undone.`,
  deleted: 'Conversation deleted',
  placeholder: 'Write what is on your mind…',
  /** In a conversation not yet begun. */
  emptyConversation: 'Write whatever is on your mind: a memory, a worry, or just how today feels.',
  send: 'Send',
  tryAgain: 'Try again',
  breaksTitle: 'Take breaks',
  breaks: [
    'Talking about grief is tiring. It is fine to stop mid-sentence and come back later; your conversation is kept.',
    'Have a glass of water, step outside, or try a breathing exercise.',
    'A companion can listen, but people who know you can hold you. Think of one person you could message today.',
  ],
} as const;

/** What the server streams to the page, one Server-Sent Event each. */
export type ChatStreamEvent =
  | { event: 'start'; data: { conversationId: string; userMessageId: string; answeredBy: string } }
  | { event: 'crisis'; data: { level: Exclude<CrisisLevel, 'none'> } }
  | { event: 'delta'; data: { text: string } }
  /** Before the built-in companion's first word when it takes over from the model (companion-stand-in.ts). */
  | { event: 'answerer'; data: { answeredBy: string } }
  | { event: 'done'; data: { messageId: string } }
  | { event: 'error'; data: { message: string } };
