// Letter templates carry [Bracketed Placeholders]. The app fills the ones it knows before a
// letter is copied or downloaded; the rest stay bracketed so the user can see what is missing.

export const PLACEHOLDERS = [
  "Deceased's Full Name",
  "Deceased's Date of Birth",
  'Date of Death',
  'Account Number - last 4 digits',
  'Institution Name',
  'Institution Address',
  'Your Name',
  'Your Address',
  'Your Phone',
  'Your Email',
  'Your Relationship',
  "Today's Date",
  'Platform Name',
  'Profile URL or Username',
  'Account Email',
  'Obituary Link',
  'Employer Name',
  'Employer Address',
  'Employee ID',
  'Company Name',
  'Company Address',
  'Service Address',
  'Transfer or Closing Date',
  'Pension Plan Name',
  'Pension Plan Address',
  'Member or Policy Number',
] as const;

/** A placeholder's name, without the brackets. */
export type Placeholder = (typeof PLACEHOLDERS)[number];

/**
 * The placeholders Harbor can usually fill from the loved one's profile and the signed-in user;
 * everything else is for the user to complete.
 */
export const PROFILE_PLACEHOLDERS = [
  "Deceased's Full Name",
  "Deceased's Date of Birth",
  'Date of Death',
  'Your Name',
  'Your Email',
  'Your Relationship',
  "Today's Date",
] as const satisfies readonly Placeholder[];

export type PlaceholderValues = Partial<Record<Placeholder, string>>;

// No brackets or line breaks inside, so '[a] and [b]' is two placeholders, never one.
const PLACEHOLDER_PATTERN = /\[([^[\]\n]+)\]/g;

const KNOWN = new Set<string>(PLACEHOLDERS);

const isPlaceholder = (name: string): name is Placeholder => KNOWN.has(name);

function valueFor(values: PlaceholderValues, name: string): string | undefined {
  if (!isPlaceholder(name) || !Object.hasOwn(values, name)) return undefined;
  const value = values[name]?.trim();
  return value ? value : undefined;
}

/**
 * Replaces each known placeholder that has a non-blank value; unknown or blank ones stay
 * bracketed. Values are inserted literally and never re-scanned, so a value containing
 * '[...]' or '$&' comes out exactly as typed.
 */
export function fillTemplate(body: string, values: PlaceholderValues): string {
  return body.replace(PLACEHOLDER_PATTERN, (match, name: string) => valueFor(values, name) ?? match);
}

/** The distinct bracketed names in a body, in order of first appearance. */
export function listPlaceholders(body: string): string[] {
  return [...new Set(Array.from(body.matchAll(PLACEHOLDER_PATTERN), (m) => m[1] as string))];
}

type TemplateSegment = { kind: 'text'; text: string } | { kind: 'placeholder'; name: string; text: string };

/**
 * The body split into plain text and the placeholders still to fill, so a page can highlight
 * the gaps without its own parsing. Pass values to show the letter as it will be sent.
 */
export function templateSegments(body: string, values: PlaceholderValues = {}): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let text = '';
  let last = 0;
  for (const match of body.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1] as string;
    text += body.slice(last, match.index);
    last = match.index + match[0].length;
    const value = valueFor(values, name);
    if (value !== undefined) {
      text += value;
      continue;
    }
    if (text) segments.push({ kind: 'text', text });
    text = '';
    segments.push({ kind: 'placeholder', name, text: match[0] });
  }
  text += body.slice(last);
  if (text) segments.push({ kind: 'text', text });
  return segments;
}

/**
 * The download name the spec asks for: the title with spaces as underscores, e.g.
 * 'Bank_Account_Closure_Letter.txt'. Characters that some file systems refuse are dropped.
 */
export function templateFileName(title: string, extension: 'txt' | 'pdf' = 'txt'): string {
  const base = title
    .trim()
    .replace(/[\\/:*?"<>|]/g, '')
    .replace(/\s+/g, '_');
  return `${base || 'Letter'}.${extension}`;
}
