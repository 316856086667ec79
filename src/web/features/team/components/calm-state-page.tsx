import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';

/** An invitation or join link that cannot be used: said plainly, with a way home. */
export function CalmStatePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-4 py-10">
      <title>{`${title} · Harbor`}</title>
      <Card className="flex flex-col gap-4 text-center">
        <h1 className="font-serif text-2xl font-semibold">{title}</h1>
        {children ? <div className="text-muted">{children}</div> : null}
        <Button asChild>
          <Link to={paths.landing.getHref()}>Go to Harbor home</Link>
        </Button>
      </Card>
    </div>
  );
}
