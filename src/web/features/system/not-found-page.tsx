import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <title>Page not found · Harbor</title>
      <p className="font-serif text-6xl text-muted" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="text-muted">
        The page you were looking for isn't here. It may have moved, or the link may be incomplete.
      </p>
      <Button asChild>
        <Link to={paths.landing.getHref()}>Return to Home</Link>
      </Button>
    </div>
  );
}
