/**
 * The page the widget is embedded in, as the browser reports it to this frame: the embedding
 * origin (Chrome, Safari) or the referrer (everywhere). A site cannot claim another's.
 */
export function hostOrigin(win: Window = window): string | undefined {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[ancestors.length - 1];
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}
