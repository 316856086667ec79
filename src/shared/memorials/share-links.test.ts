import { describe, expect, it } from 'vitest';
import { shareLinksFor } from './share-links.ts';

const URL_OF_PAGE = 'https://harbor.test/memorial/rose-lane';

describe('shareLinksFor', () => {
  const links = shareLinksFor({ url: URL_OF_PAGE, name: 'Rose O’Lane & Co' });
  const hrefOf = (service: string) => links.find((link) => link.service === service)!.href;

  it('fills in each service’s own share page with the address and the name, escaped', () => {
    const whatsapp = new URL(hrefOf('whatsapp'));
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`In memory of Rose O’Lane & Co: ${URL_OF_PAGE}`);
    expect(new URL(hrefOf('facebook')).searchParams.get('u')).toBe(URL_OF_PAGE);
    const x = new URL(hrefOf('x'));
    expect(x.searchParams.get('text')).toBe('In memory of Rose O’Lane & Co');
    expect(x.searchParams.get('url')).toBe(URL_OF_PAGE);
  });

  it('writes an e-mail whose spaces stay spaces', () => {
    const mail = hrefOf('email');
    expect(mail.startsWith('mailto:?subject=In%20memory%20of%20Rose')).toBe(true);
    expect(decodeURIComponent(mail.split('body=')[1]!)).toBe(
      `In memory of Rose O’Lane & Co:\n${URL_OF_PAGE}`,
    );
    expect(mail).not.toContain('+');
  });

  it('names every service once, in a fixed order', () => {
    expect(links.map((link) => link.label)).toEqual(['E-mail', 'WhatsApp', 'Facebook', 'X']);
  });
});
