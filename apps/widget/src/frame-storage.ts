import { parentOrigin } from './host';
export type FrameStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the loader on the host page keeps for the frame, handed over in the frame URL's fragment. */
export const STATE_PARAM = 'state';

function usable(win: Window): Storage | null {
  try {
    const storage = win.localStorage;
    const probe = '__parley_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function seeded(win: Window): Record<string, string> {
  try {
    const raw = new URLSearchParams(win.location.hash.slice(1)).get(STATE_PARAM);
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * The frame's own storage when the browser allows it. A browser that blocks third-party storage
 * (cookie blocking, strict privacy modes) throws on `localStorage` in the frame; then the state
 * lives in memory and every change is mirrored to the loader, which keeps it in the host page's
 * first-party storage and hands it back on the next page of the site, so the conversation still
 * follows the visitor.
 */
export function frameStorage(win: Window = window): FrameStorage {
  const own = usable(win);
  if (own) return own;
  const items = new Map(Object.entries(seeded(win)));
  const target = parentOrigin(win);
  const mirror = (key: string, value: string | null) => {
    if (win.parent !== win && target) win.parent.postMessage({ type: 'parley:store', key, value }, target);
  };
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
      mirror(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
      mirror(key, null);
    },
  };
}
