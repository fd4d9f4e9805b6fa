export type FileRejection = { file: File; reason: 'type' | 'size' | 'count' };

/**
 * Whether a file matches an `accept` list as <input accept> reads it: extensions (".pdf"),
 * exact types ("text/csv") and wildcards ("image/*"). An empty list accepts everything.
 */
export function matchesAccept(file: File, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const wanted = rule.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** Splits dropped or chosen files into those to keep and those refused, with the reason for each. */
export function sortFiles(files: readonly File[], options: { accept: readonly string[]; maxBytes?: number; maxFiles?: number }) {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!matchesAccept(file, options.accept)) rejected.push({ file, reason: 'type' });
    else if (options.maxBytes !== undefined && file.size > options.maxBytes) rejected.push({ file, reason: 'size' });
    else if (options.maxFiles !== undefined && accepted.length >= options.maxFiles) rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}
