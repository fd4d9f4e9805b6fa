/**
 * Text extraction for documents a business uploads to its knowledge base. The type is decided
 * from the bytes, never trusted from the filename, and every failure becomes a DocumentError
 * whose message can be shown to the business owner as is.
 */
import { isUtf8 } from 'node:buffer';
import { parse as parseCsv } from 'csv-parse/sync';
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
// unpdf's bundled PDF.js polyfills Promise.withResolvers itself, so it runs on Node 20 as is.
import { getDocumentProxy } from 'unpdf';
import { stripMarkdown } from './markdown';
import { checkZipExpansion, MAX_UNPACKED_BYTES } from './zip-guard';

export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'markdown' | 'csv';

export type DocumentErrorCode = 'empty' | 'too_large' | 'unsupported' | 'unreadable';

export class DocumentError extends Error {
  override readonly name = 'DocumentError';

  constructor(
    readonly code: DocumentErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface ParsedDocument {
  kind: DocumentKind;
  text: string;
  /** Set for PDFs only. */
  pages?: number;
}

const UNSUPPORTED_MESSAGE = 'This file type is not supported. Upload a PDF, Word (.docx), text, Markdown or CSV file.';
const NO_TEXT_MESSAGE = 'No text could be found in this file. If it is a scanned document, upload a version with selectable text.';

export async function detectDocumentKind(bytes: Uint8Array, filename: string): Promise<DocumentKind> {
  assertSize(bytes);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf') return 'pdf';
  if (detected?.ext === 'docx') return 'docx';
  // Anything else file-type recognises is binary (or a format we cannot read), whatever the
  // filename claims: a renamed executable must not slip through as "text".
  if (detected) throw new DocumentError('unsupported', UNSUPPORTED_MESSAGE);
  // Checked without decoding: the upload request runs on the event loop, and decoding a 20 MB
  // text into a string there held it for tens of milliseconds (the reader thread decodes it later).
  if (bytes.includes(0) || !isUtf8(bytes)) throw new DocumentError('unsupported', UNSUPPORTED_MESSAGE);
  return textKindFromName(filename);
}

/**
 * The document's text. It holds the CPU for as long as the document takes (seconds for 20 MB), so
 * the server calls it only on a reader thread (document-reader.ts), never on its event loop.
 */
export async function parseDocument(bytes: Uint8Array, filename: string): Promise<ParsedDocument> {
  const kind = await detectDocumentKind(bytes, filename);
  const { text, pages } = await extract(kind, bytes);
  const normalised = normaliseWhitespace(text);
  if (!normalised) throw new DocumentError('unreadable', NO_TEXT_MESSAGE);
  return pages === undefined ? { kind, text: normalised } : { kind, text: normalised, pages };
}

function assertSize(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw new DocumentError('empty', 'The file is empty.');
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) {
    throw new DocumentError('too_large', 'The file is larger than 50 MB.');
  }
}

/** The bytes as a string when they are UTF-8 text, undefined when they are binary. */
function decodeText(bytes: Uint8Array): string | undefined {
  // NUL never appears in real text files but is common in binaries that file-type misses.
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function textKindFromName(filename: string): DocumentKind {
  const extension = /\.([^./\\]+)$/.exec(filename.trim())?.[1]?.toLowerCase();
  if (extension === 'csv') return 'csv';
  if (extension === 'md' || extension === 'markdown') return 'markdown';
  return 'txt';
}

interface Extracted {
  text: string;
  pages?: number;
}

async function extract(kind: DocumentKind, bytes: Uint8Array): Promise<Extracted> {
  switch (kind) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      return { text: await extractDocx(bytes) };
    case 'csv':
      return { text: renderCsv(decodeText(bytes) ?? '') };
    case 'markdown':
      return { text: stripMarkdown(decodeText(bytes) ?? '') };
    case 'txt':
      return { text: decodeText(bytes) ?? '' };
  }
}

async function extractPdf(bytes: Uint8Array): Promise<Extracted> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js may take ownership of the buffer it is given, so it gets a copy; verbosity 0
    // keeps its font warnings out of the server log.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    const reason = isPasswordError(error) ? 'the PDF is password-protected' : 'the PDF appears to be damaged';
    throw unreadable(reason, error);
  }
  try {
    // Page by page, as unpdf's extractText reads each page, but one at a time, each cleaned up
    // before the next: a 50 MB PDF's thousands of pages at once would hold their memory together.
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .filter((item) => 'str' in item)
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
      page.cleanup();
    }
    return { text: pages.join('\n\n'), pages: pdf.numPages };
  } catch (error) {
    throw unreadable('the PDF appears to be damaged', error);
  } finally {
    await pdf.destroy();
  }
}

function isPasswordError(error: unknown): boolean {
  return error instanceof Error && error.name === 'PasswordException';
}

async function extractDocx(bytes: Uint8Array): Promise<string> {
  const expansion = checkZipExpansion(bytes);
  if (!expansion.ok && expansion.reason === 'too_large') {
    throw new DocumentError(
      'too_large',
      `The Word document unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB, more than a document should. Save it again without large embedded files, or split it.`,
    );
  }
  if (!expansion.ok) throw unreadable('the Word document appears to be damaged', undefined);
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const result = await mammoth.extractRawText({ buffer });
    return result.value;
  } catch (error) {
    throw unreadable('the Word document appears to be damaged', error);
  }
}

/** One line per row, `Header: value; Header2: value2`, so a retrieval index can match a row. */
function renderCsv(text: string): string {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(text, {
      columns: uniqueHeaders,
      skip_empty_lines: true,
      relax_column_count: true,
      bom: true,
      delimiter: guessDelimiter(text),
    });
  } catch (error) {
    throw unreadable('the CSV file is not well formed', error);
  }
  return rows.map(renderCsvRow).filter(Boolean).join('\n');
}

function renderCsvRow(row: Record<string, string>): string {
  return Object.entries(row)
    .map(([header, value]) => [header.trim(), value.trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([header, value]) => `${header}: ${value}`)
    .join('; ');
}

/**
 * Header names made unique and non-empty: csv-parse keys rows by header, so a repeated or blank
 * header would otherwise silently overwrite another column's value.
 */
function uniqueHeaders(headers: string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((raw, index) => {
    const name = raw.trim() || `Column ${index + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/**
 * Spreadsheet apps in many European locales export CSV with semicolons, and some exports use
 * tabs; the header line tells which one this file uses.
 */
function guessDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/)).replace(/"[^"]*"/g, '');
  const candidates = [',', ';', '\t'];
  const counts = candidates.map((delimiter) => header.split(delimiter).length - 1);
  const best = counts.indexOf(Math.max(...counts));
  return counts[best] ? candidates[best]! : ',';
}

function unreadable(reason: string, cause: unknown): DocumentError {
  return new DocumentError('unreadable', `The file could not be read: ${reason}.`, { cause });
}

/** Collapses runs of spaces and tabs, keeps at most one blank line, trims. */
export function normaliseWhitespace(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // Zero-width characters and stray control characters from PDF fonts carry no meaning.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u200b-\u200d\u2060\ufeff\u0000-\u0008\u000e-\u001f\u007f]/g, '')
      // Non-breaking and other Unicode spaces are common in PDF and Word text.
      .replace(/[ \t\v\f\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
