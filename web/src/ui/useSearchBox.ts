import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

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
 * pause; a value the address gets from elsewhere replaces her text (followAddress).
 *
 * The address is followed in a layout effect, that is only with a value some render committed (before the screen
 * is painted, so no frame shows the old text beside a new address). Followed during render, it was not: a navigation
 * renders as a transition, and a render of her typing that React ran meanwhile still saw the address of before it,
 * took that for a value from elsewhere and replaced her words with it; the transition's value then replaced them
 * again, so the box and the list went back to her previous search (the shop browser test's failure in CI).
 */
export function useSearchBox(value: string, write: (text: string | null) => void): [string, (next: string) => void] {
  const [typed, setTypedText] = useState(value);
  // Changed only by her typing, the pause's write and the layout effect: never during a render.
  const box = useRef<SearchBox>({ typed: value, source: value, unechoed: [] });
  const setTyped = useCallback((text: string) => {
    box.current = { ...box.current, typed: text };
    setTypedText(text);
  }, []);

  useLayoutEffect(() => {
    const next = followAddress(box.current, value);
    if (next === box.current) return;
    box.current = next;
    setTypedText(next.typed);
  }, [value]);

  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === value.trim()) return undefined;
    const timer = setTimeout(() => {
      box.current = { ...box.current, unechoed: [...box.current.unechoed, wanted] };
      write(wanted || null);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, value, write]);

  return [typed, setTyped];
}
