import { Link2, QrCode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { paths } from '#web/lib/paths.ts';
import type { MemorialData } from '../../api/get-memorial-page.ts';
import { fullName } from './format-dates.ts';
import { MemorialSection } from './memorial-section.tsx';

// Loaded when asked for: most visitors never open it.
const QrDialog = lazy(() => import('./qr-dialog.tsx').then((m) => ({ default: m.QrDialog })));

type ShareSectionProps = {
  memorial: MemorialData;
  layout: LayoutStyle;
  /** The site's address: given, not read from `window`, so the server renders the same link. */
  origin: string;
};

/** Copy the page's address, or print a QR code of it for the order of service. */
export function ShareSection({ memorial, layout, origin }: ShareSectionProps) {
  const [isQrOpen, setQrOpen] = useState(false);
  const url = `${origin}${paths.memorial.getHref(memorial.slug)}`;
  const name = fullName(memorial.lovedOne);

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
        <Button variant="outline" onClick={() => void copyLink()}>
          <Link2 aria-hidden="true" className="size-5" /> Copy link
        </Button>
        <Button variant="outline" onClick={() => setQrOpen(true)}>
          <QrCode aria-hidden="true" className="size-5" /> QR code
        </Button>
      </div>
      {isQrOpen ? (
        <Suspense fallback={null}>
          <QrDialog memorial={memorial} url={url} name={name} onClose={() => setQrOpen(false)} />
        </Suspense>
      ) : null}
    </MemorialSection>
  );
}
