/*
 * The sandbox's hosted checkout, rendered on the server: plain HTML and CSS, no script (the site's
 * Content-Security-Policy allows none inline), readable from a 320 px phone up. It is the provider's
 * page, not the site's: like a real PSP's sandbox it speaks English only.
 */

export interface CheckoutView {
  ref: string;
  merchantName: string;
  amountMinor: number;
  currency: string;
  method: string;
  merchantOrder: string;
  expiresAt: Date;
  state: 'open' | 'expired' | 'approved' | 'failed';
  returnUrl: string;
  actionBase: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const amount = (minor: number, currency: string) =>
  `${currency}${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;

const time = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

const style = `
:root { color-scheme: light dark; --bg: #f3f5f8; --card: #fff; --text: #16202c; --muted: #5b6675; --line: #dde2e8;
  --ok: #0f7b3f; --ok-text: #fff; --bad: #b42318; --accent: #3446c9; }
@media (prefers-color-scheme: dark) { :root { --bg: #10151c; --card: #1a212b; --text: #eef2f6; --muted: #a8b3c1;
  --line: #2c3644; --ok: #36b46b; --ok-text: #07140c; --bad: #ff8a80; --accent: #9fb0ff; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; display: flex; flex-direction: column; align-items: center; }
header { width: 100%; padding: 12px 16px; display: flex; align-items: center; gap: 8px; font-weight: 700; color: var(--accent); }
header small { font-weight: 500; color: var(--muted); border: 1px solid var(--line); border-radius: 999px; padding: 0 8px; }
main { width: 100%; max-width: 440px; padding: 8px 16px 32px; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 24px 20px; }
h1 { font-size: 1rem; font-weight: 600; margin: 0 0 4px; color: var(--muted); }
.amount { font-size: 2rem; font-weight: 700; margin: 0 0 16px; font-variant-numeric: tabular-nums; }
dl { margin: 0 0 20px; display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
dt { color: var(--muted); } dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
.actions { display: grid; gap: 12px; }
button, .link { display: flex; align-items: center; justify-content: center; min-height: 48px; width: 100%; border-radius: 12px;
  font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
.approve { background: var(--ok); color: var(--ok-text); border: 0; }
.fail { background: transparent; color: var(--bad); border: 1px solid currentColor; }
.link { border: 1px solid var(--line); color: var(--text); }
.note { margin: 0 0 16px; padding: 12px; border-radius: 12px; border: 1px solid var(--line); }
.note.bad { color: var(--bad); border-color: currentColor; }
footer { color: var(--muted); font-size: .875rem; text-align: center; margin-top: 16px; }
`;

function shell(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${style}</style></head>
<body><header>Sandbox Pay <small>test mode</small></header><main>${body}</main></body></html>`;
}

/** The checkout page of one payment; null: the reference is unknown. */
export function checkoutPage(view: CheckoutView | null): string {
  if (!view) {
    return shell(
      'Payment not found',
      `<div class="card"><h1>Payment not found</h1><p class="note bad">This payment link is not valid.</p></div>`,
    );
  }
  const details = `<dl>
    <dt>Merchant</dt><dd>${escape(view.merchantName)}</dd>
    <dt>Method</dt><dd>${escape(view.method)}</dd>
    <dt>Order</dt><dd>${escape(view.merchantOrder)}</dd>
    <dt>Reference</dt><dd>${escape(view.ref)}</dd>
    <dt>Pay before</dt><dd><time datetime="${view.expiresAt.toISOString()}">${time(view.expiresAt)}</time></dd>
  </dl>`;
  const back = `<a class="link" href="${escape(view.returnUrl)}">Return to ${escape(view.merchantName)}</a>`;
  const states = {
    open: `<form class="actions" method="post">
      <button class="approve" type="submit" formaction="${escape(view.actionBase)}/approve">Approve payment</button>
      <button class="fail" type="submit" formaction="${escape(view.actionBase)}/fail">Fail payment</button>
    </form>`,
    expired: `<p class="note bad" role="alert">This payment has expired and can no longer be approved.</p><div class="actions">${back}</div>`,
    approved: `<p class="note" role="status">This payment was approved.</p><div class="actions">${back}</div>`,
    failed: `<p class="note bad" role="status">This payment failed.</p><div class="actions">${back}</div>`,
  } satisfies Record<CheckoutView['state'], string>;
  return shell(
    `Pay ${amount(view.amountMinor, view.currency)} to ${view.merchantName}`,
    `<div class="card"><h1>Pay ${escape(view.merchantName)}</h1>
      <p class="amount">${escape(amount(view.amountMinor, view.currency))}</p>
      ${details}${states[view.state]}</div>
    <footer>Sandbox: no real money moves. Approve or fail to test the merchant's flow.</footer>`,
  );
}
