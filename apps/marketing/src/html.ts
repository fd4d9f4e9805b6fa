const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values go through this, so copy can never inject markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** `{{name}}` placeholders filled with escaped values (the copy itself is escaped too). */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return escapeHtml(text).replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) => (key in values ? escapeHtml(String(values[key])) : whole));
}
