import { Copy, Download, FileDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  fillTemplate,
  type PlaceholderValues,
  templateFileName,
  templateSegments,
} from '#shared/hubs/fill-template.ts';
import { HUB_LABELS } from '#shared/hubs/hub-labels.ts';
import { TEMPLATE_MESSAGES } from '#shared/hubs/letter-templates.ts';
import type { LetterTemplate } from '#shared/hubs/types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { downloadLetterPdf } from '../api/download-letter-pdf.ts';

const labels = HUB_LABELS.templates;

type LetterTemplateCardProps = {
  template: LetterTemplate;
  values: PlaceholderValues;
  lovedOneId: string;
  copyLabel: string;
  downloadLabel: string;
};

/**
 * One letter, filled in with what Harbor knows. The preview marks the details still to fill; copy,
 * text download and PDF all carry exactly the text shown.
 */
export function LetterTemplateCard({
  template,
  values,
  lovedOneId,
  copyLabel,
  downloadLabel,
}: LetterTemplateCardProps) {
  const [isPdfLoading, setPdfLoading] = useState(false);
  const segments = useMemo(() => templateSegments(template.body, values), [template.body, values]);
  const filled = useMemo(() => fillTemplate(template.body, values), [template.body, values]);
  const remaining = new Set(
    segments.flatMap((segment) => (segment.kind === 'placeholder' ? [segment.name] : [])),
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(filled);
      toast.success(TEMPLATE_MESSAGES.copied);
    } catch {
      toast.error(labels.copyFailed);
    }
  };

  const download = () => {
    saveFile(new Blob([filled], { type: 'text/plain;charset=utf-8' }), templateFileName(template.title));
    toast.success(TEMPLATE_MESSAGES.downloaded);
  };

  const downloadPdf = async () => {
    setPdfLoading(true);
    try {
      await downloadLetterPdf(lovedOneId, template);
      toast.success(TEMPLATE_MESSAGES.downloaded);
    } catch (error) {
      toast.error(labels.downloadFailed, { description: messageOf(error) });
    } finally {
      setPdfLoading(false);
    }
  };

  return (
    <Card className="flex flex-col gap-3">
      <div>
        <h3 className="text-lg font-semibold">{template.title}</h3>
        <p className="text-muted">{template.description}</p>
      </div>
      <details className="group rounded-xl border border-border">
        <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 font-medium">
          {labels.previewToggle}
        </summary>
        <div className="border-t border-border p-4">
          <p className="mb-3 text-sm text-muted">{labels.remaining(remaining.size)}</p>
          <section
            aria-label={labels.previewLabel(template.title)}
            className="whitespace-pre-wrap break-words rounded-lg bg-surface-muted p-4 font-reading"
          >
            {segments.map((segment, index) =>
              segment.kind === 'placeholder' ? (
                <mark key={index} className="rounded bg-warning-soft px-0.5 text-warning">
                  {segment.text}
                </mark>
              ) : (
                <span key={index}>{segment.text}</span>
              ),
            )}
          </section>
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()} aria-label={`${copyLabel}: ${template.title}`}>
          <Copy aria-hidden="true" className="size-4" />
          {copyLabel}
        </Button>
        <Button variant="outline" onClick={download} aria-label={`${downloadLabel}: ${template.title}`}>
          <Download aria-hidden="true" className="size-4" />
          {downloadLabel}
        </Button>
        <Button
          variant="outline"
          onClick={() => void downloadPdf()}
          isLoading={isPdfLoading}
          aria-label={`${labels.downloadPdfLabel}: ${template.title}`}
        >
          {isPdfLoading ? null : <FileDown aria-hidden="true" className="size-4" />}
          {labels.downloadPdfLabel}
        </Button>
      </div>
    </Card>
  );
}
