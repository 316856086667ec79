import { useRef } from 'react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { RetryUploadButton, useLostUpload } from '#web/components/retry-upload.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useSetBackground } from '../../api/update-memorial.ts';

/**
 * The header's background photo: uploaded to Harbor (the CSP allows no third-party images). A photo
 * lost on the way stays chosen, with a button to send it again; why it failed is said under it.
 */
export function BackgroundPicker({ data }: { data: MemorialPageData }) {
  const input = useRef<HTMLInputElement>(null);
  const change = useSetBackground(data.memorial.id, data.memorial.slug);
  const lostUpload = useLostUpload(input);
  const apply = (file: File | null) =>
    change.mutate(file, {
      onSuccess: () => {
        lostUpload.forget();
        // Remove goes once it has done its work, with the focus in it: back to the photo field, as Send
        // again does (useLostUpload).
        if (file === null) input.current?.focus();
        toast.success(MEMORIAL_MESSAGES.settingsSaved);
      },
      onError: (error) => {
        toast.error(MEMORIAL_MESSAGES.settingsFailed, { description: messageOf(error) });
        if (file) lostUpload.noteFailure(file, error);
      },
    });
  return (
    <div className="flex flex-col gap-2">
      <Field
        label="Background image"
        error={change.isError ? `${MEMORIAL_MESSAGES.settingsFailed} ${messageOf(change.error)}` : undefined}
      >
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="min-h-11"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) apply(file);
          }}
        />
      </Field>
      {change.isPending ? (
        <p role="status" className="text-sm text-muted">
          {change.variables ? 'Uploading the photo…' : 'Removing the photo…'}
        </p>
      ) : null}
      <RetryUploadButton file={lostUpload.lost} onRetry={apply} isPending={change.isPending} />
      {data.memorial.backgroundUrl ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => apply(null)}
          isLoading={change.isPending}
        >
          Remove background image
        </Button>
      ) : null}
    </div>
  );
}
