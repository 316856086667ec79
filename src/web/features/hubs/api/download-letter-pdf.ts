import { localTimeZone } from '#shared/dates/time-zones.ts';
import { templateFileName } from '#shared/hubs/fill-template.ts';
import type { LetterTemplate } from '#shared/hubs/types.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** The letter filled in on the server as a PDF (the server knows the same details the page shows). */
export async function downloadLetterPdf(lovedOneId: string, template: LetterTemplate): Promise<void> {
  const url =
    `/api/hubs/${encodeURIComponent(lovedOneId)}/templates/${encodeURIComponent(template.id)}.pdf` +
    `?timeZone=${encodeURIComponent(localTimeZone())}`;
  const response = await apiFetch(url);
  saveFile(await response.blob(), templateFileName(template.title, 'pdf'));
}
