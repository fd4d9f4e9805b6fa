import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startProactive, type PlannedTrigger } from './proactive-runtime';

const ORIGIN = 'https://parley.example';
const bubble = () => document.querySelector<HTMLElement>('[data-parley-proactive]');

/** Starts the script with a plan; returns the fetch mock (the plan, then each event) and the chat's `open`. */
async function start(triggers: PlannedTrigger[], position = 'bottom-right') {
  const open = vi.fn();
  const listeners: Record<string, () => void> = {};
  (window as { Parley?: unknown }).Parley = (method: string, event?: string, handler?: () => void) => {
    if (method === 'open') open();
    if (method === 'on' && event && handler) listeners[event] = handler;
  };
  const fetcher = vi.fn((url: string) =>
    Promise.resolve(
      url.includes('/events')
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ data: { position, dismiss_label: 'Descartar mensaje', triggers } })),
    ),
  );
  await startProactive({ origin: ORIGIN, apiKey: 'pk_live_abc', fetcher: fetcher as unknown as typeof fetch });
  return { fetcher, open, listeners, events: () => fetcher.mock.calls.map(([url]) => /event=(\w+)/.exec(url)?.[1]).filter(Boolean) };
}
const timed = (id = 1, seconds = 3): PlannedTrigger => ({ id, condition: { kind: 'time_on_page', seconds }, message: 'Need a hand?', lang: null });

describe('proactive messages on the host page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (window as { Parley?: unknown }).Parley;
  });

  it('shows the message after the seconds on the page, opens the chat from it, and counts shown, opened and converted', async () => {
    const { open, events, listeners } = await start([timed()]);
    vi.advanceTimersByTime(2900);
    expect(bubble()).toBeNull();
    vi.advanceTimersByTime(200);
    expect(bubble()?.textContent).toContain('Need a hand?');
    // Fixed in place, the launcher's side: nothing on the page moves.
    expect(bubble()?.style.position).toBe('fixed');
    expect(bubble()?.style.getPropertyValue('inset-inline-end')).toBe('20px');
    // The close button is named in the visitor's language, as the server chose it.
    expect([...bubble()!.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toContain('Descartar mensaje');
    bubble()!.querySelector('button')!.click();
    expect(open).toHaveBeenCalledOnce();
    expect(bubble()).toBeNull();
    listeners.sent!();
    listeners.sent!();
    expect(events()).toEqual(['shown', 'opened', 'converted']);
  });

  it('shows once per visit, and never again once dismissed (Escape), even on a new visit', async () => {
    await start([timed()]);
    vi.advanceTimersByTime(3000);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(bubble()).toBeNull();
    // Another page of the same visit.
    await start([timed()]);
    vi.advanceTimersByTime(3000);
    expect(bubble()).toBeNull();
    // A new visit: still dismissed.
    sessionStorage.clear();
    await start([timed()]);
    vi.advanceTimersByTime(3000);
    expect(bubble()).toBeNull();
  });

  it('waits while the page’s own dialog is open, then shows', async () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="true">Cookies?</div>';
    await start([timed(1, 0)]);
    vi.advanceTimersByTime(2000);
    expect(bubble()).toBeNull();
    document.querySelector('[aria-modal]')!.remove();
    vi.advanceTimersByTime(1000);
    expect(bubble()).not.toBeNull();
  });

  it('greets a returning visitor only, in the message’s own language and direction, on the start side for bottom-left', async () => {
    const hello: PlannedTrigger = { id: 2, condition: { kind: 'returning_visitor' }, message: 'שמחים שחזרת', lang: 'he' };
    await start([hello], 'bottom-left');
    vi.advanceTimersByTime(10);
    expect(bubble()).toBeNull();
    sessionStorage.clear();
    await start([hello], 'bottom-left');
    vi.advanceTimersByTime(10);
    const text = bubble()!.querySelector('button')!;
    expect([text.lang, text.dir]).toEqual(['he', 'auto']);
    expect(bubble()!.style.getPropertyValue('inset-inline-start')).toBe('20px');
  });

  it('shows on scroll depth and on leaving through the top of the window', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 2000, configurable: true });
    Object.defineProperty(window, 'innerHeight', { value: 500, configurable: true });
    await start([{ id: 3, condition: { kind: 'scroll_depth', percent: 50 }, message: 'Halfway!', lang: null }]);
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(bubble()).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 600, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(bubble()?.textContent).toContain('Halfway!');

    document.body.innerHTML = '';
    await start([{ id: 4, condition: { kind: 'exit_intent' }, message: 'Before you go', lang: null }]);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300 }));
    expect(bubble()).toBeNull();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0 }));
    expect(bubble()?.textContent).toContain('Before you go');
  });
});
