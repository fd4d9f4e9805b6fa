/** The CSV's file name, dated with the local day it was downloaded: conversations-2026-03-01.csv (or leads-…). */
export function csvFilename(now = new Date(), what: 'conversations' | 'leads' | 'agent-tests' = 'conversations'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${what}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves a Blob as a file through a temporary object URL and a download link. */
export function downloadBlob(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
