/**
 * Card payment (000 section 7): a real browser form POST of the server's fields, in their order, to the card
 * provider's process page. The page leaves the app; the provider sends her back to the order
 * (/app/productorders/{id}?payment=done|cancelled).
 */
export function submitPaymentForm(payment: { url: string; fields: readonly { name: string; value: string }[] }): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = payment.url;
  form.acceptCharset = 'UTF-8';
  form.style.display = 'none';
  form.dataset.testid = 'card-payment-form';
  for (const field of payment.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
