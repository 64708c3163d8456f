import { useEffect, useState } from 'react';

/**
 * What a search box holds as typed, and the trimmed search to query with once typing pauses: a server search per
 * pause, not per key.
 */
export function useTypedSearch(delayMs = 300): { typed: string; setTyped(value: string): void; search: string } {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  return { typed, setTyped, search };
}
