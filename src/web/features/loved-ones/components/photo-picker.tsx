import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { imageFileProblem } from '#shared/validation/file-upload.ts';
import { cn } from '#web/lib/cn.ts';

/** Choose a photo and see it before saving; the current photo shows until a new one is chosen. */
export function PhotoPicker({
  label,
  file,
  currentUrl,
  error,
  onChange,
  required,
}: {
  label: string;
  file: File | null;
  currentUrl?: string | null;
  error?: string;
  onChange: (file: File | null, problem: string | null) => void;
  required?: boolean;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl ?? null;
  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-medium" id={`${id}-label`}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-muted">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <div className="flex items-center gap-4">
        {shown ? (
          <img src={shown} alt="Chosen" className="size-20 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-surface-muted text-muted">
            <ImagePlus aria-hidden="true" className="size-8" />
          </span>
        )}
        <label
          htmlFor={id}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-border bg-surface px-4 py-2 font-medium hover:bg-surface-muted',
            'focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus',
          )}
        >
          {shown ? 'Choose another photo' : 'Choose a photo'}
          <input
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              onChange(chosen, chosen ? imageFileProblem(chosen) : null);
            }}
          />
        </label>
      </div>
      {file ? <p className="text-sm text-muted">{file.name}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
