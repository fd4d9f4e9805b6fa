/**
 * Cuts a streamed answer into sentences, so the first one is spoken while the rest is still being
 * generated. A full stop inside a number ("129.00") or after a short abbreviation ("e.g.") does
 * not end a sentence; very long runs are cut at a comma so the first audio is not held back.
 */
export function createSentenceSplitter(maxChars = 220) {
  let buffer = '';
  const ABBREVIATION = /\b(?:e\.g|i\.e|etc|mr|mrs|ms|dr|st|vs|no|approx)\.$/i;

  const take = (final: boolean): string[] => {
    const out: string[] = [];
    for (;;) {
      let cut = -1;
      const re = /[.!?…]+["')\]]*(?=\s)|[\n]+/g;
      let match: RegExpExecArray | null;
      while ((match = re.exec(buffer))) {
        const end = match.index + match[0].length;
        if (ABBREVIATION.test(buffer.slice(0, end))) continue;
        cut = end;
        break;
      }
      if (cut < 0 && buffer.length > maxChars) {
        const comma = buffer.lastIndexOf(', ', maxChars);
        cut = comma > 20 ? comma + 1 : maxChars;
      }
      if (cut < 0) break;
      const sentence = buffer.slice(0, cut).trim();
      buffer = buffer.slice(cut);
      if (sentence) out.push(sentence);
    }
    if (final) {
      const rest = buffer.trim();
      buffer = '';
      if (rest) out.push(rest);
    }
    return out;
  };

  return {
    /** Adds streamed text; returns the sentences it completed. */
    push: (text: string) => {
      buffer += text;
      return take(false);
    },
    /** The answer is complete: returns what is left. */
    end: () => take(true),
  };
}

/** Written text read aloud: links and markdown are not spoken as symbols. */
export function speakable(sentence: string): string {
  return sentence
    .replace(/\[(\d+)\]/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/https?:\/\/\S+/g, 'the link in the chat')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
