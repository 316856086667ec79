import { ClipboardList, HeartHandshake, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OnboardingPath } from '#shared/onboarding/questions.ts';
import { paths } from '#web/lib/paths.ts';
import { StartSetupDialog } from './start-setup.tsx';

const PATHS = [
  {
    path: 'recent-loss',
    icon: HeartHandshake,
    title: 'Recent Loss',
    text: 'Someone you love has died. We’ll help with what needs doing now, and what can wait.',
  },
  {
    path: 'planning-ahead',
    icon: ClipboardList,
    title: 'Planning Ahead',
    text: 'Put your own wishes and papers in order, so the people you love aren’t left guessing.',
  },
] as const satisfies readonly { path: OnboardingPath; [key: string]: unknown }[];

/**
 * The path-choice screen: two cards, each opening the setup dialog for its path. Each path keeps a
 * dialog of its own, so a look at the other path never throws away answers begun on this one.
 */
export function PathChoice() {
  const [openPath, setOpenPath] = useState<OnboardingPath | null>(null);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <title>Welcome · Harbor</title>
      <header className="text-center">
        <h1 className="mb-3 font-serif text-4xl font-semibold tracking-tight">Welcome to Harbor</h1>
        <p className="text-lg text-muted">
          Tell us where you are, and we’ll shape a checklist around it. A few gentle questions, all optional.
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2">
        {PATHS.map((item) => (
          <li key={item.path}>
            <button
              type="button"
              onClick={() => setOpenPath(item.path)}
              className="flex h-full min-h-11 w-full flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-6 text-left shadow-sm transition-colors hover:border-primary hover:bg-surface-muted"
            >
              <item.icon aria-hidden="true" className="size-8 text-primary" />
              <span className="text-xl font-semibold">{item.title}</span>
              <span className="text-muted">{item.text}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="text-center text-muted">You can change your path at any time.</p>
      <p className="flex items-center justify-center gap-2 text-center">
        <MessageCircle aria-hidden="true" className="size-5 text-primary" />
        <Link
          to={paths.onboarding.getHref()}
          className="min-h-11 content-center text-primary underline underline-offset-4"
        >
          Prefer to talk it through? Answer one question at a time
        </Link>
      </p>
      {PATHS.map((item) => (
        <StartSetupDialog
          key={item.path}
          path={item.path}
          open={openPath === item.path}
          onOpenChange={(open) => {
            if (!open) setOpenPath(null);
          }}
        />
      ))}
    </div>
  );
}
