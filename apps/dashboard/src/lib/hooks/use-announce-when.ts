import { useEffect, useRef } from 'react';
import { announceChange, type DataTopic } from '../data-changes';

/**
 * Announces `topics` whenever `signal` changes from one known value to another: background work
 * the page watches (a crawl's counts, a document's status) has changed what other lists show.
 * The first value (the page's own load) announces nothing.
 */
export function useAnnounceWhen(signal: string | number | null | undefined, ...topics: DataTopic[]): void {
  const previous = useRef(signal);
  const latestTopics = useRef(topics);
  latestTopics.current = topics;
  useEffect(() => {
    const before = previous.current;
    previous.current = signal;
    if (before !== signal && before !== null && before !== undefined) announceChange(...latestTopics.current);
  }, [signal]);
}
