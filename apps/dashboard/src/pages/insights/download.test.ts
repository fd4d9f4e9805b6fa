import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFilename, downloadBlob } from './download';

describe('CSV download', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the file with the local date', () => {
    expect(csvFilename(new Date(2026, 0, 5, 23, 59))).toBe('conversations-2026-01-05.csv');
  });

  it('saves the Blob through an object URL and a download link, then frees the URL', () => {
    vi.useFakeTimers();
    const blob = new Blob(['"id"\r\n'], { type: 'text/csv' });
    const create = vi.fn(() => 'blob:parley/1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadBlob(blob, 'conversations-2026-01-05.csv');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('conversations-2026-01-05.csv');
    expect(clicked[0]!.href).toBe('blob:parley/1');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:parley/1');
  });
});
