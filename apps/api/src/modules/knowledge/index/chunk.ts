/** Target size of a chunk: big enough to hold an answer, small enough to rank sharply. */
export const CHUNK_CHARS = 500;
const OVERLAP_CHARS = 100;

/**
 * Splits text into chunks on paragraph, then sentence boundaries; neighbours overlap a little so
 * an answer that straddles a boundary is still found whole in one of them.
 */
export function chunkText(text: string, size = CHUNK_CHARS): string[] {
  const normalised = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!normalised) return [];
  if (normalised.length <= size) return [normalised];
  const pieces = normalised
    .split(/\n\n+/)
    .flatMap((paragraph) => (paragraph.length <= size ? [paragraph] : (paragraph.match(/[^.!?。！？]+[.!?。！？]*\s*/g) ?? [paragraph])))
    .flatMap((piece) => (piece.length <= size ? [piece] : (piece.match(new RegExp(`.{1,${size}}`, 'gs')) ?? [])));
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + piece.length + 1 > size) {
      chunks.push(current.trim());
      current = current.slice(-OVERLAP_CHARS).replace(/^\S*\s/, '');
    }
    current += (current ? '\n' : '') + piece.trim();
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}
