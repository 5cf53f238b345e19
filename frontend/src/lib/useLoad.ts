import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api';

export interface Load<T> {
  data?: T;
  error?: ApiError | Error;
  loading: boolean;
  reload: () => void;
}

/** Loads once per change of {@code key} and on reload(); a stale answer never overwrites a newer one. */
export function useLoad<T>(load: () => Promise<T>, key: string): Load<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError | Error; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ data: previous.data, loading: true }));
    load().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error: error instanceof Error ? error : new Error(String(error)),
        loading: false }),
    );
    return () => {
      current = false;
    };
    // `key` names everything `load` depends on, so `load` itself is left out of the dependencies.
  }, [key, generation]);

  return { ...state, reload };
}
