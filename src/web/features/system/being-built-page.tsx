import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** Shown on routes whose feature has not landed yet: honest, never fake data. */
export function BeingBuiltPage({ title }: { title: string }) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <title>{`${title} · Harbor`}</title>
      <h1 className="mb-2 text-2xl font-semibold">{title}</h1>
      <p className="mb-4 text-muted">This page is being built. Thank you for your patience.</p>
      <Button asChild variant="outline">
        <Link to={paths.landing.getHref()}>Return to Home</Link>
      </Button>
    </Card>
  );
}
