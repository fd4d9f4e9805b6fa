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

/**
 * The origin of the page directly around this frame, the only one its messages are for (the
 * conversation state must not reach a page that frames the site's page). Undefined when the
 * browser tells neither its ancestors nor a referrer: then nothing is sent.
 */
export function parentOrigin(win: Window = window): string | undefined {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    if (win.document.referrer) return new URL(win.document.referrer).origin;
    // Firefox tells no ancestors, and a host page with "no-referrer" no referrer: the loader names
    // its page in the fragment. A page claiming another's origin only sends our messages nowhere.
    const named = new URLSearchParams(win.location.hash.slice(1)).get('host');
    return named ? new URL(named).origin : undefined;
  } catch {
    return undefined;
  }
}
