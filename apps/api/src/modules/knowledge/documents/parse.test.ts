import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { writePdf } from './fixtures/pdf-writer';
import { docx } from './fixtures/zip-writer';
import { stripMarkdown } from './markdown';
import { DocumentError, MAX_DOCUMENT_BYTES, detectDocumentKind, normaliseWhitespace, parseDocument } from './parse';

async function fixture(name: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(new URL(`./fixtures/${name}`, import.meta.url)));
}

async function failure(promise: Promise<unknown>): Promise<DocumentError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DocumentError)) throw new Error(`Expected a DocumentError, got ${String(error)}`);
  return error;
}

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

// A PNG signature and IHDR chunk: enough for file-type to call it an image.
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06,
  0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);

describe('parseDocument', () => {
  it('extracts every page of a PDF, in order, with the page count', async () => {
    const parsed = await parseDocument(await fixture('handbook.pdf'), 'handbook.pdf');
    expect(parsed.kind).toBe('pdf');
    expect(parsed.pages).toBe(3);
    expect(parsed.text).toContain('Our warranty covers accidental damage for 36 months.');
    expect(parsed.text.indexOf('Customer Handbook')).toBeLessThan(parsed.text.indexOf('Warranty'));
    expect(parsed.text.indexOf('Warranty')).toBeLessThan(parsed.text.indexOf('Shipping'));
    // Pages are separated by a blank line.
    expect(parsed.text).toContain('(Colorado).\n\nWarranty');
  });

  it('extracts the text of a Word document', async () => {
    const parsed = await parseDocument(await fixture('returns.docx'), 'returns.docx');
    expect(parsed).toMatchObject({ kind: 'docx' });
    expect(parsed.pages).toBeUndefined();
    expect(parsed.text).toContain('Returns are accepted within 45 days of delivery.');
  });

  it('renders each CSV row as header: value pairs', async () => {
    const parsed = await parseDocument(await fixture('products.csv'), 'products.csv');
    expect(parsed.kind).toBe('csv');
    expect(parsed.text).toBe(
      [
        'name: Trail Tent 2P; price: 249.00; sku: TT-2P',
        'name: Sleeping Bag, Winter; price: 179.50; sku: SB-W',
        'name: Camp Stove; price: 59.99; sku: CS-1',
      ].join('\n'),
    );
  });

  it('reads semicolon CSVs, skips blank cells and keeps repeated headers apart', async () => {
    const csv = '\ufeffname;price;price;\nTent;249;199;\n;;;\nStove;;59;x\n';
    const parsed = await parseDocument(encode(csv), 'prices.CSV');
    expect(parsed.text).toBe('name: Tent; price: 249; price (2): 199\nname: Stove; price (2): 59; Column 4: x');
  });

  it('refuses a CSV with an unclosed quote as unreadable', async () => {
    const error = await failure(parseDocument(encode('name,price\n"Tent,249\n'), 'p.csv'));
    expect(error.code).toBe('unreadable');
    expect(error.message).toBe('The file could not be read: the CSV file is not well formed.');
  });

  it('strips Markdown syntax down to the readable text', async () => {
    const parsed = await parseDocument(await fixture('faq.md'), 'faq.md');
    expect(parsed.kind).toBe('markdown');
    expect(parsed.text).toContain('We ship to Canada and Mexico within 5 business days.');
    expect(parsed.text).toContain("Track your parcel on the carrier's website.");
    expect(parsed.text).toContain('We accept Visa, Mastercard and cheques bank transfers.');
    expect(parsed.text).toContain('Tents use the TENT_XL code in our catalogue; snake_case_words stay intact.');
    expect(parsed.text).toContain('Discount code: SPRING-10 (**not** markdown)');
    expect(parsed.text).toContain('Plan | Price\nBasic | 10');
    expect(parsed.text).toContain('Read more in the handbook.');
    expect(parsed.text.startsWith('Frequently asked questions')).toBe(true);
    expect(parsed.text).not.toMatch(/^#|\]\(|https?:|logo|^>|^- /m);
  });

  it('keeps plain text as written, with whitespace normalised', async () => {
    const parsed = await parseDocument(await fixture('notes.txt'), 'notes.txt');
    expect(parsed).toEqual({
      kind: 'txt',
      text: ['Internal notes for the sales team', '', 'Store hours: Monday to Saturday, 9 am to 6 pm.', 'Café Olé is the coffee shop next door.'].join('\n'),
    });
  });

  it('refuses a document with no text layer as unreadable', async () => {
    const scanned = writePdf([[], []]);
    const error = await failure(parseDocument(scanned, 'scan.pdf'));
    expect(error.code).toBe('unreadable');
    expect(error.message).toContain('If it is a scanned document');
  });

  it('refuses a whitespace-only text file as unreadable', async () => {
    const error = await failure(parseDocument(encode(' \n\t\n'), 'blank.txt'));
    expect(error.code).toBe('unreadable');
  });

  it('refuses a damaged PDF as unreadable', async () => {
    const pdf = writePdf([['Hello']]);
    const damaged = pdf.slice(0, 40);
    const error = await failure(parseDocument(damaged, 'broken.pdf'));
    expect(error.code).toBe('unreadable');
    expect(error.message).toBe('The file could not be read: the PDF appears to be damaged.');
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('refuses a damaged Word document as unreadable', async () => {
    const docx = await fixture('returns.docx');
    // Keep the start so file-type still sees a DOCX, but drop the central directory.
    const error = await failure(parseDocument(docx.slice(0, 700), 'broken.docx'));
    expect(error.code).toBe('unreadable');
    expect(error.message).toBe('The file could not be read: the Word document appears to be damaged.');
  });

  it('refuses a Word document that unpacks to more than 100 MB (a zip bomb) before reading it', async () => {
    // 101 MB of zeros in one part: a ~100 KB upload whose headers even claim the part is tiny.
    const bomb = docx(['Looks harmless.'], [{ name: 'word/media/filler.bin', content: new Uint8Array(101 * 1024 * 1024), declaredSize: 10 }]);
    expect(bomb.byteLength).toBeLessThan(MAX_DOCUMENT_BYTES);
    const error = await failure(parseDocument(bomb, 'bomb.docx'));
    expect(error.code).toBe('too_large');
    expect(error.message).toContain('unpacks to more than 100 MB');
  });
});

describe('detectDocumentKind', () => {
  it('refuses an empty file', async () => {
    const error = await failure(parseDocument(await fixture('empty.txt'), 'empty.txt'));
    expect(error.code).toBe('empty');
    expect(error.message).toBe('The file is empty.');
  });

  it('refuses a file over the size limit before looking at it', async () => {
    const error = await failure(detectDocumentKind(new Uint8Array(MAX_DOCUMENT_BYTES + 1), 'big.pdf'));
    expect(error.code).toBe('too_large');
    expect(error.message).toBe('The file is larger than 50 MB.');
  });

  it('refuses an executable renamed to .txt', async () => {
    const error = await failure(parseDocument(await fixture('fake.txt'), 'fake.txt'));
    expect(error.code).toBe('unsupported');
    expect(error.message).toBe('This file type is not supported. Upload a PDF, Word (.docx), text, Markdown or CSV file.');
  });

  it('refuses an ELF binary renamed to .md', async () => {
    const elf = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array<number>(56).fill(0)]);
    expect((await failure(detectDocumentKind(elf, 'readme.md'))).code).toBe('unsupported');
  });

  it('refuses a PNG renamed to .pdf', async () => {
    expect((await failure(detectDocumentKind(PNG, 'brochure.pdf'))).code).toBe('unsupported');
  });

  it('refuses a plain ZIP renamed to .docx', async () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
    expect((await failure(detectDocumentKind(zip, 'policy.docx'))).code).toBe('unsupported');
  });

  it('refuses random binary that is not UTF-8, whatever its name', async () => {
    // A fixed pseudo-random sequence, so the test cannot flake on a lucky signature.
    let seed = 42;
    const noise = Uint8Array.from({ length: 4096 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return 0x80 | (seed >> 16);
    });
    expect((await failure(detectDocumentKind(noise, 'notes.txt'))).code).toBe('unsupported');
  });

  it('refuses UTF-8 looking text that contains NUL bytes', async () => {
    const withNul = encode('name,price\n\0Tent,249\n');
    expect((await failure(detectDocumentKind(withNul, 'p.csv'))).code).toBe('unsupported');
  });

  it('trusts content over the filename for PDF and DOCX', async () => {
    expect(await detectDocumentKind(await fixture('handbook.pdf'), 'handbook.txt')).toBe('pdf');
    expect(await detectDocumentKind(await fixture('returns.docx'), 'returns')).toBe('docx');
  });

  it('names text kinds from the extension', async () => {
    const text = encode('hello');
    expect(await detectDocumentKind(text, 'a.csv')).toBe('csv');
    expect(await detectDocumentKind(text, 'A.MD')).toBe('markdown');
    expect(await detectDocumentKind(text, 'a.markdown')).toBe('markdown');
    expect(await detectDocumentKind(text, 'a.txt')).toBe('txt');
    expect(await detectDocumentKind(text, 'README')).toBe('txt');
    expect(await detectDocumentKind(text, 'csv')).toBe('txt');
  });
});

describe('stripMarkdown', () => {
  it('removes headings, emphasis, links and images but keeps their words', () => {
    const markdown = [
      '## Opening *hours* ##',
      '**Open** _daily_ from [9 am](https://x.example/hours) ![map](map.png)',
      'See <https://acme.example> or \\*literally\\* 5 * 3 * 2.',
    ].join('\n');
    expect(stripMarkdown(markdown)).toBe(['Opening hours', 'Open daily from 9 am ', 'See https://acme.example or *literally* 5 * 3 * 2.'].join('\n'));
  });

  it('keeps code fences as their content, untouched', () => {
    const markdown = ['Run:', '~~~~', '# not a heading', '**not bold**', '~~~~', 'Done.'].join('\n');
    expect(stripMarkdown(markdown)).toBe(['Run:', '# not a heading', '**not bold**', 'Done.'].join('\n'));
  });

  it('keeps a leading horizontal rule from swallowing the text as front matter', () => {
    expect(stripMarkdown('---\nIntro text\n---\nMore')).toBe('Intro text\nMore');
  });
});

describe('normaliseWhitespace', () => {
  it('collapses spaces and tabs, keeps at most one blank line and trims', () => {
    expect(normaliseWhitespace('  a \t b\u00a0c \r\n\r\n\r\n\n d\u200b  \n')).toBe('a b c\n\nd');
  });
});
