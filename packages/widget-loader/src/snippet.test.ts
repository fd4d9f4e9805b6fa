import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { widgetScriptTag, widgetScriptUrl, widgetSnippet } from './snippet';

describe('widgetSnippet', () => {
  it('loads the loader with the key and a cache-busting timestamp', () => {
    const html = widgetSnippet({ origin: 'https://parley.example/', apiKey: 'pk_live_abc', timestamp: 42 });
    expect(html).toContain('"https://parley.example/widget.js?apiKey=pk_live_abc&t=42"');
  });
  it('cannot be broken out of by a hostile key', () => {
    const html = widgetSnippet({ origin: 'https://p.example', apiKey: '"</script><script>alert(1)</script>', timestamp: 1 });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('alert(1)</script>');
  });
  it('queues calls made before the loader arrives', () => {
    const html = widgetSnippet({ origin: 'https://p.example', apiKey: 'k', timestamp: 1 });
    runInThisContext(html.replace(/^<script>|<\/script>$/g, '')); // as the browser runs an inline script
    const parley = (window as unknown as { Parley: { open: () => void; identify: (t: unknown) => void; q: unknown[] } }).Parley;
    parley.open();
    parley.identify({ email: 'a@b.co' });
    expect(parley.q).toEqual([['open'], ['identify', { email: 'a@b.co' }]]);
    expect(document.head.querySelector('script[src*="widget.js"]')).not.toBeNull();
  });
});

describe('widgetScriptTag', () => {
  it('is a single external async script: no inline code for a strict CSP to block', () => {
    const html = widgetScriptTag({ origin: 'https://parley.example/', apiKey: 'pk_live_abc', timestamp: 42 });
    expect(html).toBe('<script async src="https://parley.example/widget.js?apiKey=pk_live_abc&t=42"></script>');
  });
  it('loads the same URL as the inline snippet', () => {
    const options = { origin: 'https://p.example', apiKey: 'pk_live_x y', timestamp: 7 };
    const parsed = new DOMParser().parseFromString(widgetScriptTag(options), 'text/html').querySelector('script')!;
    expect(parsed.getAttribute('src')).toBe(widgetScriptUrl(options));
    expect(widgetSnippet(options)).toContain(JSON.stringify(widgetScriptUrl(options)));
    expect(parsed.textContent).toBe('');
  });
  it('cannot be broken out of by a hostile key', () => {
    const html = widgetScriptTag({ origin: 'https://p.example', apiKey: '"></script><script>alert(1)</script>', timestamp: 1 });
    const scripts = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(new URL(scripts[0]!.src).searchParams.get('apiKey')).toBe('"></script><script>alert(1)</script>');
  });
});
