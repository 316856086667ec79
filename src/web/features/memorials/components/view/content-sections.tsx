import { ExternalLink, HeartHandshake, Music } from 'lucide-react';
import { longDate } from '#shared/memorials/life-dates.ts';
import {
  FAVORITE_CATEGORY_LABELS,
  type LayoutStyle,
  type Pronouns,
} from '#shared/memorials/memorial-options.ts';
import type { MemorialSettings } from '#shared/memorials/memorial-schemas.ts';
import { pronounWords, storyHeading } from '#shared/memorials/pronoun-words.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { MemorialData, MemorialPageData } from '../../api/get-memorial-page.ts';
import { MemorialSection } from './memorial-section.tsx';

type Props<T> = { items: T; layout: LayoutStyle };

/** Their story: the page's description, then the obituary, as written (text, line breaks kept). */
export function StorySection({
  memorial,
  pronouns,
  layout,
}: {
  memorial: MemorialData;
  pronouns: Pronouns | null;
  layout: LayoutStyle;
}) {
  const { description } = memorial;
  // The Obituary Writer may save the same text to both; the page says it once.
  const obituary =
    memorial.lovedOne.obituary?.trim() === description?.trim() ? null : memorial.lovedOne.obituary;
  if (!description && !obituary) return null;
  return (
    <MemorialSection id="story" title={storyHeading(pronouns)} layout={layout}>
      {description ? <p className="whitespace-pre-line text-lg">{description}</p> : null}
      {obituary ? <p className="mt-4 whitespace-pre-line">{obituary}</p> : null}
    </MemorialSection>
  );
}

export function TimelineSection({ items, layout }: Props<MemorialPageData['timeline']>) {
  if (items.length === 0) return null;
  return (
    <MemorialSection id="timeline" title="Life timeline" layout={layout}>
      <ol className="flex flex-col gap-5 border-l-2 border-[var(--m-accent)] pl-5">
        {items.map((event) => (
          <li key={event.id} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[27px] top-1.5 size-3 rounded-full bg-[var(--m-accent)]"
            />
            <p className="text-sm font-medium text-muted">{longDate(event.eventDate)}</p>
            <h3 className="text-lg font-semibold">{event.eventTitle}</h3>
            {event.eventDescription ? <p className="whitespace-pre-line">{event.eventDescription}</p> : null}
          </li>
        ))}
      </ol>
    </MemorialSection>
  );
}

export function QuotesSection({ items, layout }: Props<MemorialPageData['quotes']>) {
  if (items.length === 0) return null;
  return (
    <MemorialSection id="quotes" title="Words to remember" layout={layout}>
      <ul className="flex flex-col gap-4">
        {items.map((quote) => (
          <li key={quote.id}>
            <figure className="rounded-xl bg-[var(--m-tint)] p-4">
              <blockquote className="whitespace-pre-line text-lg italic">“{quote.quoteText}”</blockquote>
              {/* The category sorts quotes for the editor; visitors read only who said it. */}
              {quote.author ? (
                <figcaption className="mt-2 text-sm text-muted">— {quote.author}</figcaption>
              ) : null}
            </figure>
          </li>
        ))}
      </ul>
    </MemorialSection>
  );
}

export function FavoritesSection({ items, layout }: Props<MemorialPageData['favorites']>) {
  if (items.length === 0) return null;
  return (
    <MemorialSection id="favorites" title="Favourite things" layout={layout}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((favorite) => (
          <li key={favorite.id} className="rounded-xl border border-border p-4">
            <p className="text-sm font-medium text-muted">{FAVORITE_CATEGORY_LABELS[favorite.category]}</p>
            <p className="text-lg font-semibold">{favorite.itemName}</p>
            {favorite.itemDescription ? (
              <p className="whitespace-pre-line">{favorite.itemDescription}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </MemorialSection>
  );
}

/** Music and charity: links out, opening in a new tab (no embeds; the CSP allows none). */
export function LinksSection({ settings, layout }: { settings: MemorialSettings; layout: LayoutStyle }) {
  const hasCharity = Boolean(settings.charityName || settings.charityUrl);
  if (!settings.musicUrl && !hasCharity) return null;
  const words = pronounWords(settings.pronouns);
  return (
    <MemorialSection id="links" title={`In ${words.possessive} honour`} layout={layout}>
      <div className="flex flex-col gap-4">
        {settings.musicUrl ? (
          <div>
            <p className="mb-2 text-muted">A piece of music that meant a lot to {words.object}.</p>
            <Button asChild variant="outline">
              <a href={settings.musicUrl} target="_blank" rel="noopener noreferrer">
                <Music aria-hidden="true" className="size-5" /> Listen
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </div>
        ) : null}
        {hasCharity ? (
          <div>
            <p className="mb-2 text-muted">
              In lieu of flowers, the family welcomes donations{settings.charityName ? ' to ' : ''}
              {settings.charityName ? (
                <strong className="text-foreground">{settings.charityName}</strong>
              ) : null}
              .
            </p>
            {settings.charityUrl ? (
              <Button asChild variant="outline">
                <a href={settings.charityUrl} target="_blank" rel="noopener noreferrer">
                  <HeartHandshake aria-hidden="true" className="size-5" /> Donate
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </MemorialSection>
  );
}
