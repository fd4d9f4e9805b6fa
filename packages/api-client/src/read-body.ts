/** A response's body: parsed JSON, the text itself when it is not JSON (CSV exports, plain-text errors), or null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
