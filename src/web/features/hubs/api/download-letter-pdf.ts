import { templateFileName } from '#shared/hubs/fill-template.ts';
import type { LetterTemplate } from '#shared/hubs/types.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { saveFile } from '../save-file.ts';

/** The letter filled in on the server as a PDF (the server knows the same details the page shows). */
export async function downloadLetterPdf(lovedOneId: string, template: LetterTemplate): Promise<void> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const url =
    `/api/hubs/${encodeURIComponent(lovedOneId)}/templates/${encodeURIComponent(template.id)}.pdf` +
    `?timeZone=${encodeURIComponent(timeZone)}`;
  const response = await apiFetch(url);
  saveFile(await response.blob(), templateFileName(template.title, 'pdf'));
}
