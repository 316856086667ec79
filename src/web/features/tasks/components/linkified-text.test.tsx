import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './linkified-text.tsx';

const render = (text: string) => renderToStaticMarkup(<LinkifiedText text={text} />);

describe('LinkifiedText', () => {
  it('links a phone number to call it, underlined in the words’ own colour', () => {
    const html = render('The funeral home usually reports it. If not, call 1-800-772-1213 with the number.');
    expect(html).toContain(
      '<a href="tel:+18007721213" class="whitespace-nowrap underline underline-offset-4">1-800-772-1213</a>',
    );
    expect(html).not.toMatch(/tel:[^"]*"[^>]*target=/);
  });

  it('links web addresses and phone numbers in the same text, and nothing else', () => {
    const html = render(
      'Notify Social Security (1-800-772-1213). Survivors: https://www.ssa.gov/survivors/ by 2026-10-12, account 12345678901.',
    );
    expect(html).toContain('(<a href="tel:+18007721213"');
    expect(html).toContain(
      '<a href="https://www.ssa.gov/survivors/" target="_blank" rel="noopener noreferrer" class="text-primary underline">https://www.ssa.gov/survivors/</a>',
    );
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it('never links a number inside a web address', () => {
    const html = render('See https://example.com/call/800-772-1213 for more');
    expect(html).toContain('href="https://example.com/call/800-772-1213"');
    expect(html).not.toContain('tel:');
  });

  it('shows markup as the text it is', () => {
    const html = render('<b>call</b> 800-772-1213 <script>alert(1)</script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b&gt;call&lt;/b&gt; <a href="tel:+18007721213"');
  });
});
