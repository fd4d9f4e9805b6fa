/**
 * Proactive messages on the host page: the owner's triggers (time on the page, scroll depth, the
 * pointer leaving the top of the window, a returning visitor) open a small bubble above the
 * launcher with the message. Loaded by the loader only for an agent with a trigger on, so sites
 * without one pay nothing; every listener is passive and does constant work.
 */
import type { ParleyGlobal } from './parley-global';

type Condition =
  { kind: 'time_on_page'; seconds: number } | { kind: 'scroll_depth'; percent: number } | { kind: 'exit_intent' } | { kind: 'returning_visitor' };
export interface PlannedTrigger {
  id: number;
  condition: Condition;
  message: string;
  lang: string | null;
}
interface Plan {
  position: 'bottom-right' | 'bottom-left';
  dismiss_label?: string;
  triggers: PlannedTrigger[];
}

export interface ProactiveOptions {
  origin: string;
  apiKey: string;
  win?: Window;
  fetcher?: typeof fetch;
}

/** Remembered for good on this site: that the visitor was here before, and what they dismissed. */
interface Lasting {
  seen?: boolean;
  dismissed?: number[];
}
/** Remembered for this visit (the tab's session): whether it is a return, what was shown, what was opened. */
interface Visit {
  returning: boolean;
  shown: number[];
  opened?: number;
}

const read = <T>(storage: Storage | null, key: string): T | null => {
  try {
    return JSON.parse(storage?.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
};
const write = (storage: Storage | null, key: string, value: unknown) => {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage denied: the visit simply forgets (at worst a message shows again on the next page).
  }
};
const storageOf = (win: Window, kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return win[kind];
  } catch {
    return null;
  }
};

/** A dialog of the page itself is open and visible: the bubble never covers it. */
export function pageDialogOpen(doc: Document): boolean {
  return [...doc.querySelectorAll<HTMLElement>('dialog[open], [aria-modal="true"]')].some((el) =>
    el.checkVisibility ? el.checkVisibility() : !el.hidden && doc.defaultView?.getComputedStyle(el).display !== 'none',
  );
}

export async function startProactive({ origin, apiKey, win = window, fetcher = win.fetch.bind(win) }: ProactiveOptions) {
  const doc = win.document;
  const key = `parley_proactive_${apiKey}`;
  const local = storageOf(win, 'localStorage');
  const session = storageOf(win, 'sessionStorage');
  const lasting = read<Lasting>(local, key) ?? {};
  // The first page of a visit decides whether it is a return, before this visit marks the site seen.
  const visit = read<Visit>(session, key) ?? { returning: Boolean(lasting.seen), shown: [] };
  write(session, key, visit);
  write(local, key, { ...lasting, seen: true });
  // Read at each use: the loader replaces the snippet's stub with its API once it has booted.
  const parley = (): ParleyGlobal | undefined => win.Parley;

  const record = (trigger: number, event: 'shown' | 'opened' | 'converted') =>
    void fetcher(`${origin}/api/v1/widget/proactive/events?apiKey=${encodeURIComponent(apiKey)}&trigger=${trigger}&event=${event}`, {
      method: 'POST',
      mode: 'no-cors',
      keepalive: true,
    }).catch(() => {});

  // Converted: the visitor sends a message after opening the chat from a bubble (on any page of the visit).
  parley()?.('on', 'sent', () => {
    if (visit.opened === undefined) return;
    record(visit.opened, 'converted');
    visit.opened = undefined;
    write(session, key, visit);
  });

  let plan: Plan;
  try {
    const languages = (win.navigator.languages?.length ? win.navigator.languages : [win.navigator.language]).join(',');
    const response = await fetcher(
      `${origin}/api/v1/widget/proactive?apiKey=${encodeURIComponent(apiKey)}&page=${encodeURIComponent(win.location.href)}&lang=${encodeURIComponent(languages)}`,
    );
    if (!response.ok) return;
    plan = ((await response.json()) as { data: Plan }).data;
  } catch {
    return;
  }

  const chatOpen = () =>
    [...doc.querySelectorAll<HTMLIFrameElement>('iframe')].some((f) => f.src.startsWith(`${origin}/embed/`) && f.style.display === 'block');
  let bubble: HTMLElement | null = null;
  let watch = 0;
  const remove = () => {
    bubble?.remove();
    bubble = null;
    win.clearInterval(watch);
    doc.removeEventListener('keydown', onKey);
  };
  const dismiss = (trigger: number) => {
    remove();
    const now = read<Lasting>(local, key) ?? {};
    write(local, key, { ...now, dismissed: [...(now.dismissed ?? []), trigger] });
  };
  let current = 0;
  function onKey(event: KeyboardEvent) {
    if (event.key === 'Escape' && bubble && !pageDialogOpen(doc)) dismiss(current);
  }

  const side = plan.position === 'bottom-left' ? 'inset-inline-start' : 'inset-inline-end';
  function show(trigger: PlannedTrigger) {
    // Fixed above the launcher: it takes no room in the page, so nothing moves. The outer box takes
    // the page's direction (the launcher's side); the text its own (dir=auto, the message's lang).
    const box = doc.createElement('div');
    box.setAttribute('data-parley-proactive', String(trigger.id));
    box.style.cssText =
      'position:fixed;bottom:88px;max-width:min(300px,calc(100vw - 40px));z-index:2147483645;display:flex;align-items:flex-start;gap:4px;font:15px/1.4 system-ui,sans-serif';
    box.style.setProperty(side, '20px');
    const text = doc.createElement('button');
    text.type = 'button';
    text.dir = 'auto';
    if (trigger.lang) text.lang = trigger.lang;
    text.textContent = trigger.message;
    text.style.cssText =
      'text-align:start;padding:12px 14px;border:0;border-radius:14px;background:#fff;color:#111;box-shadow:0 6px 24px rgba(0,0,0,.18);cursor:pointer;font:inherit';
    const close = doc.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', plan.dismiss_label ?? 'Dismiss');
    close.style.cssText =
      'width:28px;height:28px;border:0;border-radius:14px;background:#fff;color:#111;box-shadow:0 2px 8px rgba(0,0,0,.18);cursor:pointer;font:18px/1 system-ui';
    // Announced politely; the visitor's focus stays where it was.
    box.setAttribute('role', 'status');
    box.append(text, close);
    text.addEventListener('click', () => {
      remove();
      visit.opened = trigger.id;
      write(session, key, visit);
      record(trigger.id, 'opened');
      parley()?.('open');
    });
    close.addEventListener('click', () => dismiss(trigger.id));
    doc.body.append(box);
    bubble = box;
    current = trigger.id;
    doc.addEventListener('keydown', onKey);
    // A dialog of the page opening later hides the bubble until it closes; the chat opening ends it.
    watch = win.setInterval(() => {
      if (chatOpen()) return remove();
      box.style.visibility = pageDialogOpen(doc) ? 'hidden' : 'visible';
    }, 500);
  }

  const fire = (trigger: PlannedTrigger) => {
    if (visit.shown.includes(trigger.id) || bubble || chatOpen()) return;
    // The page's own dialog is open: wait for it to close.
    if (pageDialogOpen(doc)) return void win.setTimeout(() => fire(trigger), 1000);
    visit.shown.push(trigger.id);
    write(session, key, visit);
    record(trigger.id, 'shown');
    show(trigger);
  };

  const dismissed = new Set(lasting.dismissed ?? []);
  for (const trigger of plan.triggers) {
    if (dismissed.has(trigger.id) || visit.shown.includes(trigger.id)) continue;
    const { condition } = trigger;
    if (condition.kind === 'time_on_page') win.setTimeout(() => fire(trigger), condition.seconds * 1000);
    else if (condition.kind === 'returning_visitor') {
      if (visit.returning) win.setTimeout(() => fire(trigger), 0);
    } else if (condition.kind === 'scroll_depth') {
      const onScroll = () => {
        const root = doc.documentElement;
        const depth = ((win.scrollY + win.innerHeight) / Math.max(root.scrollHeight, 1)) * 100;
        if (depth < condition.percent) return;
        win.removeEventListener('scroll', onScroll);
        fire(trigger);
      };
      win.addEventListener('scroll', onScroll, { passive: true });
    } else if (!win.matchMedia || win.matchMedia('(pointer: fine)').matches) {
      // Leaving: the pointer goes out through the top of the window (desktop pointers only).
      const onOut = (event: MouseEvent) => {
        if (event.relatedTarget || event.clientY > 0) return;
        doc.removeEventListener('mouseout', onOut);
        fire(trigger);
      };
      doc.addEventListener('mouseout', onOut);
    }
  }
}
