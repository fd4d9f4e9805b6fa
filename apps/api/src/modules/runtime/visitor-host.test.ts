import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { claimedHost, claimedHostOrigin } from './visitor-host';

describe('the host page a widget caller claims', () => {
  it('reads `?host=` and a body’s `hostOrigin`, and nothing when they are absent', () => {
    expect(claimedHost({ host: 'shop.example' })).toBe('shop.example');
    expect(claimedHost(undefined)).toBeUndefined();
    expect(claimedHostOrigin({ hostOrigin: 'https://shop.example', email: 'dana@example.com', consent: true })).toBe('https://shop.example');
    expect(claimedHostOrigin(undefined)).toBeUndefined();
  });

  it('refuses with 422 what the contract does not allow: a repeated or over-long host', () => {
    const status = (read: () => unknown) => {
      try {
        read();
        return 'accepted';
      } catch (error) {
        return error instanceof AppError ? error.status : 'thrown';
      }
    };
    expect(status(() => claimedHost({ host: ['a.example', 'b.example'] }))).toBe(422);
    expect(status(() => claimedHostOrigin({ hostOrigin: `https://${'a'.repeat(300)}.example` }))).toBe(422);
    expect(status(() => claimedHostOrigin({ hostOrigin: 42 }))).toBe(422);
  });
});
