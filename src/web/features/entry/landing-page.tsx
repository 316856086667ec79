import { Heart, ListChecks, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { track } from '#web/features/analytics/api/track.ts';
import { paths } from '#web/lib/paths.ts';
import { usePreviewStatus } from './api/preview.ts';
import { PasscodeDialog } from './components/passcode-dialog.tsx';
import { WaitlistDialog } from './components/waitlist-dialog.tsx';

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

function Landing() {
  const [isWaitlistOpen, setWaitlistOpen] = useState(false);
  const [isPasscodeOpen, setPasscodeOpen] = useState(false);
  const preview = usePreviewStatus();
  const isOpenSignUp = preview.data?.required === false;

  return (
    <div className="flex flex-col gap-12">
      <title>Harbor · Support at every step</title>
      <meta name="robots" content="noindex, nofollow" />
      <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 pt-6 text-center">
        <h1 className="font-serif text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">
          Honour the person you love, with support at every step
        </h1>
        <p className="text-lg text-muted">
          When someone dies there are hundreds of things to do. Harbor gathers them into one calm plan, shares
          the work with the people who care, and looks after you along the way.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            size="lg"
            onClick={() => {
              track({ name: 'waitlist_opened' });
              setWaitlistOpen(true);
            }}
          >
            Join Waitlist
          </Button>
          {isOpenSignUp ? (
            <Button asChild size="lg" variant="outline">
              <Link
                to={paths.auth.getHref()}
                onClick={() => track({ name: 'button_click', button: 'landing_create_account' })}
              >
                Create an account
              </Link>
            </Button>
          ) : null}
        </div>
        {/* With sign-up open to everyone there is no passcode to enter. */}
        {isOpenSignUp ? null : (
          <button
            type="button"
            className="min-h-11 text-primary underline underline-offset-4"
            onClick={() => {
              track({ name: 'button_click', button: 'landing_passcode' });
              setPasscodeOpen(true);
            }}
          >
            Have a passcode? Enter it here.
          </button>
        )}
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
      <WaitlistDialog open={isWaitlistOpen} onOpenChange={setWaitlistOpen} />
      <PasscodeDialog open={isPasscodeOpen} onOpenChange={setPasscodeOpen} />
    </div>
  );
}

export function LandingPage() {
  return (
    <ErrorBoundary
      fallback={(reset) => (
        <div role="alert" className="py-16 text-center">
          <h1 className="mb-3 text-2xl font-semibold">Error Loading Page</h1>
          <Button onClick={reset}>Try Again</Button>
        </div>
      )}
    >
      <Landing />
    </ErrorBoundary>
  );
}
