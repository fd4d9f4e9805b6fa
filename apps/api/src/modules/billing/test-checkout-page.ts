import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { directionOf, isSupportedLanguage } from '@parley/i18n/languages';
import { escapeHtml } from '../../http/html';
import { localesDir } from '../../http/static-apps';
import { TEST_CHECKOUT_PATH } from './test-mode-provider';

interface Strings {
  title: string;
  banner: string;
  plan: string;
  perMonth: string;
  perYear: string;
  pay: string;
  cancel: string;
  closed: string;
  back: string;
}

/** The page's words, and the plans' names as the dashboard shows them (a plan's code is not a name). */
function strings(lng: string): Strings & { planNames: Record<string, string> } {
  const file = join(localesDir(), lng, 'common.json');
  const common = JSON.parse(readFileSync(file, 'utf8')) as { testCheckout: Strings; plans: { names: Record<string, string> } };
  return { ...common.testCheckout, planNames: common.plans.names };
}

export interface TestCheckoutView {
  sessionId: string;
  open: boolean;
  planName: string;
  amountCents: number;
  interval: 'month' | 'year';
  lng: string | undefined;
}

/** Parley's own checkout page when Stripe is off: labelled TEST MODE everywhere it can be. */
export function renderTestCheckoutPage(view: TestCheckoutView): string {
  const lng = isSupportedLanguage(view.lng) ? view.lng : 'en';
  const s = strings(lng);
  const price = new Intl.NumberFormat(lng, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(view.amountCents / 100);
  const action = (verb: string) => `${TEST_CHECKOUT_PATH}/${encodeURIComponent(view.sessionId)}/${verb}`;
  const body = view.open
    ? `<dl><dt>${escapeHtml(s.plan)}</dt><dd>${escapeHtml(s.planNames[view.planName] ?? view.planName)}</dd><dd class="price">${escapeHtml(price)} ${escapeHtml(view.interval === 'year' ? s.perYear : s.perMonth)}</dd></dl>
<form method="post" action="${action('complete')}"><button type="submit" class="pay">${escapeHtml(s.pay)}</button></form>
<form method="post" action="${action('cancel')}"><button type="submit" class="cancel">${escapeHtml(s.cancel)}</button></form>`
    : `<p>${escapeHtml(s.closed)}</p><p><a href="/dashboard/billing">${escapeHtml(s.back)}</a></p>`;
  return `<!doctype html>
<html lang="${lng}" dir="${directionOf(lng)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(s.title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f5f6fb;color:#111827}
.banner{background:#b45309;color:#fff;font-weight:700;text-align:center;padding:.75rem 1rem;letter-spacing:.02em}
main{max-inline-size:28rem;margin:2rem auto;background:#fff;border-radius:16px;padding:2rem;box-shadow:0 10px 30px rgb(17 24 39/.08)}
h1{font-size:1.4rem;margin-block-start:0}dl{margin:0 0 1.5rem}dt{color:#4b5563}dd{margin:0;font-size:1.2rem;font-weight:600}.price{font-size:2rem}
button{font:inherit;font-weight:600;inline-size:100%;padding:.75rem;border-radius:10px;margin-block-end:.75rem;cursor:pointer}
.pay{background:#4f46e5;color:#fff;border:0}.cancel{background:#fff;border:1px solid #d1d5db}
:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}
</style></head>
<body><p class="banner" role="note">${escapeHtml(s.banner)}</p><main><h1>${escapeHtml(s.title)}</h1>${body}</main></body>
</html>`;
}
