/** The embedded loader: launcher first, iframe only on first interaction or when idle. */
type Call = [string, ...unknown[]];
interface Stub {
  q?: Call[];
}

(function boot() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  const url = new URL(script.src);
  const apiKey = url.searchParams.get('apiKey') ?? '';
  const w = window as unknown as { Parley?: Stub & Record<string, unknown> };
  const queued = w.Parley?.q ?? [];
  const listeners: Record<string, ((data: unknown) => void)[]> = {};
  let frame: HTMLIFrameElement | null = null;
  let open = false;

  const ensureFrame = () => {
    if (frame) return frame;
    frame = document.createElement('iframe');
    frame.src = `${url.origin}/embed/?apiKey=${encodeURIComponent(apiKey)}`;
    frame.title = 'Chat';
    frame.style.cssText = 'position:fixed;bottom:88px;inset-inline-end:20px;width:380px;height:560px;max-height:80vh;border:0;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.2);display:none;z-index:2147483646';
    document.body.appendChild(frame);
    return frame;
  };
  const api: Record<string, (...args: unknown[]) => void> = {
    open: () => { ensureFrame().style.display = 'block'; open = true; },
    close: () => { if (frame) frame.style.display = 'none'; open = false; },
    toggle: () => (open ? api.close!() : api.open!()),
    identify: (traits) => ensureFrame().contentWindow?.postMessage({ type: 'parley:identify', traits }, url.origin),
    on: (event, handler) => { (listeners[String(event)] ??= []).push(handler as (data: unknown) => void); },
  };

  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.setAttribute('aria-label', 'Open chat');
  launcher.textContent = '💬';
  launcher.style.cssText = 'position:fixed;bottom:20px;inset-inline-end:20px;width:56px;height:56px;border-radius:50%;border:0;background:#4f46e5;color:#fff;font-size:24px;cursor:pointer;z-index:2147483647';
  launcher.addEventListener('click', () => api.toggle!());
  document.body.appendChild(launcher);

  window.addEventListener('message', (event) => {
    if (event.origin !== url.origin || !frame || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: string } | null;
    if (data?.type === 'parley:close') api.close!();
    for (const handler of listeners[data?.type?.replace('parley:', '') ?? ''] ?? []) handler(data);
  });

  // Warm the frame when the browser has nothing else to do, so the first open is instant.
  const idle = (window as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => void }).requestIdleCallback;
  if (idle) idle(() => ensureFrame(), { timeout: 8000 });

  const Parley = Object.assign((method: string, ...args: unknown[]) => api[method]?.(...args), api);
  w.Parley = Parley as unknown as Stub & Record<string, unknown>;
  for (const [method, ...args] of queued) api[method]?.(...args);
})();
