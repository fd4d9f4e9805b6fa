import { describe, expect, it, vi } from 'vitest';
import { frameStorage } from './frame-storage';

/** A window whose `localStorage` throws, as in a third-party frame with storage blocked. */
function blockedWindow(hash = '') {
  const parent = { postMessage: vi.fn() };
  const win = { parent, location: { hash, ancestorOrigins: ['https://shop.example'] }, document: { referrer: '' } } as unknown as Window;
  Object.defineProperty(win, 'localStorage', {
    get() {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
    },
  });
  return { win, parent };
}

describe('frameStorage', () => {
  it('uses the frame’s own storage when the browser allows it', () => {
    const storage = frameStorage(window);
    storage.setItem('parley_chat_k', 'chat_1');
    expect(window.localStorage.getItem('parley_chat_k')).toBe('chat_1');
  });

  it('falls back to memory seeded by the loader and mirrors changes to the host page when storage is blocked', () => {
    const state = encodeURIComponent(JSON.stringify({ parley_visitor: 'v-1', parley_chat_k: 'chat_9', bad: 3 }));
    const { win, parent } = blockedWindow(`#state=${state}`);
    const storage = frameStorage(win);
    expect(storage.getItem('parley_chat_k')).toBe('chat_9');
    expect(storage.getItem('parley_visitor')).toBe('v-1');
    expect(storage.getItem('bad')).toBeNull();
    storage.setItem('parley_chat_k', 'chat_10');
    storage.removeItem('parley_visitor');
    expect(storage.getItem('parley_chat_k')).toBe('chat_10');
    expect(parent.postMessage).toHaveBeenNthCalledWith(1, { type: 'parley:store', key: 'parley_chat_k', value: 'chat_10' }, 'https://shop.example');
    expect(parent.postMessage).toHaveBeenNthCalledWith(2, { type: 'parley:store', key: 'parley_visitor', value: null }, 'https://shop.example');
  });

  it('ignores a malformed fragment', () => {
    const { win } = blockedWindow('#state=%7Bnot-json');
    expect(frameStorage(win).getItem('parley_visitor')).toBeNull();
  });
});
