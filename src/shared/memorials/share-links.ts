/**
 * Plain share links for a memorial page: each opens the service's own page with the address filled in,
 * so Harbor loads no script of theirs and tells them nothing until the visitor chooses to share.
 */
type ShareLink = { service: 'email' | 'whatsapp' | 'facebook' | 'x'; label: string; href: string };

/** What a shared page is called, in the links below and in the phone's share sheet. */
export const shareTitleFor = (name: string) => `In memory of ${name}`;

export function shareLinksFor({ url, name }: { url: string; name: string }): ShareLink[] {
  const title = shareTitleFor(name);
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    {
      service: 'email',
      label: 'E-mail',
      // mailto wants %20 for spaces: URLSearchParams's '+' would reach the mail as a plus sign.
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}:\n${url}`)}`,
    },
    { service: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?${query({ text: `${title}: ${url}` })}` },
    {
      service: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`,
    },
    { service: 'x', label: 'X', href: `https://x.com/intent/post?${query({ text: title, url })}` },
  ];
}
