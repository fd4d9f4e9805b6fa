import { useState } from 'react';

/**
 * One action at a time (a delete, a resend, an export) and what became of it: which one runs
 * (`running`, the key it was started with, such as a row's id) and, when it failed, why (`problem`).
 */
export function useAction<Key = true>() {
  const [running, setRunning] = useState<Key | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (key: Key, action: () => Promise<unknown>) => {
    setRunning(key);
    setProblem(null);
    try {
      await action();
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setRunning(null);
    }
  };
  return { running, problem, setProblem, run };
}
