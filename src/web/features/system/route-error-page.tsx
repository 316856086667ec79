import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';

/** The last line of defence: a crash outside any feature's own boundary. */
export function RouteErrorPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted">Please refresh the page or try again. Nothing you saved has been lost.</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Button asChild variant="outline">
          <a href={paths.landing.getHref()}>Go Home</a>
        </Button>
      </div>
      <Link to={paths.landing.getHref()} className="sr-only">
        Return to Home
      </Link>
    </div>
  );
}
