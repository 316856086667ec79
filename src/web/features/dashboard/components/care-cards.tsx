import { Coffee, MessageCircleHeart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';

/** The spec's gentle take-breaks card and the We're here for you card. */
export function CareCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <Coffee aria-hidden="true" className="mb-2 size-6 text-primary" />
        <CardTitle>Take breaks</CardTitle>
        <CardDescription className="mt-1">
          None of this has to be done today. Rest, eat something, and come back when you can — your progress
          is saved.
        </CardDescription>
      </Card>
      <Card>
        <MessageCircleHeart aria-hidden="true" className="mb-2 size-6 text-primary" />
        <CardTitle>We're here for you</CardTitle>
        <CardDescription className="mt-1 mb-4">
          If it all feels like too much, talk it through, any time of day.
        </CardDescription>
        <Button asChild variant="secondary">
          <Link to={paths.chat.getHref()}>Start a conversation</Link>
        </Button>
      </Card>
    </div>
  );
}
