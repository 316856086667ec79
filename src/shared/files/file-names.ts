const unsafe = /[^A-Za-z0-9 .()_-]+/g;

/**
 * Text made into part of a file name that every operating system and unzip tool accepts: letters,
 * digits, spaces and . ( ) _ - only, runs of anything else as one space, at most 120 characters,
 * and no leading dot (no hidden file, and never "..", which an unzip tool reads as the folder above).
 */
export function safeFileNamePart(text: string): string {
  return text
    .replace(unsafe, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
    .trim();
}

/** A file name's extension with its dot, lower-cased (".pdf"), or '' when it has none. */
export const extensionOf = (name: string) => /(\.[A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The extensions of what Harbor keeps, by the type its bytes were found to be (the first is the one it
 * gives): the documents an upload may be, and the photos it re-encodes, which downloads carry too.
 */
const EXTENSIONS_BY_CONTENT_TYPE = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
} as const;

type KeptContentType = keyof typeof EXTENSIONS_BY_CONTENT_TYPE;

/** The extensions a file of this type is named with ('.jpg', '.jpeg'). */
export const extensionsFor = (contentType: KeptContentType): readonly string[] =>
  EXTENSIONS_BY_CONTENT_TYPE[contentType];

const KEPT_EXTENSIONS = new Set<string>(Object.values(EXTENSIONS_BY_CONTENT_TYPE).flat());

/**
 * The extension of a name as a computer reads it to choose what opens the file: letters and digits after
 * the last dot, not digits alone, so "Statement 12.03" keeps its number.
 */
const givenExtension = /\.(?=\d*[A-Za-z])[A-Za-z0-9]{1,10}$/;

// Windows drops dots and spaces at the end of a name: "receipt.hta." opens as "receipt.hta".
const trimEnd = (name: string) => name.replace(/[\s.]+$/, '');

/**
 * The name a person gave an upload, with the extension of what its bytes are, since the extension, not
 * the bytes, decides what a computer does when the download is opened: "receipt.hta" that is a PDF is kept
 * as "receipt.pdf" and opens in a PDF reader instead of running. A JPEG called ".jpeg" keeps it; a name
 * that is only an extension, or nothing, is "document".
 */
export function fileNameForContent(name: string, contentType: KeptContentType): string {
  const extensions: readonly string[] = EXTENSIONS_BY_CONTENT_TYPE[contentType];
  const trimmed = trimEnd(name);
  const given = givenExtension.exec(trimmed)?.[0].toLowerCase() ?? '';
  // No leading dot either: that would hide the file on macOS and Linux.
  const base = trimEnd(trimmed.slice(0, trimmed.length - given.length)).replace(/^[\s.]+/, '') || 'document';
  return `${base}${extensions.includes(given) ? given : extensions[0]}`;
}

const isKeptContentType = (contentType: string): contentType is KeptContentType =>
  Object.hasOwn(EXTENSIONS_BY_CONTENT_TYPE, contentType);

/**
 * The name a kept upload is downloaded under: the one fileNameForContent gave it, which covers a name kept
 * before uploads were renamed by their bytes ("receipt.hta" that is a PDF downloads as "receipt.pdf").
 */
export function downloadNameOf(name: string, contentType: string): string {
  return isKeptContentType(contentType) ? fileNameForContent(name, contentType) : name;
}

/**
 * A stored name's extension when it is one of a type Harbor keeps, or ''. Names kept before uploads were
 * renamed by their bytes (fileNameForContent) may end in any extension, and a ZIP must not carry it.
 */
export function keptExtensionOf(name: string): string {
  const extension = extensionOf(name);
  return KEPT_EXTENSIONS.has(extension) ? extension : '';
}

/**
 * Where each file goes in a download of many ("Receipts/Funeral home.pdf"): its folder and its own
 * name made safe, and a second file of the same name (in any letter case, as Windows and macOS see
 * it) numbered "name (2).pdf" rather than written over the first. An extension of no type Harbor keeps
 * is left off, so an old upload kept as "receipt.hta" does not run when it is opened from the folder.
 */
export function uniqueFilePaths(files: readonly { folder: string; name: string }[]): string[] {
  const taken = new Set<string>();
  return files.map(({ folder, name }) => {
    const extension = extensionOf(name);
    const base = safeFileNamePart(extension ? name.slice(0, -extension.length) : name) || 'file';
    const kept = keptExtensionOf(name);
    for (let copy = 1; ; copy += 1) {
      const path = `${folder}/${copy === 1 ? base : `${base} (${copy})`}${kept}`;
      if (!taken.has(path.toLowerCase())) {
        taken.add(path.toLowerCase());
        return path;
      }
    }
  });
}
