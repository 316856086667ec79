import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOW_MOOD_NOTE } from '#shared/wellbeing/moods.ts';
import { LowMoodNote } from './low-mood-note.tsx';

const render = (level: 'few-days' | 'two-weeks') =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LowMoodNote level={level} />
    </MemoryRouter>,
  );

/** Each link as [accessible name, visible text, href]. */
const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((match) => [
    /aria-label="([^"]*)"/.exec(match[1]!)?.[1] ?? match[2],
    match[2],
    /href="([^"]*)"/.exec(match[1]!)?.[1],
  ]);

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&#x27;/g, "'");

describe('LowMoodNote', () => {
  it('reads as one sentence, with 988 to call and to text from a phone', () => {
    const html = render('few-days');
    expect(text(html)).toContain(LOW_MOOD_NOTE.text);
    expect(links(html)).toEqual(
      expect.arrayContaining([
        ['Call 988', 'call', 'tel:988'],
        ['Text 988', 'text 988', 'sms:988'],
      ]),
    );
  });

  it('adds a doctor or a grief counsellor only after two mostly heavy weeks', () => {
    expect(text(render('few-days'))).not.toContain(LOW_MOOD_NOTE.twoWeeks);
    const twoWeeks = text(render('two-weeks'));
    expect(twoWeeks).toContain(LOW_MOOD_NOTE.twoWeeksTitle);
    expect(twoWeeks).toContain(LOW_MOOD_NOTE.twoWeeks);
    expect(twoWeeks).toContain(LOW_MOOD_NOTE.text);
  });
});
