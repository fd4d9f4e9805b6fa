/**
 * Puts text on the clipboard: the async Clipboard API where the page may use it, else the old
 * execCommand path (http pages, some embedded frames). Resolves false when neither worked.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or not a secure context: try the fallback below.
    }
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  try {
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } finally {
    area.remove();
  }
}
