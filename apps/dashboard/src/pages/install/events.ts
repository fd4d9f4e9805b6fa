/**
 * The dashboard shell's dialogs open on global window events, so any page (or a script, or an
 * end-to-end test) can open them without importing them: `window.dispatchEvent(new Event(…))`.
 */
export const OPEN_WIDGET_CONFIG = 'open-widget-config';
export const OPEN_QR_CODE_DIALOG = 'open-qr-code-dialog';
export const OPEN_ADD_TO_SITE = 'open-add-to-site';

export type DialogEvent = typeof OPEN_WIDGET_CONFIG | typeof OPEN_QR_CODE_DIALOG | typeof OPEN_ADD_TO_SITE;

export function openDialog(name: DialogEvent) {
  window.dispatchEvent(new Event(name));
}
