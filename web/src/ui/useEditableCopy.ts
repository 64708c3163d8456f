import { useState } from 'react';

/**
 * A local, editable copy of `value` that starts over whenever `value` changes (a search box whose text the address
 * overrides). The copy is reset during render, as React documents for adjusting state to a prop, so no render
 * shows the old copy beside the new value.
 */
export function useEditableCopy<T>(value: T): [T, (next: T) => void] {
  const [copy, setCopy] = useState(value);
  const [source, setSource] = useState(value);
  if (!Object.is(source, value)) {
    setSource(value);
    setCopy(value);
  }
  return [copy, setCopy];
}
