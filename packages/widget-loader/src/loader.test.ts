import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Runs the loader as the browser would: from a <script src=".../widget.js?apiKey=…">. */
async function boot(response: () => Promise<Response>) {
  const script = document.createElement('script');
  script.src = 'https://parley.example/widget.js?apiKey=pk_live_abcdefghijkl&t=1';
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  const fetcher = vi.fn((_url: string) => response());
  vi.stubGlobal('fetch', fetcher);
  vi.resetModules();
  await import('./loader');
  return fetcher;
}
const launcher = () => document.body.querySelector('button');
const look = (data: object) => () => Promise.resolve(new Response(JSON.stringify({ data })));

describe('loader launcher', () => {
  // Each boot leaves the loader's 2.5 s fallback timer behind; let the last ones fire while the
  // document still exists, not after the environment is torn down.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 2600)));
  beforeEach(() => {
    document.body.innerHTML = '';
    delete (window as { Parley?: unknown }).Parley;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  // First: every boot leaves a real 2.5 s fallback timer behind, and an earlier boot's could add its
  // launcher while this one (on fake timers) expects none yet — on a slow machine it did.
  it('does not wait on a slow answer for more than 2.5 s', async () => {
    vi.useFakeTimers();
    await boot(() => new Promise<Response>(() => {}));
    expect(launcher()).toBeNull();
    vi.advanceTimersByTime(2500);
    expect(launcher()).not.toBeNull();
  });

  // Also on fake timers, before any test leaves a real fallback timer behind (see above).
  describe('on a site that may not use the key', () => {
    const refusal = { primary_color: '#4f46e5', text_color: '#ffffff', position: 'bottom-right', launcher_text: '', mode: 'chat', allowed: false };
    const api = () => (window as unknown as { Parley: { open: () => void } }).Parley;

    it('shows nothing, opens nothing, and tells the site owner why in the console', async () => {
      vi.useFakeTimers();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await boot(look({ ...refusal, reason: 'This website is not allowed to use this agent' }));
      await vi.advanceTimersByTimeAsync(3000);
      expect(launcher()).toBeNull();
      api().open();
      expect(document.body.querySelector('iframe')).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
      expect(warn.mock.calls[0]![0]).toBe(
        `Parley: the chat is hidden on ${location.origin}: This website is not allowed to use this agent. Check the key and the allowed domains in Parley's widget settings.`,
      );
    });

    it('takes the launcher away again when the answer comes after the 2.5 s fallback showed it', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      let answer: (response: Response) => void = () => {};
      await boot(() => new Promise<Response>((resolve) => (answer = resolve)));
      await vi.advanceTimersByTimeAsync(2500);
      expect(launcher()).not.toBeNull();
      answer(new Response(JSON.stringify({ data: { ...refusal, reason: "The demo key only works on Parley's demo pages" } })));
      await vi.advanceTimersByTimeAsync(0);
      expect(launcher()).toBeNull();
    });

    it('shows nothing for a key the server does not know', async () => {
      vi.useFakeTimers();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await boot(() => Promise.resolve(new Response(JSON.stringify({ error: 'Unknown widget key' }), { status: 404 })));
      await vi.advanceTimersByTimeAsync(3000);
      expect(launcher()).toBeNull();
      expect(warn.mock.calls[0]![0]).toContain('Unknown widget key');
    });
  });

  it('asks for the launcher look by key and wears the owner’s colours, side and text', async () => {
    const fetcher = await boot(look({ primary_color: '#0f766e', text_color: '#111111', position: 'bottom-left', launcher_text: 'Ask Ava', mode: 'voice' }));
    expect(fetcher.mock.calls[0]![0]).toBe('https://parley.example/api/v1/widget/launcher?apiKey=pk_live_abcdefghijkl');
    await vi.waitFor(() => expect(launcher()).not.toBeNull());
    const button = launcher()!;
    expect(button.style.background).toMatch(/#0f766e|rgb\(15, 118, 110\)/);
    expect(button.style.color).toMatch(/#111111|rgb\(17, 17, 17\)/);
    expect(button.style.getPropertyValue('inset-inline-start')).toBe('20px');
    expect(button.style.getPropertyValue('inset-inline-end')).toBe('');
    expect(button.textContent).toBe(' Ask Ava');
    expect(button.getAttribute('aria-label')).toBeNull();
    // A voice-first agent's launcher shows a microphone, drawn as SVG (no emoji), hidden from assistive technology.
    const icon = button.querySelector('svg')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.querySelector('path')!.getAttribute('d')).toMatch(/^M9 6a3 3/);
    (window as unknown as { Parley: { open: () => void } }).Parley.open();
    const frame = document.body.querySelector('iframe')!;
    expect(frame.style.getPropertyValue('inset-inline-start')).toBe('20px');
    expect(frame.style.display).toBe('block');
    // Without it a cross-origin frame may not ask for the microphone (voice calls).
    expect(frame.allow).toContain('microphone');
  });

  it('ignores a colour that is not #RRGGBB', async () => {
    await boot(look({ primary_color: 'red;display:none', text_color: '#fff', position: 'bottom-right', launcher_text: '', mode: 'chat' }));
    await vi.waitFor(() => expect(launcher()).not.toBeNull());
    expect(launcher()!.style.display).toBe('');
    expect(launcher()!.style.getPropertyValue('inset-inline-end')).toBe('20px');
    expect(launcher()!.getAttribute('aria-label')).toBe('Open chat');
  });

  it('still shows the default launcher when the look cannot be had', async () => {
    await boot(() => Promise.reject(new TypeError('offline')));
    await vi.waitFor(() => expect(launcher()).not.toBeNull());
    // The speech bubble, as SVG: no emoji, which systems without an emoji font draw as an empty box.
    expect(launcher()!.textContent).toBe('');
    expect(launcher()!.querySelector('svg path')!.getAttribute('d')).toMatch(/^M4 4h16/);
    expect(launcher()!.getAttribute('aria-label')).toBe('Open chat');
  });

  it('does nothing a strict Content Security Policy blocks: styles only through the CSSOM, no style or script elements, no eval', async () => {
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    const createElement = vi.spyOn(document, 'createElement');
    const evaluate = vi.spyOn(window, 'eval');
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    await boot(look({ primary_color: '#0f766e', text_color: '#ffffff', position: 'bottom-left', launcher_text: 'Ask', mode: 'chat' }));
    await vi.waitFor(() => expect(launcher()?.textContent).toBe(' Ask'));
    (window as unknown as { Parley: { open: () => void } }).Parley.open();
    expect(document.body.querySelector('iframe')!.style.display).toBe('block');
    expect(setAttribute.mock.calls.map(([name]) => name.toLowerCase())).not.toContain('style');
    expect(createElement.mock.calls.map(([tag]) => tag.toLowerCase())).not.toContain('style');
    expect(document.querySelectorAll('style, script')).toHaveLength(0);
    expect(evaluate).not.toHaveBeenCalled();
    expect(FunctionSpy).not.toHaveBeenCalled();
  });

  it('keeps the frame’s state first-party when the frame may not store it, and hands it back on the next page', async () => {
    localStorage.clear();
    await boot(look({}));
    const api = (window as unknown as { Parley: { open: () => void } }).Parley;
    api.open();
    const frame = document.body.querySelector('iframe')!;
    const post = (data: unknown, origin = 'https://parley.example') =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
    post({ type: 'parley:store', key: 'parley_chat_pk_live_abcdefghijkl', value: 'chat_1' });
    post({ type: 'parley:store', key: 'evil', value: 'x' }, 'https://evil.example');
    expect(JSON.parse(localStorage.getItem('parley_state_pk_live_abcdefghijkl')!)).toEqual({ parley_chat_pk_live_abcdefghijkl: 'chat_1' });

    // The visitor goes to another page of the site.
    document.body.innerHTML = '';
    delete (window as { Parley?: unknown }).Parley;
    await boot(look({}));
    (window as unknown as { Parley: { open: () => void } }).Parley.open();
    const next = new URL(document.body.querySelector('iframe')!.src);
    expect(JSON.parse(new URLSearchParams(next.hash.slice(1)).get('state')!)).toEqual({ parley_chat_pk_live_abcdefghijkl: 'chat_1' });
  });
});

describe('loader and proactive messages', () => {
  const base = { primary_color: '#4f46e5', text_color: '#ffffff', position: 'bottom-right', launcher_text: '', mode: 'chat', allowed: true };
  const added = () => document.head.querySelector<HTMLScriptElement>('script[src*="widget-proactive.js"]');
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds the proactive script only for an agent with a trigger on', async () => {
    await boot(look(base));
    await vi.waitFor(() => expect(launcher()).not.toBeNull());
    expect(added()).toBeNull();
    await boot(look({ ...base, proactive: true }));
    await vi.waitFor(() => expect(added()?.src).toBe('https://parley.example/widget-proactive.js?apiKey=pk_live_abcdefghijkl'));
  });
});
