/** The fake gateway's two pages: the hosted payment page and the form that returns the buyer. */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const PAYMENT_CHOICES = [
  ['bkash', 'bKash', 'BKASH-BKash'],
  ['nagad', 'Nagad', 'NAGAD-Nagad'],
  ['rocket', 'Rocket', 'DBBLMOBILEB-Dbbl Mobile Banking'],
  ['card', 'Card', 'VISA-Dutch Bangla'],
] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number][0];

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
fieldset{margin:1rem 0}button{margin-right:.5rem;padding:.5rem 1rem}</style>
</head><body>${body}</body></html>`;

/** What the buyer sees: the book, the amount, a choice of wallet or card, Pay, Fail, Cancel. */
export function paymentPage(action: string, productName: string, amount: string): string {
  const choices = PAYMENT_CHOICES.map(
    ([value, label], index) =>
      `<div><input type="radio" id="pay-${value}" name="choice" value="${value}"${
        index === 0 ? ' checked' : ''
      }> <label for="pay-${value}">${label}</label></div>`,
  ).join('\n');
  return page(
    'SSLCommerz test gateway',
    `<main>
<h1>SSLCommerz test gateway</h1>
<p>This local gateway only pretends to take money.</p>
<p>Book: <strong>${escape(productName)}</strong></p>
<p>Amount: <strong>BDT ${escape(amount)}</strong></p>
<form method="post" action="${escape(action)}">
<fieldset><legend>Pay with</legend>
${choices}
</fieldset>
<p><input type="checkbox" id="repeat-ipn" name="repeat_ipn" value="yes">
<label for="repeat-ipn">Send the payment notification twice (as gateways sometimes do)</label></p>
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="fail">Fail</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>
</main>`,
  );
}

/** Sends the browser back to the shop with the signed fields, as the real gateway does. */
export function returnForm(url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');
  return page(
    'Returning to the shop',
    `<main><p>Returning to the shop…</p>
<form id="back" method="post" action="${escape(url)}">
${inputs}
<noscript><button type="submit">Continue</button></noscript>
</form>
<script>document.getElementById('back').submit()</script></main>`,
  );
}
