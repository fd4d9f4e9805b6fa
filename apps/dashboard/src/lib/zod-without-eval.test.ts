import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it('turns off zod’s eval probe before zod loads', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('keeps zod from calling new Function when it parses', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    const original = globalThis.Function;
    let constructed = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        constructed += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ email: z.string(), count: z.number() }).safeParse({ email: 'a@b.c', count: 1 }).success).toBe(true);
    } finally {
      globalThis.Function = original;
    }
    expect(constructed).toBe(0);
  });
});
