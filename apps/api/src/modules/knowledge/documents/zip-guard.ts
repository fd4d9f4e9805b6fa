/**
 * A Word document is a ZIP archive, and the library that reads it inflates each part it needs in
 * memory. A 50 MB upload can hold parts that inflate to many gigabytes (a "zip bomb"), enough to
 * take the whole server down for every business on it. Before any parsing, this reads the
 * archive's directory and inflates every entry with a hard cap on the output, so neither a
 * declared size nor a lying one gets past the limit.
 */
import { inflateRawSync } from 'node:zlib';

/** What a document may unpack to: far above real documents (text-heavy ones unpack ~10× at most). */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export type ZipVerdict = { ok: true; unpackedBytes: number } | { ok: false; reason: 'too_large' | 'damaged' };

/** Checks that the archive's entries unpack, all together, to at most `limit` bytes. */
export function checkZipExpansion(bytes: Uint8Array, limit = MAX_UNPACKED_BYTES): ZipVerdict {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  if (end < 0) return { ok: false, reason: 'damaged' };
  const entries = view.readUInt16LE(end + 10);
  let at = view.readUInt32LE(end + 16);
  let unpacked = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== DIRECTORY_ENTRY) return { ok: false, reason: 'damaged' };
    const method = view.readUInt16LE(at + 10);
    const compressed = view.readUInt32LE(at + 20);
    const declared = view.readUInt32LE(at + 24);
    const nameLength = view.readUInt16LE(at + 28);
    const entryEnd = at + 46 + nameLength + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
    const localAt = view.readUInt32LE(at + 42);
    // ZIP64 marks sizes of 4 GB and more: no document needs it.
    if (compressed === 0xffffffff || declared === 0xffffffff) return { ok: false, reason: 'too_large' };
    if (unpacked + declared > limit) return { ok: false, reason: 'too_large' };

    if (localAt + 30 > view.length || view.readUInt32LE(localAt) !== LOCAL_HEADER) return { ok: false, reason: 'damaged' };
    const dataAt = localAt + 30 + view.readUInt16LE(localAt + 26) + view.readUInt16LE(localAt + 28);
    if (dataAt + compressed > view.length) return { ok: false, reason: 'damaged' };
    const data = view.subarray(dataAt, dataAt + compressed);
    if (method === STORED) {
      unpacked += compressed;
    } else if (method === DEFLATED) {
      const room = limit - unpacked;
      try {
        // One byte over the room tells "too large" from "exactly fits".
        unpacked += inflateRawSync(data, { maxOutputLength: room + 1 }).length;
      } catch (error) {
        return { ok: false, reason: isOutputLimit(error) ? 'too_large' : 'damaged' };
      }
    } else {
      return { ok: false, reason: 'damaged' };
    }
    if (unpacked > limit) return { ok: false, reason: 'too_large' };
    at = entryEnd;
  }
  return { ok: true, unpackedBytes: unpacked };
}

/** The end-of-directory record sits in the last 22 bytes plus a comment of up to 64 KB. */
function findEndOfDirectory(view: Buffer): number {
  for (let at = view.length - 22; at >= Math.max(0, view.length - 22 - 0xffff); at -= 1) {
    if (view.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

function isOutputLimit(error: unknown): boolean {
  return error instanceof RangeError || (error instanceof Error && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE');
}
