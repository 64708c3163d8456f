import { useOutletContext } from 'react-router';

export type PrintType = 'Questions' | 'Memo';

export interface PrintSettings {
  fontSize: number;
  type: PrintType;
  /** The school logo toggle (shown only when the school has a logo). */
  showLogo: boolean;
  /** A printer page says whether its school has a logo, so the layout offers the toggle. */
  setHasLogo(hasLogo: boolean): void;
}

export const FONT_SIZE = { initial: 17, min: 14, max: 20, step: 1 } as const;

/** Font size from the URL (`fontSize`, 14 to 20), else 17. */
export function fontSizeFrom(value: string | null): number {
  const size = Number(value);
  return Number.isInteger(size) && size >= FONT_SIZE.min && size <= FONT_SIZE.max ? size : FONT_SIZE.initial;
}

/** For the printer pages: the print layout's font size, Questions / Memorandum choice and logo toggle. */
export function usePrintSettings(): PrintSettings {
  return useOutletContext<PrintSettings>();
}
