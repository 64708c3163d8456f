/**
 * Several files chosen at once upload side by side and may finish in any order; their results are handed on in the
 * order the files were chosen (issue 14), so that images land in a product's list as the admin picked them. A
 * failed upload is skipped without holding up the ones chosen after it.
 */
export interface SelectionOrder<T> {
  /** Takes the next place in line: call when a file is chosen, before its upload starts. */
  place(): number;
  /** The upload in this place finished (`done`) or failed (null); hands on every result now next in line. */
  settle(place: number, result: { done: T } | null): void;
}

export function selectionOrder<T>(handOn: (result: T) => void): SelectionOrder<T> {
  let placed = 0;
  let next = 0;
  const waiting = new Map<number, { done: T } | null>();
  return {
    place: () => placed++,
    settle(place, result) {
      waiting.set(place, result);
      while (waiting.has(next)) {
        const ready = waiting.get(next);
        waiting.delete(next);
        next += 1;
        if (ready) handOn(ready.done);
      }
    },
  };
}
