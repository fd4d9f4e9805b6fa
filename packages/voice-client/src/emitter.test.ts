import { describe, expect, it, vi } from 'vitest';
import { TypedEmitter } from './emitter';

interface Events {
  ping: (n: number) => void;
  done: () => void;
}
class Emitter extends TypedEmitter<Events> {
  fire<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>) {
    this.emit(event, ...args);
  }
}

describe('TypedEmitter', () => {
  it('calls listeners with their arguments, once() only once, off() removes', () => {
    const e = new Emitter();
    const seen: number[] = [];
    const listener = (n: number) => seen.push(n);
    e.on('ping', listener);
    e.once('ping', (n) => seen.push(n * 10));
    e.fire('ping', 1);
    e.fire('ping', 2);
    e.off('ping', listener);
    e.fire('ping', 3);
    expect(seen).toEqual([1, 10, 2]);
    expect(e.listenerCount('ping')).toBe(0);
  });
  it('a throwing listener does not stop the others', async () => {
    const e = new Emitter();
    const second = vi.fn();
    const errors: unknown[] = [];
    const original = globalThis.queueMicrotask;
    globalThis.queueMicrotask = (cb) =>
      original(() => {
        try {
          cb();
        } catch (error) {
          errors.push(error);
        }
      });
    try {
      e.on('done', () => {
        throw new Error('listener bug');
      });
      e.on('done', second);
      e.fire('done');
      await Promise.resolve();
    } finally {
      globalThis.queueMicrotask = original;
    }
    expect(second).toHaveBeenCalledOnce();
    expect(errors).toEqual([new Error('listener bug')]);
  });
});
