/**
 * Which tax documents a write to an order calls for (issue 27; VAT Act s20, s21). Pure: the order's issued invoices
 * minus its credit notes are what the buyer has been invoiced for (the net position, line by line); what she owes
 * now is the order's lines while it is PAID, and nothing otherwise. The difference is issued as one document: a
 * credit note when the total went down, a further invoice when it went up, each line at its change. So a credit
 * note's figures are the difference to the cent, and the invoices minus the credit notes of an order always equal
 * what it was paid. A first invoice is the difference from nothing; a cancellation credits everything.
 */
import { vatIn } from '../domain/pricing.ts';

export type DocumentKind = 'INVOICE' | 'CREDIT_NOTE';

/** A line as the document shows it: an item (its id), 'COUPON' (negative on an invoice) or 'SHIPPING'. */
export interface DocumentLine {
  key: string;
  description: string;
  /** Cents, VAT included, as the document shows it: what a credit note credits is positive. */
  cents: number;
}

/** What an order owes, or has been invoiced for: its lines and its figures in cents. */
export interface Position {
  lines: DocumentLine[];
  cents: number;
  vatCents: number;
}

export interface IssuedDocument extends Position {
  kind: DocumentKind;
}

const sign = (kind: DocumentKind) => (kind === 'INVOICE' ? 1 : -1);

interface NetLine {
  description: string;
  cents: number;
  /** Invoiced lines of this key minus credited ones: 1 while the buyer is invoiced for it. */
  count: number;
}

/** Invoices minus credit notes, line by line. */
export function netPosition(documents: readonly IssuedDocument[]): Position & { counts: Map<string, number> } {
  const byKey = new Map<string, NetLine>();
  let cents = 0;
  let vatCents = 0;
  for (const document of documents) {
    const factor = sign(document.kind);
    cents += factor * document.cents;
    vatCents += factor * document.vatCents;
    for (const line of document.lines) {
      const net = byKey.get(line.key) ?? { description: line.description, cents: 0, count: 0 };
      net.cents += factor * line.cents;
      net.count += factor;
      if (factor > 0) net.description = line.description;
      byKey.set(line.key, net);
    }
  }
  const present = [...byKey].filter(([, line]) => line.count > 0 || line.cents !== 0);
  return {
    lines: present.map(([key, line]) => ({ key, description: line.description, cents: line.cents })),
    cents,
    vatCents,
    counts: new Map(present.map(([key, line]) => [key, line.count])),
  };
}

interface Change {
  line: DocumentLine;
  /** The buyer now owes it and was not invoiced for it (or owes more for it). */
  added: boolean;
}

function changesBetween(net: ReturnType<typeof netPosition>, target: Position): Change[] {
  const owed = new Map(target.lines.map((line) => [line.key, line]));
  const invoiced = new Map(net.lines.map((line) => [line.key, line]));
  const keys = [...new Set([...invoiced.keys(), ...owed.keys()])];
  const changes: Change[] = [];
  for (const key of keys) {
    const now = owed.get(key);
    const before = invoiced.get(key);
    const delta = (now?.cents ?? 0) - (before?.cents ?? 0);
    const wasInvoiced = (net.counts.get(key) ?? 0) > 0;
    if (delta === 0 && Boolean(now) === wasInvoiced) continue;
    const description = now?.description ?? before?.description ?? key;
    changes.push({ line: { key, description, cents: delta }, added: delta > 0 || (delta === 0 && Boolean(now)) });
  }
  return changes;
}

/** A document of these changes; a credit note shows each change as what it credits. */
function documentOf(kind: DocumentKind, changes: Change[], cents: number, vatCents: number): IssuedDocument {
  const factor = sign(kind);
  return {
    kind,
    lines: changes.map(({ line }) => ({ ...line, cents: factor * line.cents })),
    cents,
    vatCents,
  };
}

/** The documents that bring what was invoiced (`issued`) to what is owed now (`target`); none when they agree. */
export function documentsFor(issued: readonly IssuedDocument[], target: Position): IssuedDocument[] {
  const net = netPosition(issued);
  const changes = changesBetween(net, target);
  const totalDelta = target.cents - net.cents;
  const vatDelta = target.vatCents - net.vatCents;
  if (changes.length === 0 && totalDelta === 0 && vatDelta === 0) return [];
  if (totalDelta < 0) return [documentOf('CREDIT_NOTE', changes, -totalDelta, -vatDelta)];
  if (totalDelta > 0) return [documentOf('INVOICE', changes, totalDelta, vatDelta)];
  // The same total: what was taken off is credited and what was put on invoiced (a product swapped for one of the
  // same price), or one document when the change went one way only (a free order invoiced or cancelled).
  const added = changes.filter((change) => change.added);
  const taken = changes.filter((change) => !change.added);
  const sumOf = (list: Change[]) => Math.abs(list.reduce((sum, change) => sum + change.line.cents, 0));
  const vatOf = (cents: number) => Math.round(vatIn(cents / 100).vat * 100);
  const documents: IssuedDocument[] = [];
  if (taken.length > 0) documents.push(documentOf('CREDIT_NOTE', taken, sumOf(taken), vatOf(sumOf(taken))));
  if (added.length > 0) documents.push(documentOf('INVOICE', added, sumOf(added), vatOf(sumOf(added))));
  return documents;
}

/** A document's lines as the revenue report sums them, signed (a credit note's negative), with the VAT in each. */
export function revenueLines(
  document: IssuedDocument,
): { key: string; title: string; cents: number; vatCents: number; counted: number }[] {
  const factor = sign(document.kind);
  // An order counts on a row where it was invoiced; a credit note changes the row's revenue, not its orders.
  const counted = document.kind === 'INVOICE' ? 1 : 0;
  const lineVat = (cents: number) => cents - Math.round(cents / 1.15);
  const rows = document.lines
    .filter((line) => line.key !== 'COUPON' && line.key !== 'ADJUSTMENT')
    .map((line) => ({
      key: line.key,
      title: line.key === 'SHIPPING' ? '' : line.description,
      cents: factor * line.cents,
      vatCents: factor * lineVat(line.cents),
      counted,
    }));
  // The coupon, an adjustment and the cents of rounding VAT: ADJUSTMENTS, so that the rows add up to the document exactly.
  const adjustment = {
    key: 'ADJUSTMENTS',
    title: '',
    cents: factor * document.cents - rows.reduce((sum, row) => sum + row.cents, 0),
    vatCents: factor * document.vatCents - rows.reduce((sum, row) => sum + row.vatCents, 0),
    counted,
  };
  return adjustment.cents !== 0 || adjustment.vatCents !== 0 ? [...rows, adjustment] : rows;
}
