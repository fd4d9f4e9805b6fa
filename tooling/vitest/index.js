/**
 * Shared vitest settings. `node` for servers and plain libraries, `dom` for code that touches
 * the browser (jsdom). Tests sit next to the code: `src/**\/*.test.ts(x)`.
 * @param {{ environment?: 'node' | 'dom', setupFiles?: string[], testTimeout?: number }} [options]
 */
export function vitestPreset(options = {}) {
  return {
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: options.environment === 'dom' ? 'jsdom' : 'node',
      setupFiles: options.setupFiles ?? [],
      testTimeout: options.testTimeout ?? 20_000,
      hookTimeout: 60_000,
      restoreMocks: true,
    },
  };
}
