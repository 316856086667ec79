import { Link } from 'react-router';
import { CRISIS_RESOURCES, EMERGENCY_NOTE } from '#shared/hubs/crisis-resources.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';

const CRISIS_CONTACTS = [
  ...CRISIS_RESOURCES.flatMap((resource) => resource.contacts),
  EMERGENCY_NOTE.contact,
];

/**
 * The last line of defence: a crash outside any feature's own boundary. It replaces the whole frame,
 * header and footer included, so the crisis lines they carry are here too: a crash in the chat or
 * the support hub must not leave someone in crisis without them.
 */
export function RouteErrorPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center" role="alert">
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
      <section aria-labelledby="crash-crisis-heading" className="mt-4 flex flex-col gap-1">
        <h2 id="crash-crisis-heading" className="font-medium">
          If you need someone right now
        </h2>
        <ul className="flex flex-wrap justify-center gap-x-4">
          {CRISIS_CONTACTS.map((contact) => (
            <li key={contact.href}>
              <a
                className="inline-flex min-h-11 items-center underline underline-offset-4"
                href={contact.href}
              >
                {contact.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
