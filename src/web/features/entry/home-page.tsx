import { BookHeart, HeartHandshake, Landmark, ListChecks, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';

const FEATURES = [
  {
    icon: ListChecks,
    title: 'Your personal checklist',
    text: 'Answer a few gentle questions and Harbor builds a plan that fits your situation: death certificates, the funeral, banks, benefits, accounts and probate, in order and with dates.',
  },
  {
    icon: Users,
    title: 'Family and friends, together',
    text: 'Invite the people who want to help, share out tasks, and see what has been done, so nobody carries it alone.',
  },
  {
    icon: BookHeart,
    title: 'A memorial page',
    text: 'A beautiful page to share their story, photos and the service details, where others can leave tributes. Private until you choose.',
  },
  {
    icon: Landmark,
    title: 'Guidance for the hard parts',
    text: 'Plain-language guides for legal, financial and account-closure steps, with letter templates and official resources.',
  },
  {
    icon: HeartHandshake,
    title: 'Support for you',
    text: 'A calm support chat, a private journal, a mood tracker and guided exercises, with crisis help always one tap away.',
  },
];

export function HomePage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10">
      <title>Welcome · Harbor</title>
      <section className="text-center">
        <h1 className="mb-3 font-serif text-4xl font-semibold tracking-tight">Welcome to Harbor</h1>
        <p className="text-lg text-muted">
          We're so sorry you're here. Harbor is a quiet place to organise what needs doing after a death, at
          your own pace. People planning ahead for their own wishes use it too.
        </p>
      </section>
      <ul className="flex flex-col gap-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
            <Icon aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
            <div>
              <h2 className="mb-1 text-lg font-semibold">{title}</h2>
              <p className="text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="text-center">
        <Button asChild size="lg">
          <Link to={paths.auth.getHref()}>Get started</Link>
        </Button>
      </div>
    </div>
  );
}
