import { useRef } from 'react';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { useSetBackground } from '../../api/update-memorial.ts';

/** The header's background photo: uploaded to Harbor (the CSP allows no third-party images). */
export function BackgroundPicker({ data }: { data: MemorialPageData }) {
  const input = useRef<HTMLInputElement>(null);
  const change = useSetBackground(data.memorial.id, data.memorial.slug);
  const apply = (file: File | null) =>
    change.mutate(file, {
      onSuccess: () => toast.success(MEMORIAL_MESSAGES.settingsSaved),
      onError: (error) => toast.error(MEMORIAL_MESSAGES.settingsFailed, { description: messageOf(error) }),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="memorial-background" className="font-medium">
        Background image
      </label>
      <input
        id="memorial-background"
        ref={input}
        type="file"
        accept="image/*"
        className="min-h-11"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) apply(file);
        }}
      />
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
