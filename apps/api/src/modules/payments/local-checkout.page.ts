/**
 * The local test gateway's pages, server-rendered HTML with a small inline stylesheet: the checkout (amount, order,
 * Pay and Fail buttons, works without JavaScript), the hand-back to the shop (a POST form auto-submitted by a
 * nonce'd script, with a visible Continue button), and a plain message page. Readable from 360 px up.
 */
import { t } from '@nirog/shared/messages/catalogue';
import { LOCAL_METHODS } from '../../providers/payments/local-gateway.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The pages' own policy: nothing loads from anywhere; style and script only with this response's nonce. */
export function localPageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
:root{--ink:#1f2a24;--muted:#5d6b63;--line:#dfe6e1;--bg:#f3f6f4;--brand:#1d6b47;--brand-dark:#15543a;--warn-bg:#fff4d6;--warn-ink:#7a5200;--bad:#b42318;--bad-bg:#fff5f4;--focus:#2563eb}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif}
.banner{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:.25rem .6rem;padding:.55rem 1rem;background:var(--warn-bg);color:var(--warn-ink);font-size:.875rem;border-bottom:1px solid #f1dd9f;text-align:center}
.banner strong{font-weight:700;letter-spacing:.01em}
.pill{display:inline-block;padding:.05rem .5rem;border:1px solid #e6c86e;border-radius:999px;background:#fff9e8;font-size:.75rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em}
.wrap{max-width:28rem;margin:0 auto;padding:1rem .75rem 2rem}
.card{background:#fff;border:1px solid var(--line);border-radius:14px;box-shadow:0 1px 2px rgba(16,24,20,.05),0 8px 24px rgba(16,24,20,.06);overflow:hidden}
.merchant{display:flex;align-items:center;gap:.75rem;padding:1rem 1.1rem;border-bottom:1px solid var(--line)}
.logo{flex:none;display:grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:10px;background:var(--brand);color:#fff;font-weight:700;font-size:1.2rem}
.merchant h1{margin:0;font-size:1.05rem;line-height:1.3}
.merchant p{margin:0;color:var(--muted);font-size:.875rem}
.amount{padding:1.1rem 1.1rem .9rem}
.amount span{display:block;color:var(--muted);font-size:.8rem;text-transform:uppercase;letter-spacing:.05em}
.amount strong{display:block;font-size:2rem;line-height:1.2;font-variant-numeric:tabular-nums;margin-top:.15rem}
.facts{margin:0;padding:0 1.1rem .9rem;display:grid;gap:.35rem}
.facts div{display:flex;justify-content:space-between;gap:1rem;font-size:.875rem}
.facts dt{color:var(--muted)}
.facts dd{margin:0;text-align:right;overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8rem;background:var(--bg);padding:.05rem .35rem;border-radius:4px}
form.pay{padding:.9rem 1.1rem 1.1rem;border-top:1px solid var(--line)}
fieldset{border:0;margin:0 0 1rem;padding:0}
legend{font-weight:600;font-size:.9rem;margin-bottom:.5rem}
.methods{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem}
.methods label{position:relative;display:flex;align-items:center;gap:.5rem;min-height:2.75rem;padding:.5rem .75rem;border:1px solid var(--line);border-radius:10px;cursor:pointer;font-size:.95rem}
.methods input{accent-color:var(--brand);width:1.05rem;height:1.05rem;margin:0}
.methods label:has(input:checked){border-color:var(--brand);background:#f0f8f3;box-shadow:inset 0 0 0 1px var(--brand)}
.btn{display:block;width:100%;min-height:3rem;padding:.7rem 1rem;border-radius:10px;border:1px solid transparent;font:inherit;font-weight:650;font-size:1.02rem;cursor:pointer;text-align:center;text-decoration:none}
.btn:focus-visible,.methods label:has(input:focus-visible),a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.btn-pay{background:var(--brand);color:#fff}
.btn-pay:hover{background:var(--brand-dark)}
.btn-fail{margin-top:.6rem;background:var(--bad-bg);color:var(--bad);border-color:#f3c1bc}
.btn-fail:hover{background:#ffe9e6}
.cancel{display:block;margin-top:.9rem;text-align:center;color:var(--muted);font-size:.9rem}
.note{margin:1rem .25rem 0;color:var(--muted);font-size:.8rem;line-height:1.45}
.status{padding:1.5rem 1.1rem;text-align:center}
.status .icon{display:grid;place-items:center;width:3rem;height:3rem;margin:0 auto .75rem;border-radius:50%;font-size:1.5rem;font-weight:700}
.status.ok .icon{background:#e3f4ea;color:var(--brand)}
.status.bad .icon{background:var(--bad-bg);color:var(--bad)}
.status h1{margin:0 0 .35rem;font-size:1.2rem}
.status p{margin:0 0 1rem;color:var(--muted)}
@media (min-width:40rem){.wrap{padding-top:2.5rem}}
`;

function shell(nonce: string, title: string, main: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${esc(title)} · ${esc(t('payment.local.title'))}</title>
<style nonce="${esc(nonce)}">${CSS}</style>
</head>
<body>
<div class="banner" role="note"><strong>${esc(t('payment.local.title'))}</strong><span class="pill">${esc(t('payment.local.badge'))}</span></div>
<div class="wrap">
${main}
</div>
${script ? `<script nonce="${esc(nonce)}">${script}</script>` : ''}
</body>
</html>`;
}

export interface CheckoutPageData {
  nonce: string;
  gatewayOrderId: string;
  merchant: string;
  description: string;
  amount: string;
  payer: string | null;
  payAction: string;
  failAction: string;
  /** Hidden fields the Pay and Fail posts carry on (callback_url, cancel_url). */
  carry: Record<string, string>;
  cancelUrl: string | null;
}

export function checkoutPage(d: CheckoutPageData): string {
  const hidden = Object.entries(d.carry)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  const methods = LOCAL_METHODS.map(
    (m, i) => `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}>${esc(t(`payment.local.method.${m}` as const))}</label>`,
  ).join('');
  const main = `<main class="card">
  <header class="merchant">
    <div class="logo" aria-hidden="true">${esc(d.merchant.slice(0, 1).toUpperCase())}</div>
    <div><h1>${esc(d.merchant)}</h1><p>${esc(d.description)}</p></div>
  </header>
  <section class="amount" aria-label="${esc(t('payment.local.amount'))}"><span>${esc(t('payment.local.amount'))}</span><strong>${esc(d.amount)}</strong></section>
  <dl class="facts">
    <div><dt>${esc(t('payment.local.gatewayOrder'))}</dt><dd><code>${esc(d.gatewayOrderId)}</code></dd></div>
    ${d.payer ? `<div><dt>${esc(t('payment.local.payingAs'))}</dt><dd>${esc(d.payer)}</dd></div>` : ''}
  </dl>
  <form class="pay" method="post" action="${esc(d.payAction)}">
    ${hidden}
    <fieldset><legend>${esc(t('payment.local.method'))}</legend><div class="methods">${methods}</div></fieldset>
    <button class="btn btn-pay" type="submit">${esc(t('payment.local.pay', { amount: d.amount }))}</button>
    <button class="btn btn-fail" type="submit" formaction="${esc(d.failAction)}">${esc(t('payment.local.fail'))}</button>
    ${d.cancelUrl ? `<a class="cancel" href="${esc(d.cancelUrl)}">${esc(t('payment.local.cancel'))}</a>` : ''}
  </form>
</main>
<p class="note">${esc(t('payment.local.explain'))}</p>`;
  return shell(d.nonce, t('payment.local.pay', { amount: d.amount }), main);
}

/** After Pay or Fail: the outcome, handed to the shop's callback by a POST form (auto-submitted; Continue without JS). */
export function returnPage(d: { nonce: string; ok: boolean; merchant: string; action: string; fields: Record<string, string> }): string {
  const hidden = Object.entries(d.fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  const title = t(d.ok ? 'payment.local.paidTitle' : 'payment.local.failedTitle');
  const main = `<main class="card">
  <section class="status ${d.ok ? 'ok' : 'bad'}" role="status">
    <div class="icon" aria-hidden="true">${d.ok ? '✓' : '!'}</div>
    <h1>${esc(title)}</h1>
    <p>${esc(t('payment.local.returning', { merchant: d.merchant }))}</p>
    <form id="return" method="post" action="${esc(d.action)}">${hidden}<button class="btn btn-pay" type="submit">${esc(t('payment.local.continue'))}</button></form>
  </section>
</main>`;
  return shell(d.nonce, title, main, "document.getElementById('return').submit();");
}

/** A message instead of the checkout (unknown order, bad link, already paid), with a way back when there is one. */
export function messagePage(d: { nonce: string; title: string; message: string; backUrl: string | null }): string {
  const main = `<main class="card">
  <section class="status bad" role="alert">
    <div class="icon" aria-hidden="true">!</div>
    <h1>${esc(d.title)}</h1>
    <p>${esc(d.message)}</p>
    ${d.backUrl ? `<a class="btn btn-pay" href="${esc(d.backUrl)}">${esc(t('payment.local.back'))}</a>` : ''}
  </section>
</main>`;
  return shell(d.nonce, d.title, main);
}
