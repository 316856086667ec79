import { Link2, Mail, QrCode, Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import { shareLinksFor, shareTitleFor } from '#shared/memorials/share-links.ts';
import { fullName } from '#shared/team/person-name.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { FollowSection } from '#web/features/memorial-followers/components/follow-section.tsx';
import { paths } from '#web/lib/paths.ts';
import type { MemorialData } from '../../api/get-memorial-page.ts';
import { MemorialSection } from './memorial-section.tsx';

// Loaded when asked for: most visitors never open it.
const QrDialog = lazy(() => import('./qr-dialog.tsx').then((m) => ({ default: m.QrDialog })));

type ShareSectionProps = {
  memorial: MemorialData;
  layout: LayoutStyle;
  /** The site's address: given, not read from `window`, so the server renders the same link. */
  origin: string;
};

const LINK_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface px-4 py-2 font-medium text-foreground hover:bg-surface-muted';

/**
 * The phone's own share sheet where there is one, the page's address to copy, plain links to e-mail,
 * WhatsApp, Facebook and X once it is live, and a QR code to print for the order of service.
 */
export function ShareSection({ memorial, layout, origin }: ShareSectionProps) {
  const [isQrOpen, setQrOpen] = useState(false);
  // Known only in the browser: the page rendered on the server offers the rest, and this joins them.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  const url = `${origin}${paths.memorial.getHref(memorial.slug)}`;
  const name = fullName(memorial.lovedOne);

  const share = async () => {
    try {
      await navigator.share({ title: shareTitleFor(name), url });
    } catch {
      // Closed without sharing, or the sheet is busy: nothing to tell.
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(MEMORIAL_MESSAGES.linkCopied);
    } catch {
      toast.error(MEMORIAL_MESSAGES.copyFailed);
    }
  };

  return (
    <MemorialSection id="share" title="Share this page" layout={layout} className="memorial-print-hide">
      {memorial.isPublic ? null : (
        <p className="mb-3 text-muted">
          This page is private: only the family can open the link until it goes live.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canShare ? (
          <Button onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-5" /> Share…
          </Button>
        ) : null}
        <Button variant="outline" onClick={() => void copyLink()}>
          <Link2 aria-hidden="true" className="size-5" /> Copy link
        </Button>
        <Button variant="outline" onClick={() => setQrOpen(true)}>
          <QrCode aria-hidden="true" className="size-5" /> QR code
        </Button>
      </div>
      {memorial.isPublic ? (
        <ul aria-label="Share by" className="mt-3 flex flex-wrap gap-2">
          {shareLinksFor({ url, name }).map((link) => (
            <li key={link.service}>
              <a
                className={LINK_CLASS}
                href={link.href}
                {...(link.service === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {link.service === 'email' ? <Mail aria-hidden="true" className="size-5" /> : null}
                {link.label}
                {link.service === 'email' ? null : <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {memorial.isPublic ? (
        <FollowSection
          memorialId={memorial.id}
          firstName={memorial.lovedOne.firstName}
          pronouns={memorial.settings.pronouns}
          offersAnniversaries={memorial.settings.showDates}
        />
      ) : null}
      {isQrOpen ? (
        <Suspense fallback={null}>
          <QrDialog memorial={memorial} url={url} name={name} onClose={() => setQrOpen(false)} />
        </Suspense>
      ) : null}
    </MemorialSection>
  );
}
