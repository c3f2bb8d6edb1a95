import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same (by JSON) for `delayMs`: the preview asks the server after
 * the user stops typing, not on every key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
