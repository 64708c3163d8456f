/** An order's document (confirmation, tax invoice, credit note) as an A4 PDF (pdfkit, its built-in Helvetica: no font files to ship). */
import PDFDocument from 'pdfkit';
import { bankLines, documentFacts, invoiceMoney, invoiceTotals, type TaxInvoice } from './invoice.ts';

const margin = 50;
const amountWidth = 110;

export function invoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const { words } = invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: `${words.headings[invoice.kind]} ${invoice.number}`, Author: invoice.supplier.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * margin;

  doc.font('Helvetica-Bold').fontSize(20).text(words.headings[invoice.kind]);
  if (invoice.kind === 'CONFIRMATION') doc.font('Helvetica').fontSize(10).text(words.notTaxInvoice);
  doc.moveDown(0.5);

  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(words.supplier, margin, top);
  doc.font('Helvetica').text(invoice.supplier.name);
  for (const line of invoice.supplier.address) doc.text(line);
  doc.text(`${words.vatNumber}: ${invoice.supplier.vatNumber}`);
  const supplierBottom = doc.y;
  const right = margin + width / 2;
  const payment = new Set([words.paymentMethod, words.paymentStatus]);
  doc.y = top;
  for (const [label, value] of documentFacts(invoice).filter(([label]) => !payment.has(label)))
    doc.font('Helvetica-Bold').text(`${label}: `, right, doc.y, { continued: true }).font('Helvetica').text(value);
  doc.y = Math.max(supplierBottom, doc.y);
  doc.moveDown();

  const buyerTop = doc.y;
  doc.font('Helvetica-Bold').text(words.buyer, margin, buyerTop);
  doc.font('Helvetica').text(invoice.buyer.name);
  if (invoice.buyer.email) doc.text(invoice.buyer.email);
  const buyerBottom = doc.y;
  if (invoice.shipTo) {
    doc.font('Helvetica-Bold').text(words.shipTo, right, buyerTop);
    doc.font('Helvetica');
    for (const line of invoice.shipTo) doc.text(line, right);
  }
  doc.y = Math.max(buyerBottom, doc.y);
  doc.moveDown(1.5);

  const row = (label: string, amount: string, bold = false, valueWidth = amountWidth) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, margin, y, { width: width - valueWidth - 10 });
    const after = doc.y;
    doc.text(amount, margin + width - valueWidth, y, { width: valueWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  const rule = () => {
    doc
      .moveTo(margin, doc.y)
      .lineTo(margin + width, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.y += 4;
  };
  row(words.description, words.amount, true);
  rule();
  for (const line of invoice.lines) row(line.description, invoiceMoney(line.amount));
  rule();
  for (const [label, value] of invoiceTotals(invoice)) row(label, invoiceMoney(value), label === words.total);
  doc.moveDown();

  row(words.paymentMethod, invoice.paymentMethod, false, width / 2);
  if (invoice.paymentStatus) row(words.paymentStatus, invoice.paymentStatus, false, width / 2);

  const bank = bankLines(invoice);
  if (bank.length > 0 && invoice.bank) {
    doc.moveDown();
    doc.font('Helvetica-Bold').text(words.payInto, margin);
    for (const [label, value] of bank) row(label, value, false, width / 2);
    doc.font('Helvetica').text(words.proof(invoice.bank.proofOfPaymentEmail), margin);
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${words.questions} ${invoice.contact.email}, ${invoice.contact.phone} · ${invoice.contact.website}`, margin);
  doc.end();
  return done;
}
