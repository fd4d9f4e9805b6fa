import { useCallback, useEffect, useState } from 'react';
import { onChange, type DataTopic } from '../data-changes';

/**
 * Loads data for a page and says so: loading, the data, or the error message. `refreshOn`: the
 * kinds of data it shows, so it loads again whenever work elsewhere announces they changed.
 */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[] = [], refreshOn: readonly DataTopic[] = []) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const run = useCallback(load, deps);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await run());
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  }, [run]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const topics = refreshOn.join(' ');
  useEffect(() => (topics ? onChange(topics.split(' ') as DataTopic[], () => void reload()) : undefined), [topics, reload]);
  return { data, setData, error, loading, reload };
}
