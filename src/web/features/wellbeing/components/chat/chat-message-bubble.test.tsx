import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ANSWERED_INSTEAD_ANSWERER,
  STAND_IN_ANSWERER,
  STAND_IN_NOTICE,
  TOOK_OVER_ANSWERER,
} from '#shared/wellbeing/companion-stand-in.ts';
import { offlineCompanionReply } from '#shared/wellbeing/offline-companion.ts';
import { type BubbleMessage, ChatMessageBubble } from './chat-message-bubble.tsx';

const render = (
  message: Partial<BubbleMessage> & Pick<BubbleMessage, 'content'>,
  { alreadyThere = false, streaming = false } = {},
) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ChatMessageBubble
        message={{ id: 'm1', role: 'assistant', crisisLevel: 'none', ...message }}
        alreadyThere={alreadyThere}
        streaming={streaming}
      />
    </MemoryRouter>,
  );

/** Each link as [visible text, href]. */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[2], match[1]]);

describe('ChatMessageBubble', () => {
  it('links the crisis numbers of the companion’s answer to a crisis message, to call or text them', () => {
    const reply = offlineCompanionReply({ message: 'I want to end my life', history: [] });
    const html = render({ content: reply.text });
    const found = links(html);
    expect(found).toContainEqual(['988', 'tel:988']);
    expect(found).toContainEqual(['741741', 'sms:741741?&amp;body=HOME']);
    expect(found).toContainEqual(['1-800-662-4357', 'tel:+18006624357']);
    expect(found).toContainEqual(['911', 'tel:911']);
    expect(html).toContain(
      '<a href="tel:988" class="whitespace-nowrap underline underline-offset-4">988</a>',
    );
  });

  it('links the places a reply names and its numbers both', () => {
    const html = render({
      content: 'The support hub lists grief groups, and you can call or text 988 any time.',
    });
    expect(links(html)).toEqual([
      ['support hub', '/hub/support'],
      ['988', 'tel:988'],
    ]);
  });

  it('leaves what the person wrote, and numbers that are not phone numbers, as text', () => {
    expect(links(render({ role: 'user', content: 'Should I call 988 or the support hub?' }))).toEqual([]);
    expect(links(render({ content: 'On page 988 of 2026-10-12 the amount was $1,800,772.' }))).toEqual([]);
  });

  it('links only Harbor’s help lines in an answer: a number a model made up stays words', () => {
    const html = render({
      content:
        'Call my friend at 555-867-5309 or (212) 555-0100. Poison Control is 1-800-222-1222, and you can call or text 988.',
    });
    expect(links(html)).toEqual([
      ['1-800-222-1222', 'tel:+18002221222'],
      ['988', 'tel:988'],
    ]);
    expect(html).toContain('Call my friend at 555-867-5309 or (212) 555-0100.');
  });

  it('links the text lines of the safety card in an answer, with their word ready to send', () => {
    const html = render({
      content:
        'National Domestic Violence Hotline: 1-800-799-7233, or text START to 88788. Childhelp: 1-800-422-4453. You can also text HOME to 741741, or text 988.',
    });
    expect(links(html)).toEqual([
      ['1-800-799-7233', 'tel:+18007997233'],
      ['88788', 'sms:88788?&amp;body=START'],
      ['1-800-422-4453', 'tel:+18004224453'],
      ['741741', 'sms:741741?&amp;body=HOME'],
      ['988', 'sms:988'],
    ]);
    expect(html).toContain(
      '<a href="sms:88788?&amp;body=START" class="whitespace-nowrap underline underline-offset-4">88788</a>',
    );
  });

  it('links no other short code in an answer, whatever word is sent to it', () => {
    const content = 'Text STOP to 12345, text START to 55555, or text HOME to 88788.';
    const html = render({ content });
    expect(links(html)).toEqual([]);
    expect(html).toContain(content);
  });

  it('says under an answer from the companion standing in for the model that it answers for a few minutes', () => {
    const content = 'I’m here. How are you feeling right now?';
    expect(render({ content, answeredBy: STAND_IN_ANSWERER })).toContain(STAND_IN_NOTICE);
    expect(render({ content, answeredBy: 'offline' })).not.toContain(STAND_IN_NOTICE);
    expect(render({ content, answeredBy: 'a-model' })).not.toContain(STAND_IN_NOTICE);
    // From its first word, before any is written, and read out as it appears.
    const streamed = render({ content: '', answeredBy: STAND_IN_ANSWERER }, { streaming: true });
    expect(streamed).toContain(`<p data-testid="stand-in-notice" aria-live="polite"`);
    expect(streamed).toContain(STAND_IN_NOTICE);
    // Opened again later, when the few minutes are long over.
    expect(render({ content, answeredBy: STAND_IN_ANSWERER }, { alreadyThere: true })).not.toContain(
      STAND_IN_NOTICE,
    );
  });

  it('says under an answer the companion took over from the model whose words they are, opened later too', () => {
    const finished =
      'The last part of this answer is from Harbor’s built-in companion: the AI model couldn’t finish it.';
    const instead = 'This answer is from Harbor’s built-in companion: the AI model couldn’t answer just now.';
    const content = 'I am here with you. \n\nI’m here. How are you feeling right now?';
    for (const alreadyThere of [false, true]) {
      const afterModel = render({ content, answeredBy: TOOK_OVER_ANSWERER }, { alreadyThere });
      expect(afterModel).toContain(finished);
      expect(afterModel).not.toContain(instead);
      const inPlace = render({ content, answeredBy: ANSWERED_INSTEAD_ANSWERER }, { alreadyThere });
      expect(inPlace).toContain(instead);
      expect(inPlace).not.toContain(finished);
    }
    for (const answeredBy of ['offline', 'a-model', STAND_IN_ANSWERER, null]) {
      expect(render({ content, answeredBy })).not.toContain('took-over-notice');
    }
    expect(render({ role: 'user', content, answeredBy: TOOK_OVER_ANSWERER })).not.toContain(finished);
    // While the answer streams in, read out as it appears, like the stand-in notice.
    const streamed = render(
      { content: 'I am here with you. ', answeredBy: TOOK_OVER_ANSWERER },
      { streaming: true },
    );
    expect(streamed).toContain(`<p data-testid="took-over-notice" aria-live="polite"`);
    expect(streamed).toContain(finished);
  });
});
