/** The embedded loader: launcher first, iframe only on first interaction or when idle. */
import type { ParleyCall } from './parley-global';

(function boot() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  const url = new URL(script.src);
  const apiKey = url.searchParams.get('apiKey') ?? '';
  const w = window;
  const queued: ParleyCall[] = w.Parley?.q ?? [];
  const listeners: Record<string, ((data: unknown) => void)[]> = {};
  let frame: HTMLIFrameElement | null = null;
  let open = false;
  // The server said this page may not use the key: nothing shows, nothing opens (the frame would be refused).
  let refused = false;
  // The owner's choice: bottom-right is the inline end (right on left-to-right pages, mirrored on
  // right-to-left ones), bottom-left the inline start.
  let side = 'inset-inline-end';
  const place = (el: HTMLElement, bottom: number) => {
    el.style.removeProperty('inset-inline-start');
    el.style.removeProperty('inset-inline-end');
    el.style.setProperty(side, '20px');
    el.style.bottom = `${bottom}px`;
  };

  // The frame's state, kept first-party here for browsers that deny storage to third-party frames
  // (the frame mirrors it with `parley:store`); handed back in the fragment, never sent to a server.
  const stateKey = `parley_state_${apiKey}`;
  const readState = (): Record<string, string> => {
    try {
      return JSON.parse(localStorage.getItem(stateKey) ?? '{}') as Record<string, string>;
    } catch {
      return {};
    }
  };
  const ensureFrame = () => {
    if (frame) return frame;
    frame = document.createElement('iframe');
    // The fragment never reaches a server: the saved state, and this page's origin for the frame's
    // messages back (browsers that tell a frame neither its ancestors nor a referrer).
    frame.src = `${url.origin}/embed/?apiKey=${encodeURIComponent(apiKey)}#state=${encodeURIComponent(JSON.stringify(readState()))}&host=${encodeURIComponent(location.origin)}`;
    frame.title = 'Chat';
    // A cross-origin frame gets the microphone only when the page delegates it (voice calls).
    frame.allow = 'microphone; autoplay; clipboard-write';
    frame.style.cssText =
      'position:fixed;width:380px;max-width:calc(100vw - 40px);height:560px;max-height:80vh;border:0;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.2);display:none;z-index:2147483646';
    place(frame, 88);
    document.body.appendChild(frame);
    return frame;
  };
  const api: Record<string, (...args: unknown[]) => void> = {
    open: () => {
      if (refused) return;
      ensureFrame().style.display = 'block';
      open = true;
    },
    close: () => {
      if (frame) frame.style.display = 'none';
      open = false;
    },
    toggle: () => (open ? api.close!() : api.open!()),
    identify: (traits) => refused || ensureFrame().contentWindow?.postMessage({ type: 'parley:identify', traits }, url.origin),
    on: (event, handler) => {
      (listeners[String(event)] ??= []).push(handler as (data: unknown) => void);
    },
  };

  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.setAttribute('aria-label', 'Open chat');
  // The launcher's face: an SVG icon (emoji are empty boxes on systems without an emoji font), in
  // the text colour and hidden from assistive technology, then the owner's text if any. Built
  // node by node: a strict CSP (Trusted Types) refuses markup assigned to innerHTML.
  const face = (voice: boolean, text: string) => {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    const path = document.createElementNS(ns, 'path');
    const attributes = { viewBox: '0 0 24 24', width: '24', height: '24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'aria-hidden': 'true' };
    for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
    // A microphone for voice-first agents, a speech bubble otherwise.
    path.setAttribute('d', voice ? 'M9 6a3 3 0 0 1 6 0v5a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3M8 21h8' : 'M4 4h16v12H9l-5 4z');
    svg.style.verticalAlign = 'middle';
    svg.append(path);
    launcher.replaceChildren(svg, text && ` ${text}`);
  };
  face(false, '');
  launcher.style.cssText =
    'position:fixed;min-width:56px;height:56px;padding:0 16px;border-radius:28px;border:0;background:#4f46e5;color:#fff;font:600 16px system-ui,sans-serif;cursor:pointer;z-index:2147483647';
  place(launcher, 20);
  launcher.addEventListener('click', () => api.toggle!());
  const show = () => refused || launcher.isConnected || document.body.appendChild(launcher);

  // The owner's colours, position and text (widget settings), fetched without blocking anything;
  // the launcher appears once they arrive, or with the defaults if they are slow or unavailable.
  // The same answer says whether this page may use the key (its Origin, by the chat API's rules);
  // where it may not, or the key is unknown, nothing shows and the console tells the site owner why.
  type Look = {
    primary_color: string;
    text_color: string;
    position: string;
    launcher_text: string;
    mode: string;
    allowed?: boolean;
    reason?: string;
    proactive?: boolean;
  };
  const hex = (c: string) => /^#[0-9a-f]{6}$/i.test(c);
  void fetch(`${url.origin}/api/v1/widget/launcher?apiKey=${encodeURIComponent(apiKey)}`)
    .then((r) => (r.ok || r.status === 404 ? r.json() : null))
    .then((body: { data?: Look; error?: string } | null) => {
      const look = body?.data;
      if (body?.error || look?.allowed === false) {
        refused = true;
        launcher.remove();
        frame?.remove();
        console.warn(
          `Parley: the chat is hidden on ${location.origin}: ${look?.reason ?? body?.error}. Check the key and the allowed domains in Parley's widget settings.`,
        );
        return;
      }
      if (!look) return;
      if (hex(look.primary_color)) launcher.style.background = look.primary_color;
      if (hex(look.text_color)) launcher.style.color = look.text_color;
      if (look.position === 'bottom-left') side = 'inset-inline-start';
      place(launcher, 20);
      if (frame) place(frame, 88);
      // Visible text is the button's name (no aria-label that would differ from it).
      if (look.launcher_text) launcher.removeAttribute('aria-label');
      face(look.mode === 'voice', look.launcher_text);
      // Proactive messages live in their own small script, fetched only for an agent that has one on.
      if (look.proactive)
        document.head.append(
          Object.assign(document.createElement('script'), { src: `${url.origin}/widget-proactive.js?apiKey=${encodeURIComponent(apiKey)}` }),
        );
    })
    .catch(() => {})
    .then(show);
  setTimeout(show, 2500);

  window.addEventListener('message', (event) => {
    if (event.origin !== url.origin || !frame || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: string; key?: unknown; value?: unknown } | null;
    if (data?.type === 'parley:close') api.close!();
    if (data?.type === 'parley:store' && typeof data.key === 'string') {
      const state = readState();
      if (typeof data.value === 'string') state[data.key] = data.value;
      else delete state[data.key];
      try {
        localStorage.setItem(stateKey, JSON.stringify(state));
      } catch {
        // The host page denies storage too: the conversation lasts as long as this page.
      }
    }
    for (const handler of listeners[data?.type?.replace('parley:', '') ?? ''] ?? []) handler(data);
  });

  // Warm the frame when the browser has nothing else to do, so the first open is instant.
  const idle = (window as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => void }).requestIdleCallback;
  if (idle) idle(() => refused || ensureFrame(), { timeout: 8000 });

  const Parley = Object.assign((method: string, ...args: unknown[]) => api[method]?.(...args), api);
  w.Parley = Parley;
  for (const [method, ...args] of queued) api[method]?.(...args);
})();
