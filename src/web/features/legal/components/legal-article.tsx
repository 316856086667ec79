import type { ReactNode } from 'react';

/** A legal page's frame: its title, a short lead and plain sections, at a width that reads easily. */
export function LegalArticle({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-8">
      <header>
        <h1 className="mb-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-lg text-muted">{lead}</p>
      </header>
      {children}
    </article>
  );
}

/** One headed section; its id lets another page link straight to it. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5">{children}</ul>;
}

/** A link inside the text: underlined, with room around it for a finger. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="rounded text-primary underline underline-offset-4 hover:text-primary-hover">
      {children}
    </a>
  );
}

/** The name of a button or screen in Harbor, as the person will see it there. */
export function UiName({ children }: { children: ReactNode }) {
  return <strong className="font-semibold">{children}</strong>;
}
