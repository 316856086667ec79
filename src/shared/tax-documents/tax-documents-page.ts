import { DISPLAY_DATE, formatIsoDate } from '../dates/display-formats.ts';
import type { HubHeader, HubMessages, Notice } from '../hubs/types.ts';
import { possessive } from '../text/possessive.ts';

// The words of the Tax Document Organizer (/hub/financial/{lovedOneId}/tax-documents), kept with its
// rules so they can be read and reviewed in one place.

/** What the due dates allow for, said on the page and in the accountant's summary alike. */
export const DUE_DATES_ALLOW_FOR =
  'Federal dates already allow for weekends and the legal holidays of Washington, DC, as the IRS counts them. State dates allow for weekends; a state holiday can move one to the next working day.';

export const TAX_DOCUMENTS_PAGE = {
  header: {
    title: 'Tax Document Organizer',
    subtitle: 'The papers for the final tax returns, gathered in one place',
    back: { label: 'Back to Financial Hub', to: '/hub/financial' },
  } satisfies HubHeader,
  messages: {
    loading: 'Loading...',
    loadError: 'Error loading the tax documents',
  } satisfies HubMessages,
  disclaimer: {
    title: 'Important',
    text: 'This list helps you get organized; it is not tax advice. A tax professional can tell you which returns are needed and what each one must include.',
  } satisfies Notice,
  intro: (name: string | null) =>
    `These are the papers an accountant usually asks for to prepare ${possessive(name, 'the')} final returns. The list is built from the inventory and your answers, so adding an account to the inventory adds its papers here.`,
  returnsTitle: 'Returns and due dates',
  returnsFrom: (isoDate: string) =>
    `Counted from the date of death, ${formatIsoDate(isoDate, DISPLAY_DATE)}. ${DUE_DATES_ALLOW_FOR}`,
  noDateOfDeath: (name: string | null) =>
    `Once the date of death is added to ${possessive(name, 'their')} profile, the returns’ due dates and the years of the earlier returns will appear here.`,
  /** Someone's own plans have no date of death, and cannot be given one. */
  noDatesOnPlans:
    'The returns’ due dates are counted from the date of death, so plans made ahead show none: the person who settles the estate will see them here.',
  dueOn: (isoDate: string) => `Due ${formatIsoDate(isoDate, DISPLAY_DATE)}`,
  /** A due date before today: said in the warning tone, with what can still be done, never as an error. */
  datePassed: 'Date passed',
  datePassedNote:
    'This date has passed. A return can still be filed late; a tax professional can say what to do now.',
  progress: (done: number, total: number) =>
    `${done} of ${total} ${total === 1 ? 'document is' : 'documents are'} received or not needed`,
  downloadTitle: 'For your accountant',
  downloadText:
    'One ZIP file with every copy you kept, numbered as on this list, and a summary of the whole list, so what is still missing is plain too.',
  downloadLabel: 'Download all (ZIP)',
  from: 'From',
  why: 'Why it is needed',
  arrives: 'When it comes',
  status: 'Status',
  statusSaved: (title: string, status: string) => `${title}: ${status}`,
  statusFailed: 'The status could not be saved.',
  /** Said once, politely, when the keyboard moves the select: the choice waits for Enter or for leaving it. */
  statusUnsaved: 'Not saved yet. Press Enter to save this status.',
  keepCopy: 'Keep a copy (PDF, JPEG or PNG, up to 10 MB)',
  uploading: 'Keeping the copy...',
  uploaded: (fileName: string) => `Kept ${fileName}. The document is marked received.`,
  uploadFailed: 'The copy could not be kept.',
  /** Offered once someone else's copy, kept meanwhile, is on screen: the file chosen is still at hand. */
  replaceWith: (fileName: string) => `Replace it with ${fileName}`,
  keptFile: 'Copy kept:',
  removeFile: 'Remove the copy',
  confirmRemoveFile: (fileName: string) => `Remove ${fileName}?`,
  confirmRemoveFileText: (title: string) =>
    `The copy kept for ${title} is deleted for everyone on the team. It cannot be brought back.`,
  removed: 'The copy was removed.',
  removeFailed: 'The copy could not be removed.',
  addTitle: 'A paper not on this list',
  addText:
    'Add anything else the accountant should see, such as a 1099-G for unemployment pay or a 1099-MISC for pay sent after the death.',
  addWhat: 'What it is',
  addFrom: 'Who sends it (optional)',
  addButton: 'Add to the list',
  added: (title: string) => `${title} is on the list.`,
  addFailed: 'The paper was not added.',
  removeDocument: (title: string) => `Remove ${title} from the list`,
  confirmRemoveDocument: (title: string) => `Remove ${title} from the list?`,
  confirmRemoveDocumentText: (fileName: string | null) =>
    fileName
      ? `It goes for everyone on the team, and the copy kept with it, ${fileName}, is deleted too. It cannot be brought back.`
      : 'It goes for everyone on the team.',
  confirmRemove: 'Remove',
  removedDocument: 'Removed from the list.',
  removeDocumentFailed: 'The paper could not be removed.',
} as const;
