import { Heart, ListChecks, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { HarborIllustration } from './harbor-illustration.tsx';

export const LANDING_TITLE = 'Harbor · Support at every step';

const PROMISES = [
  {
    icon: ListChecks,
    title: 'A checklist made for you',
    text: 'A few gentle questions become a plan, in order, with dates.',
  },
  {
    icon: Users,
    title: 'Shared with family',
    text: 'Invite the people who want to help and see what is done.',
  },
  {
    icon: Heart,
    title: 'Care for you, too',
    text: 'A memorial page, guidance, and support when it is hard.',
  },
];

const STEPS = [
  {
    title: 'Answer a few gentle questions',
    text: 'About the person who died and where things stand. Every question is optional.',
  },
  {
    title: 'Get your own checklist',
    text: 'Death certificates, the funeral, banks, benefits, accounts and probate, in a sensible order.',
  },
  {
    title: 'Share the work',
    text: 'Invite family and friends, give tasks to whoever can help, and see at a glance what is done.',
  },
  {
    title: 'Remember them together',
    text: 'Make a memorial page others can visit and leave tributes on, when you are ready.',
  },
];

/**
 * The landing page's words, the same in the app and on the page the server renders for a visitor
 * (decision 042); `actions` are its buttons, the only part that runs.
 */
export function LandingContent({ actions }: { actions: ReactNode }) {
  return (
    <div className="flex flex-col gap-12">
      <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 pt-6 text-center">
        <h1 className="font-serif text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">
          Honour the person you love, with support at every step
        </h1>
        <p className="text-lg text-muted">
          When someone dies there are hundreds of things to do. Harbor gathers them into one calm plan, shares
          the work with the people who care, and looks after you along the way.
        </p>
        {actions}
        <HarborIllustration className="mt-2 w-full max-w-sm" />
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-border bg-surface p-5">
            <Icon aria-hidden="true" className="mb-3 size-7 text-primary" />
            <h2 className="mb-1 font-semibold">{title}</h2>
            <p className="text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="how-it-works" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <h2 id="how-it-works" className="text-center font-serif text-3xl font-semibold">
          How it works
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2">
          {STEPS.map(({ title, text }, index) => (
            <li key={title} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="mb-1 font-semibold">{title}</h3>
                <p className="text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
