import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { downloadMyData } from '../api/account.ts';

export function DownloadDataCard() {
  const [isDownloading, setIsDownloading] = useState(false);
  const onDownload = async () => {
    setIsDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error('Download failed', { description: messageOf(error) });
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Card aria-labelledby="data-heading" className="flex flex-col gap-4">
      <div>
        <CardTitle id="data-heading">Your Data</CardTitle>
        <CardDescription>
          A copy of everything Harbor keeps for you — your profile, the loved ones you manage with their
          tasks, and your notes — to keep or take elsewhere: one ZIP file with every record (as JSON) and the
          documents, receipts, tax papers and photos themselves.
        </CardDescription>
      </div>
      <Button variant="outline" isLoading={isDownloading} onClick={onDownload} className="self-start">
        <Download aria-hidden="true" className="size-5" />
        Download my data
      </Button>
    </Card>
  );
}
