import { Copy, Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { saveFile } from '#web/lib/save-file.ts';

const FILE_NAME = 'harbor-backup-codes.txt';

function asText(codes: string[]) {
  return [
    'Harbor backup codes',
    '',
    'Each code signs you in once if you cannot use your authenticator app.',
    'Keep them somewhere safe, away from your phone.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Shown once, right after they are made: Harbor cannot show them again. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(codes));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Copying is blocked in this browser. Please download the codes or write them down.');
    }
  };

  const download = () => saveFile(new Blob([asText(codes)], { type: 'text/plain;charset=utf-8' }), FILE_NAME);

  return (
    <div className="flex flex-col gap-3">
      <p>
        Save these backup codes somewhere safe, away from your phone. Each one signs you in once if you lose
        your phone. <strong>This is the only time Harbor shows them.</strong>
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-1 gap-2 rounded-xl border border-border bg-surface-muted p-4 font-mono text-lg min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" className="size-5" />
          Copy codes
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" className="size-5" />
          Download codes
        </Button>
      </div>
    </div>
  );
}
