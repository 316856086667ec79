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
 * Where each file goes in a download of many ("Receipts/Funeral home.pdf"): its folder and its own
 * name made safe, and a second file of the same name (in any letter case, as Windows and macOS see
 * it) numbered "name (2).pdf" rather than written over the first.
 */
export function uniqueFilePaths(files: readonly { folder: string; name: string }[]): string[] {
  const taken = new Set<string>();
  return files.map(({ folder, name }) => {
    const extension = extensionOf(name);
    const base = safeFileNamePart(extension ? name.slice(0, -extension.length) : name) || 'file';
    for (let copy = 1; ; copy += 1) {
      const path = `${folder}/${copy === 1 ? base : `${base} (${copy})`}${extension}`;
      if (!taken.has(path.toLowerCase())) {
        taken.add(path.toLowerCase());
        return path;
      }
    }
  });
}
