import { describe, expect, it } from 'vitest';
import { widgetSnippet } from './snippet';

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
    new Function(html.replace(/^<script>|<\/script>$/g, ''))();
    const parley = (window as unknown as { Parley: { open: () => void; identify: (t: unknown) => void; q: unknown[] } }).Parley;
    parley.open();
    parley.identify({ email: 'a@b.co' });
    expect(parley.q).toEqual([['open'], ['identify', { email: 'a@b.co' }]]);
    expect(document.head.querySelector('script[src*="widget.js"]')).not.toBeNull();
  });
});
