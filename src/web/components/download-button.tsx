import { type ComponentProps, type ReactNode, useState } from 'react';
import { apiFetch, messageOf } from '#web/lib/api-client.ts';
import { saveResponse } from '#web/lib/save-file.ts';
import { Button } from './ui/button.tsx';
import { FormRefusal } from './ui/form-refusal.tsx';

type DownloadButtonProps = Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'className'> & {
  /** Where the server makes the file. */
  href: string;
  /** The name to save it under if the server gives none. */
  fileName: string;
  children: ReactNode;
};

/**
 * A file the server makes (a report, a ZIP, a CSV), fetched before it is saved: while it is made the
 * button says so, and a refusal or a lost connection is said under the button rather than saved as the
 * file. A plain download link would do neither.
 */
export function DownloadButton({ href, fileName, children, className, ...button }: DownloadButtonProps) {
  const [isPreparing, setIsPreparing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const download = async () => {
    setIsPreparing(true);
    setFailure(undefined);
    try {
      await saveResponse(await apiFetch(href), fileName);
    } catch (error) {
      setFailure(`The download didn’t work: ${messageOf(error)}`);
    } finally {
      setIsPreparing(false);
    }
  };
  return (
    <div className={className}>
      <Button variant="outline" {...button} isLoading={isPreparing} onClick={() => void download()}>
        {children}
      </Button>
      <span role="status" className="sr-only">
        {isPreparing ? 'Preparing the file…' : ''}
      </span>
      <FormRefusal message={failure} className="mt-1" />
    </div>
  );
}
