import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';

/**
 * The first screen for someone with no loved one yet: one gentle step, onboarding. They have not said
 * yet whether they lost someone or are planning ahead, so it is said to both.
 */
export function WelcomeCard() {
  return (
    <Card className="mx-auto max-w-2xl p-8 text-center">
      <h1 className="mb-3 font-serif text-3xl font-semibold">Welcome to Harbor</h1>
      <p className="mb-6 text-lg text-muted">
        If someone you love has died, we're so sorry. If you're planning ahead, you're in the right place too.
        When you're ready, a few gentle questions will help us build a plan that fits your situation. You can
        pause at any time.
      </p>
      <div className="flex flex-col items-center gap-3">
        <Button asChild size="lg">
          <Link to={paths.onboarding.getHref()}>I'm ready to begin</Link>
        </Button>
        <Button asChild variant="link">
          <Link to={paths.addLovedOne.getHref()}>Or add a loved one’s profile directly</Link>
        </Button>
      </div>
    </Card>
  );
}
