/** A listener map: event name → listener signature (an interface works; no index signature needed). */
export type EventMap<Events> = { [E in keyof Events]: (...args: never[]) => void };

/**
 * A small typed emitter (no Node `events` in the browser bundle). A throwing listener does not
 * stop the others or the SDK: its error is reported asynchronously, like a DOM event handler's.
 */
export class TypedEmitter<Events extends EventMap<Events>> {
  #listeners = new Map<keyof Events, Set<Events[keyof Events]>>();

  on<E extends keyof Events>(event: E, listener: Events[E]): this {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  once<E extends keyof Events>(event: E, listener: Events[E]): this {
    const wrapper = ((...args: Parameters<Events[E]>) => {
      this.off(event, wrapper);
      listener(...args);
    }) as Events[E];
    return this.on(event, wrapper);
  }

  off<E extends keyof Events>(event: E, listener: Events[E]): this {
    this.#listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners(event?: keyof Events): this {
    if (event === undefined) this.#listeners.clear();
    else this.#listeners.delete(event);
    return this;
  }

  listenerCount(event: keyof Events): number {
    return this.#listeners.get(event)?.size ?? 0;
  }

  protected emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
    const set = this.#listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as (...a: Parameters<Events[E]>) => void)(...args);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
