/**
 * Typed filtering of a select's options (issue 27): what she types narrows the list to the options whose words
 * contain it, whatever the case, accents or hyphens ('kwa natal' finds KwaZulu-Natal, 'noord' finds Noord-Kaap and
 * Noordwes). Pure, so the rule has its table test; FilterSelect puts it on every select with more than a few options.
 */
import { isValidElement, type ReactNode } from 'react';

/** The words a label shows, for a label built of elements (a colour swatch before its name). */
export function textOf(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: unknown) => textOf(child)).join('');
  if (typeof node === 'object' && isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** Lower case, accents off (ê → e), dashes and runs of spaces as one space. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\p{Pd}]+/gu, ' ')
    .trim();
}

/** Whether every word typed appears in the label. Nothing typed keeps every option. */
export function matchesTyped(typed: string, label: unknown): boolean {
  const shown = folded(textOf(label));
  return folded(typed)
    .split(' ')
    .every((word) => shown.includes(word));
}

/** An option's label, else its value: what she sees and so what she types. */
export function optionMatches(typed: string, option: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!option) return false;
  return matchesTyped(typed, option.label ?? option.value);
}
