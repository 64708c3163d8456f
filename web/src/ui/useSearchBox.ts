import { useEffect, useState } from 'react';

/** How long typing pauses before the search reaches the address (and the server). */
export const SEARCH_DELAY_MS = 350;

/**
 * A search box over a value of the address (`?q=`): what she types is written (trimmed, null when empty) after a
 * pause; a value the address gets from elsewhere (Back, a link) replaces her text at once.
 *
 * The address's echo of the box's own write never replaces her text: a navigation renders as a transition, and on
 * a slow phone it can commit after she has typed on, so taking the echo as a new value threw away her newer words
 * (and the search for them).
 */
export function useSearchBox(value: string, write: (text: string | null) => void): [string, (next: string) => void] {
  const [typed, setTyped] = useState(value);
  const [source, setSource] = useState(value);
  // The box's writes the address has not shown yet, oldest first.
  const [unechoed, setUnechoed] = useState<string[]>([]);
  // Adjusted during render, as React documents for state that follows a prop: no render shows the old text
  // beside a new address value.
  if (source !== value) {
    setSource(value);
    const echo = unechoed.indexOf(value);
    if (echo >= 0) {
      setUnechoed(unechoed.slice(echo + 1));
    } else {
      setTyped(value);
      setUnechoed([]);
    }
  }

  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === value.trim()) return undefined;
    const timer = setTimeout(() => {
      setUnechoed((earlier) => [...earlier, wanted]);
      write(wanted || null);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, write]);

  return [typed, setTyped];
}
