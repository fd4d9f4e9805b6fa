import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { docx, zip } from './fixtures/zip-writer';
import { checkZipExpansion } from './zip-guard';

const MB = 1024 * 1024;

describe('checkZipExpansion', () => {
  it('passes a real Word document, counting what it unpacks to', async () => {
    const bytes = new Uint8Array(await readFile(new URL('./fixtures/returns.docx', import.meta.url)));
    const verdict = checkZipExpansion(bytes);
    expect(verdict.ok).toBe(true);
    expect(verdict.ok && verdict.unpackedBytes).toBeGreaterThan(bytes.byteLength);
  });

  it('refuses entries that declare more than the limit, all together', () => {
    const parts = [
      { name: 'a.bin', content: new Uint8Array(600 * 1024) },
      { name: 'b.bin', content: new Uint8Array(600 * 1024) },
    ];
    expect(checkZipExpansion(zip(parts), MB)).toEqual({ ok: false, reason: 'too_large' });
    expect(checkZipExpansion(zip(parts.slice(0, 1)), MB)).toMatchObject({ ok: true, unpackedBytes: 600 * 1024 });
  });

  it('stops inflating an entry whose header lies about its size', () => {
    // 5 MB of zeros deflate to a few KB; the headers claim 1 KB.
    const bomb = zip([{ name: 'word/document.xml', content: new Uint8Array(5 * MB), declaredSize: 1024 }]);
    expect(bomb.byteLength).toBeLessThan(10 * 1024);
    expect(checkZipExpansion(bomb, MB)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('calls an archive without its directory, or with a broken entry, damaged', async () => {
    const bytes = new Uint8Array(await readFile(new URL('./fixtures/returns.docx', import.meta.url)));
    expect(checkZipExpansion(bytes.slice(0, 700))).toEqual({ ok: false, reason: 'damaged' });
    const broken = Buffer.from(docx(['Hello']));
    broken.write('garbage!', 60, 'latin1'); // inside the first entry's deflated data
    expect(checkZipExpansion(broken).ok).toBe(false);
  });
});
