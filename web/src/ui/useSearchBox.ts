import { useCallback, useEffect, useState } from 'react';

/** How long typing pauses before the search reaches the address (and the server). */
export const SEARCH_DELAY_MS = 350;

/** A search box's text, the address value it last followed, and its writes the address has not shown yet. */
export interface SearchBox {
  typed: string;
  source: string;
  unechoed: string[];
}

/**
 * The box once the address's value is `value`. The echo of one of its own writes keeps her text: a navigation
 * renders as a transition, and on a slow phone it can commit after she has typed on, so taking the echo as a new
 * value threw away her newer words (and the search for them). Any other value (Back, a link) replaces her text.
 */
export function followAddress(box: SearchBox, value: string): SearchBox {
  if (box.source === value) return box;
  const echo = box.unechoed.indexOf(value);
  if (echo >= 0) return { ...box, source: value, unechoed: box.unechoed.slice(echo + 1) };
  return { typed: value, source: value, unechoed: [] };
}

/**
 * A search box over a value of the address (`?q=`): what she types is written (trimmed, null when empty) after a
 * pause; a value the address gets from elsewhere replaces her text at once (followAddress).
 */
export function useSearchBox(value: string, write: (text: string | null) => void): [string, (next: string) => void] {
  const [box, setBox] = useState<SearchBox>({ typed: value, source: value, unechoed: [] });
  // Adjusted during render, as React documents for state that follows a prop: no render shows the old text
  // beside a new address value.
  if (box.source !== value) setBox(followAddress(box, value));
  const setTyped = useCallback((typed: string) => setBox((current) => ({ ...current, typed })), []);

  const { typed } = box;
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === value.trim()) return undefined;
    const timer = setTimeout(() => {
      setBox((current) => ({ ...current, unechoed: [...current.unechoed, wanted] }));
      write(wanted || null);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, write]);

  return [typed, setTyped];
}
