import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '#shared/wellbeing/chat-texts.ts';
import { CrisisCard } from './crisis-card.tsx';

const render = (props: Parameters<typeof CrisisCard>[0]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CrisisCard {...props} />
    </MemoryRouter>,
  );

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]);

describe('CrisisCard', () => {
  it('answers someone being hurt or threatened with the safety card: 911 and the abuse lines first, 988 still there', () => {
    const html = render({ level: 'crisis', inDanger: true });
    expect(html).toContain(CHAT_TEXTS.safetyTitle);
    expect(html).toContain(
      'If someone is hurting or threatening you, you deserve to be safe. If you are in danger now, call 911.',
    );
    expect(html).toContain('National Domestic Violence Hotline');
    expect(html).toContain('Childhelp National Child Abuse Hotline');
    expect(hrefs(html).slice(0, 4)).toEqual([
      'tel:911',
      'tel:+18007997233',
      'sms:88788?&amp;body=START',
      'tel:+18004224453',
    ]);
    expect(hrefs(html)).toEqual(expect.arrayContaining(['tel:988', 'sms:988']));
    expect(html).not.toContain(CHAT_TEXTS.crisisTitle);
  });

  it('keeps the suicide crisis card when no one else is the danger, and the emergency card above all', () => {
    const crisis = render({ level: 'crisis' });
    expect(crisis).toContain(CHAT_TEXTS.crisisTitle);
    expect(crisis).not.toContain('National Domestic Violence Hotline');
    const emergency = render({ level: 'emergency', inDanger: true });
    expect(emergency).toContain(CHAT_TEXTS.emergencyTitle);
    expect(hrefs(emergency)[0]).toBe('tel:911');
  });
});
