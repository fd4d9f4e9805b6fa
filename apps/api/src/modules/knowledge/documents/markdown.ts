/**
 * Markdown to readable plain text for the knowledge index: the words a reader sees, without the
 * syntax around them. Line-based and deliberately forgiving: anything it does not recognise is
 * left as written, because losing a customer's words is worse than keeping a stray asterisk.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]+|$)/;
const CLOSING_HASHES = /[ \t]+#+[ \t]*$/;
const THEMATIC_BREAK_OR_UNDERLINE = /^ {0,3}(?:(?:[-*_][ \t]*){3,}|=+[ \t]*)$/;
const BLOCKQUOTE = /^ {0,3}(?:>[ \t]?)+/;
const BULLET = /^([ \t]*)[-*+][ \t]+(?:\[[ xX]\][ \t]+)?/;
const TABLE_DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$/;
// YAML front matter (Jekyll, Hugo, Obsidian exports) is page metadata, not content. It must
// open with a `key:` line so a document that merely starts with a horizontal rule keeps its text.
const FRONT_MATTER = /^---[ \t]*\r?\n[A-Za-z_][\w-]*:[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*\S+(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$/;

export function stripMarkdown(markdown: string): string {
  const output: string[] = [];
  let fence: string | undefined;
  const source = withoutHtmlComments(markdown.replace(FRONT_MATTER, ''));
  // Line by line with indexOf rather than one split: a 20 MB text is not copied into 500,000 strings at once.
  for (let start = 0; start <= source.length;) {
    const newline = source.indexOf('\n', start);
    const end = newline === -1 ? source.length : newline;
    const line = source.slice(start, end > start && source[end - 1] === '\r' ? end - 1 : end);
    start = end + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence !== undefined) {
      // Code is kept exactly as written: it is often a command or a code the customer needs.
      if (fenceMatch?.[1] && isClosingFence(fenceMatch[1], fence, line)) fence = undefined;
      else output.push(line);
    } else if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
    } else {
      const text = stripBlockLine(line);
      if (text !== undefined) output.push(text);
    }
  }
  return output.join('\n');
}

function isClosingFence(marker: string, opening: string, line: string): boolean {
  return marker[0] === opening[0] && marker.length >= opening.length && line.trim() === marker;
}

function withoutHtmlComments(markdown: string): string {
  return markdown.includes('<!--') ? markdown.replace(/<!--[\s\S]*?-->/g, '') : markdown;
}

/** The readable text of one line outside code fences; undefined for lines that are pure syntax. */
function stripBlockLine(line: string): string | undefined {
  if (THEMATIC_BREAK_OR_UNDERLINE.test(line)) return undefined;
  if (TABLE_DELIMITER_ROW.test(line)) return undefined;
  if (REFERENCE_DEFINITION.test(line)) return undefined;
  let text = line.replace(BLOCKQUOTE, '');
  if (ATX_HEADING.test(text)) {
    text = text.replace(ATX_HEADING, '').replace(CLOSING_HASHES, '');
  }
  text = text.replace(BULLET, '$1');
  if (/^[ \t]*\|.*\|[ \t]*$/.test(text)) text = tableRow(text);
  return stripInline(text);
}

function tableRow(line: string): string {
  return line
    .trim()
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim())
    .join(' | ');
}

// Private-use characters mark protected spans while the inline rules run; they cannot occur in
// the rules' patterns, so protected text is never rewritten.
const OPEN = '\ue000';
const CLOSE = '\ue001';
const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g');

function stripInline(line: string): string {
  const kept: string[] = [];
  const protect = (text: string): string => `${OPEN}${kept.push(text) - 1}${CLOSE}`;
  const text = line
    // Backslash escapes: the character is literal text, never syntax.
    .replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) => protect(char))
    // Inline code keeps its content verbatim.
    .replace(/(`+)(.+?)\1(?!`)/g, (_, _ticks: string, code: string) => protect(code.trim()))
    // Images carry no text a customer would search for.
    .replace(/!\[[^\]]*\]\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g, '')
    .replace(/!\[[^\]]*\]\[[^\]]*\]/g, '')
    // Links keep their text: [text](url "title") and [text][ref].
    .replace(/\[([^\]]*)\]\((?:[^()\s]|\([^()]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    // Autolinks: <https://example.com> and <hello@example.com>.
    .replace(/<((?:https?|mailto):[^\s<>]+|[^\s<>@]+@[^\s<>@]+)>/g, '$1')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '$1')
    // Underscores inside words are literal (snake_case, file_names), so only flanked ones count.
    .replace(/(^|[^\p{L}\p{N}_])__(?=[^\s_])(.+?)(?<=[^\s_])__(?![\p{L}\p{N}_])/gu, '$1$2')
    .replace(/\*(?=[^\s*])(.+?)(?<=[^\s*])\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}_])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![\p{L}\p{N}_])/gu, '$1$2')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/g, '$1')
    // Hard line breaks written as a trailing backslash.
    .replace(/\\$/, '');
  return text.replace(PLACEHOLDER, (_, index: string) => kept[Number(index)] ?? '');
}
