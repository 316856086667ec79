import { LifeBuoy, ShieldAlert, Siren } from 'lucide-react';
import { Link } from 'react-router';
import { CRISIS_RESOURCES, EMERGENCY_NOTE, SAFETY_RESOURCES } from '#shared/hubs/crisis-resources.ts';
import type { CrisisResource } from '#shared/hubs/types.ts';
import { CHAT_TEXTS } from '#shared/wellbeing/chat-texts.ts';
import type { CrisisLevel } from '#shared/wellbeing/crisis-detection.ts';
import { POISON_CONTROL } from '#shared/wellbeing/crisis-message.ts';
import { ContactButton } from '#web/features/hubs/components/crisis-help.tsx';
import { cn } from '#web/lib/cn.ts';
import { paths } from '#web/lib/paths.ts';

// The 988 Lifeline and the Crisis Text Line: the two a person in crisis can reach by call or text.
const LINES = CRISIS_RESOURCES.filter((resource) => resource.id !== 'samhsa-helpline');

// Someone hurting or threatening the person: the lines for abuse first, and 988 still there.
const SAFETY_LINES = [
  ...SAFETY_RESOURCES,
  ...CRISIS_RESOURCES.filter((resource) => resource.id === '988-lifeline'),
];

const HEADINGS: Record<Exclude<CrisisLevel, 'none'>, { title: string; intro: string }> = {
  emergency: { title: CHAT_TEXTS.emergencyTitle, intro: CHAT_TEXTS.emergencyIntro },
  crisis: { title: CHAT_TEXTS.crisisTitle, intro: CHAT_TEXTS.crisisIntro },
  concern: { title: CHAT_TEXTS.concernTitle, intro: CHAT_TEXTS.concernIntro },
};

/**
 * The crisis card: 988 (call or text), text HOME to 741741, and 911. The chat puts it above a
 * reply whenever the crisis check fires, and behind the header's "Crisis help" button, where
 * `everyLine` adds the SAMHSA helpline so every crisis number is one tap from the chat, with 911 first.
 * At the emergency level (an act under way) 911 and Poison Control come first.
 * `inDanger` (the crisis check's 'in-danger' category: someone hurting or threatening the person)
 * shows the safety card instead, below an emergency only: 911, the Domestic Violence Hotline and
 * Childhelp first, then 988.
 */
export function CrisisCard({
  level = 'crisis',
  headingId,
  everyLine = false,
  inDanger = false,
}: {
  level?: Exclude<CrisisLevel, 'none'>;
  headingId?: string;
  everyLine?: boolean;
  inDanger?: boolean;
}) {
  if (inDanger && level !== 'emergency' && !everyLine) return <SafetyCard headingId={headingId} />;
  const { title, intro } = HEADINGS[level];
  const lines = everyLine ? CRISIS_RESOURCES : LINES;
  const isEmergency = level === 'emergency';
  // Behind "Crisis help", 911 comes first, as on the support hub's crisis tab: whoever pressed it may
  // be in danger now. Above an answer it follows the lines the crisis check offers first.
  const emergencyNote = <EmergencyNote words={EMERGENCY_NOTE.text} first={everyLine} />;
  return (
    <section
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : title}
      data-testid="crisis-card"
      data-level={level}
      // Behind "Crisis help" the dialog is its frame: a card inside it would take the width and height
      // that let every line fit a phone's first screen, even in a wide fallback font. Red, kept for
      // what is really wrong, is for an act under way and the 911 line; the rest is calm and warm.
      className={cn(
        'flex min-w-0 flex-col gap-3 text-foreground',
        !everyLine && 'rounded-xl border p-3 sm:p-4',
        !everyLine && (isEmergency ? 'border-danger/40 bg-danger-soft' : 'border-primary/30 bg-accent'),
      )}
    >
      <h3
        id={headingId}
        className={cn(
          'flex items-center gap-2 text-lg font-semibold',
          isEmergency ? 'text-danger' : 'text-primary',
        )}
      >
        {isEmergency ? (
          <Siren aria-hidden="true" className="size-5 shrink-0" />
        ) : (
          <LifeBuoy aria-hidden="true" className="size-5 shrink-0" />
        )}
        {title}
      </h3>
      <p className={isEmergency ? 'font-medium' : undefined}>{intro}</p>
      {everyLine && !isEmergency ? emergencyNote : null}
      {isEmergency ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <ContactButton contact={EMERGENCY_NOTE.contact} variant="danger" />
          <p className="font-medium">{CHAT_TEXTS.poisonControl}</p>
          <ContactButton contact={POISON_CONTROL} variant="danger" />
        </div>
      ) : null}
      <ResourceLines resources={lines} />
      {isEmergency || everyLine ? null : emergencyNote}
      <MoreCrisisLines />
    </section>
  );
}

/**
 * The card for someone being hurt or threatened. Suicide lines alone would answer the wrong
 * question, so 911 comes first, then the lines that know about abuse, and 988 for the rest.
 */
function SafetyCard({ headingId }: { headingId?: string }) {
  return (
    <section
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : CHAT_TEXTS.safetyTitle}
      data-testid="crisis-card"
      data-level="in-danger"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-primary/30 bg-accent p-3 text-foreground sm:p-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-primary">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
        {CHAT_TEXTS.safetyTitle}
      </h3>
      <p>{CHAT_TEXTS.safetyIntro}</p>
      <EmergencyNote words={EMERGENCY_NOTE.prompt} first />
      <ResourceLines resources={SAFETY_LINES} />
      <MoreCrisisLines />
    </section>
  );
}

/** 911, with the words that go with it: first in the card, or after its lines. */
function EmergencyNote({ words, first }: { words: string; first: boolean }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between',
        first ? 'border-b border-danger/30 pb-3' : 'border-t border-danger/30 pt-3',
      )}
    >
      <p className="flex items-start gap-2 font-medium text-danger">
        <Siren aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {words}
      </p>
      <ContactButton contact={EMERGENCY_NOTE.contact} variant="danger" />
    </div>
  );
}

function ResourceLines({ resources }: { resources: readonly Omit<CrisisResource, 'website'>[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {resources.map((resource) => (
        <li key={resource.id} className="flex flex-col gap-1">
          <p className="font-medium">
            {resource.name} <span className="font-normal text-muted">({resource.availability})</span>
          </p>
          {/* Call and text side by side, even on a phone, so every line fits on the first screen. */}
          <div className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-2 sm:flex sm:flex-wrap">
            {resource.contacts.map((contact) => (
              <ContactButton key={contact.href} contact={contact} className="px-3" />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

function MoreCrisisLines() {
  return (
    <Link
      to={paths.supportHub.getHref(undefined, 'crisis')}
      className="self-start text-primary underline underline-offset-4"
    >
      More crisis lines in the support hub
    </Link>
  );
}
