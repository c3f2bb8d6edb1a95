import { useEffect, useState } from 'react';

/** The wall clock (epoch ms), re-read every `everyMs` while the component is shown (countdowns). */
export function useNow(everyMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
