import { Printer } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import type { MemorialData } from '../../api/get-memorial-page.ts';

/** The page's QR code, printable (only this card prints) or downloadable as SVG. */
export function QrDialog({
  memorial,
  url,
  name,
  onClose,
}: {
  memorial: MemorialData;
  url: string;
  name: string;
  onClose: () => void;
}) {
  const qrUrl = `/api/memorials/${encodeURIComponent(memorial.id)}/qr.svg`;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={`Memorial page for ${name}`}>
      <div className="flex flex-col items-center gap-4 text-center">
        <img src={qrUrl} alt={`QR code that opens ${url}`} className="size-64 bg-white p-2" />
        <p className="break-all text-sm">{url}</p>
        <div className="memorial-print-hide flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" /> Print
          </Button>
          <Button asChild variant="outline">
            <a href={qrUrl} download={`${memorial.slug}-qr.svg`}>
              Download
            </a>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
