import { MessageSquare, Phone, Siren } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { HUB_LABELS } from '#shared/hubs/hub-labels.ts';
import type { SupportHubContent } from '#shared/hubs/support-hub.ts';
import type { ContactMethod } from '#shared/hubs/types.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/cn.ts';
import { ExternalLink } from './external-link.tsx';

/** A call or text button big enough to hit with a shaking hand; it opens the phone's dialer or messages. */
export function ContactButton({
  contact,
  variant = 'primary',
  className,
}: {
  contact: ContactMethod;
  variant?: 'primary' | 'danger';
  className?: string;
}) {
  const Icon = contact.kind === 'text' ? MessageSquare : Phone;
  return (
    <Button asChild size="lg" variant={variant} className={cn('w-full sm:w-auto', className)}>
      <a href={contact.href}>
        <Icon aria-hidden="true" className="size-5" />
        {contact.label}
      </a>
    </Button>
  );
}

/**
 * The support hub's Crisis Help tab: every line, how to reach it, and the 911 note. `arrival` changes with
 * each navigation to the hub's address.
 */
export function CrisisHelp({ crisis, arrival }: { crisis: SupportHubContent['crisis']; arrival: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving here (the header's Help link, the chat's crisis card, an address) puts the keyboard and the
  // screen reader on the heading, so the page says where they are and the next Tab is Call 911: the link
  // pressed is otherwise left behind in the header, with a page of links before the first line. Moving
  // along the tabs leaves focus on the tab, as tabs do.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each arrival, Help pressed again here included.
  useEffect(() => {
    if (document.activeElement?.closest('[role="tablist"]')) return;
    heading.current?.focus();
  }, [arrival]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {crisis.title}
        </h2>
        <p className="text-muted">{crisis.intro}</p>
      </div>
      {/* Compact: on a phone the first screen after the one tap on Help holds 911 and both ways to
          reach 988, each line's buttons straight under its name. */}
      <aside
        aria-label={crisis.emergency.contact.label}
        className="flex items-center justify-between gap-3 rounded-xl border border-danger/40 bg-danger-soft p-3 text-danger"
      >
        <p className="flex items-start gap-2 text-sm font-medium sm:text-base">
          <Siren aria-hidden="true" className="size-5 shrink-0" />
          {crisis.emergency.prompt}
        </p>
        <ContactButton contact={crisis.emergency.contact} variant="danger" className="w-auto shrink-0 px-4" />
      </aside>
      <ul className="flex flex-col gap-4">
        {crisis.resources.map((resource) => (
          <li key={resource.id}>
            <Card className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{resource.name}</h3>
                <Badge tone="success">{resource.availability}</Badge>
              </div>
              <div className="grid auto-cols-fr grid-flow-col gap-2 sm:flex sm:flex-wrap">
                {resource.contacts.map((contact) => (
                  <ContactButton key={contact.href} contact={contact} className="px-3 sm:px-6" />
                ))}
              </div>
              <p>{resource.description}</p>
              <ExternalLink href={resource.website.url} className="self-start">
                {HUB_LABELS.crisis.websiteLabel(resource.name)}
              </ExternalLink>
            </Card>
          </li>
        ))}
      </ul>
      <p className="text-center font-medium">{crisis.availability}</p>
    </div>
  );
}
