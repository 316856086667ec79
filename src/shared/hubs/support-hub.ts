import { GLOSSARY } from '../text/glossary.ts';
import { CALL_988_NOW, CRISIS_AVAILABILITY, CRISIS_RESOURCES, EMERGENCY_NOTE } from './crisis-resources.ts';
import { OFFICIAL_LINKS } from './official-links.ts';
import type { CrisisResource, ExternalLink, HubHeader, HubTab, ReadingItem, ToolCard } from './types.ts';

// Support hub, /hub/support (also reached as /hub/support/{lovedOneId}); personal, so it waits for
// no loved one and has no loading state: reached from one, its name joins the texts once known. Title, tabs, tool names and routes, section names and
// crisis numbers follow spec part 2 §2 "Support hub"; the rest is written for Harbor.

export const SUPPORT_HUB_TABS = [
  { id: 'tools', label: 'Your Tools' },
  { id: 'resources', label: 'Resources' },
  { id: 'crisis', label: 'Crisis Help' },
] as const satisfies readonly HubTab[];

export type SupportHubTabId = (typeof SUPPORT_HUB_TABS)[number]['id'];

export type SupportHubContent = {
  header: HubHeader;
  tabs: typeof SUPPORT_HUB_TABS;
  defaultTab: SupportHubTabId;
  tools: { title: string; items: readonly ToolCard[] };
  gentleReminders: { title: string; items: readonly string[] };
  immediateHelp: { title: string; text: string; action: typeof CALL_988_NOW };
  resources: {
    professional: { title: string; description: string; links: readonly ExternalLink[] };
    reading: { title: string; description: string; items: readonly ReadingItem[] };
  };
  crisis: {
    title: string;
    intro: string;
    resources: readonly CrisisResource[];
    emergency: typeof EMERGENCY_NOTE;
    availability: string;
  };
};

export const SUPPORT_HUB: SupportHubContent = {
  header: {
    title: 'Support Tools & Resources',
    subtitle: 'Gentle tools and trusted help for looking after yourself while you grieve',
    back: { label: GLOSSARY.backToDashboard, to: '/dashboard' },
  },
  tabs: SUPPORT_HUB_TABS,
  defaultTab: 'tools',
  tools: {
    title: 'Your Tools',
    items: [
      {
        id: 'grief-journal',
        title: 'Grief Journal',
        description: (name) =>
          `A private place to write about ${name ?? 'the person you miss'} and how you're feeling.`,
        icon: 'BookHeart',
        actionLabel: 'Open Journal',
        action: { kind: 'route', to: '/grief-journal' },
      },
      {
        id: 'mood-tracker',
        title: 'Mood Tracker',
        description: "Notice how you're doing from day to day, gently and without judgment.",
        icon: 'Smile',
        actionLabel: 'Track Your Mood',
        action: { kind: 'route', to: '/mood-tracker' },
      },
      {
        id: 'guided-exercises',
        title: 'Guided Exercises',
        description: 'Short breathing and grounding exercises for hard moments.',
        icon: 'Wind',
        actionLabel: 'Start an Exercise',
        action: { kind: 'route', to: '/guided-exercises' },
      },
      {
        id: 'ai-support-chat',
        title: 'AI Support Chat',
        description:
          "Talk things through at any hour. It's a companion, not a counselor: it says who answers when you open it, and it can point you to people who can help.",
        icon: 'MessageCircleHeart',
        actionLabel: 'Start a Conversation',
        action: { kind: 'route', to: '/chat' },
      },
    ],
  },
  gentleReminders: {
    title: 'Gentle Reminders',
    items: [
      'There is no right way to grieve, and no timeline you have to follow.',
      'Rest, water and a little food all count as taking care of yourself.',
      "It's okay to ask for help, and to accept it when it's offered.",
      'The paperwork can wait. Take breaks whenever you need them.',
    ],
  },
  immediateHelp: {
    title: 'Need to talk to someone right now?',
    text: 'If you are struggling or thinking about suicide, call or text 988 at any time, day or night. It is free and confidential.',
    action: CALL_988_NOW,
  },
  resources: {
    professional: {
      title: 'Professional Support',
      description: 'Talking with someone trained in grief can make a real difference.',
      links: [
        { ...OFFICIAL_LINKS.openPathCollective, label: 'Online Therapy: Open Path Collective' },
        { ...OFFICIAL_LINKS.psychologyTodayTherapists, label: 'Therapist Directory: Psychology Today' },
        { ...OFFICIAL_LINKS.psychologyTodayGroups, label: 'Grief Support Groups: Psychology Today' },
      ],
    },
    reading: {
      title: 'Reading & Learning',
      description: 'Books many people have found comforting. Take them slowly, a few pages at a time.',
      items: [
        {
          id: 'its-ok-that-youre-not-ok',
          title: "It's OK That You're Not OK",
          author: 'Megan Devine',
          description:
            'A therapist who lost her partner writes honestly about living with loss, without pressure to "move on."',
        },
        {
          id: 'finding-meaning',
          title: 'Finding Meaning: The Sixth Stage of Grief',
          author: 'David Kessler',
          description:
            'How people find meaning after a death, from a co-author of the well-known work on the stages of grief.',
        },
        {
          id: 'a-grief-observed',
          title: 'A Grief Observed',
          author: 'C. S. Lewis',
          description: 'A short, honest journal written in the months after the death of his wife.',
        },
      ],
    },
  },
  crisis: {
    title: 'Crisis Help',
    intro:
      "If you are in crisis or worried about someone, you don't have to face it alone. These services are free and confidential.",
    resources: CRISIS_RESOURCES,
    emergency: EMERGENCY_NOTE,
    availability: CRISIS_AVAILABILITY,
  },
};
