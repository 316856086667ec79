import { Flower2 } from 'lucide-react';
import { paths } from '#web/lib/paths.ts';

/**
 * A memorial page that is private, or not there: one gentle page for both, so the address tells a
 * stranger nothing about which. The issue asks for it in place of the spec's "/404" for a missing
 * memorial (issue 22): someone following a shared link deserves more than "Oops!".
 */
export function MemorialUnavailable() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <title>Memorial page not available · Harbor</title>
      <meta name="robots" content="noindex" />
      <Flower2 aria-hidden="true" className="size-10 text-primary" />
      <h1 className="font-serif text-3xl font-semibold">This memorial page isn’t available</h1>
      <p className="text-muted">
        It may be private for now, or its address may have changed. If someone shared the link with you, they
        can check it for you, or let you know when the page is open to visitors.
      </p>
      {/* A plain link: on its own small entry (memorial-main.tsx) the page has no router. */}
      <a
        href={paths.landing.getHref()}
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary-hover"
      >
        Go to Harbor’s home
      </a>
    </section>
  );
}
