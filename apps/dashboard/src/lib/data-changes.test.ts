import { describe, expect, it, vi } from 'vitest';
import { announceChange, changing, onChange } from './data-changes';

describe('data changes', () => {
  it('tells the listeners of a kind, once per announcement, until they stop listening', () => {
    const faqs = vi.fn();
    const stop = onChange(['faqs', 'products'], faqs);
    announceChange('faqs', 'faqs');
    announceChange('rules');
    expect(faqs).toHaveBeenCalledTimes(1);
    stop();
    announceChange('faqs');
    expect(faqs).toHaveBeenCalledTimes(1);
  });

  it('announces after a mutation that succeeded, and not after one that failed', async () => {
    const audit = vi.fn();
    const stop = onChange(['audit'], audit);
    await expect(changing(['audit'], () => Promise.resolve('done'))).resolves.toBe('done');
    expect(audit).toHaveBeenCalledTimes(1);
    await expect(changing(['audit'], () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(audit).toHaveBeenCalledTimes(1);
    stop();
  });
});
