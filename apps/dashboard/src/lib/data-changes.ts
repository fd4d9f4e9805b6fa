/**
 * What the dashboard's lists show, by kind. After work that changes a kind (a mutation the person
 * made, or background work seen to finish: a crawl, a document processed, an import), the page
 * says so with `announceChange`, and every list of that kind on screen reloads (`useLoad`'s
 * `refreshOn`). Pages never reach into each other's state to refresh it.
 */
export type DataTopic = 'faqs' | 'products' | 'documents' | 'rules' | 'audit' | 'leads' | 'conversations';

const changes = new EventTarget();

/** Tells every list of these kinds on screen that what it shows has changed. */
export function announceChange(...topics: DataTopic[]): void {
  for (const topic of new Set(topics)) changes.dispatchEvent(new Event(topic));
}

/** Runs a mutation, then announces the kinds it changed (only when it succeeded); answers what it answered. */
export async function changing<T>(topics: readonly DataTopic[], mutation: () => Promise<T>): Promise<T> {
  const result = await mutation();
  announceChange(...topics);
  return result;
}

/** Calls `listener` whenever one of `topics` changes, until the returned function is called. */
export function onChange(topics: readonly DataTopic[], listener: () => void): () => void {
  for (const topic of topics) changes.addEventListener(topic, listener);
  return () => {
    for (const topic of topics) changes.removeEventListener(topic, listener);
  };
}
