import { describe, expect, it } from 'vitest';
import { cspText, widgetCspSources } from './csp';

describe('widgetCspSources', () => {
  it('names the Parley origin for the loader, the chat frame and the launcher look', () => {
    expect(widgetCspSources('https://app.parley.example/').map(({ directive, source }) => [directive, source])).toEqual([
      ['script-src', 'https://app.parley.example'],
      ['frame-src', 'https://app.parley.example'],
      ['connect-src', 'https://app.parley.example'],
    ]);
  });
  it('keeps a port and drops any path', () => {
    expect(new Set(widgetCspSources('http://127.0.0.1:3147/dashboard').map((s) => s.source))).toEqual(new Set(['http://127.0.0.1:3147']));
  });
});

describe('cspText', () => {
  it('writes one directive per list, in the order given', () => {
    expect(cspText(widgetCspSources('https://app.parley.example'))).toBe(
      'script-src https://app.parley.example; frame-src https://app.parley.example; connect-src https://app.parley.example',
    );
  });
  it('lists several sources of one directive once each', () => {
    expect(
      cspText([
        { directive: 'script-src', source: 'https://a.example', reason: '' },
        { directive: 'script-src', source: 'https://b.example', reason: '' },
        { directive: 'script-src', source: 'https://a.example', reason: '' },
      ]),
    ).toBe('script-src https://a.example https://b.example');
  });
});
