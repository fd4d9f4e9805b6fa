// @vitest-environment jsdom
import { compileFunction } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPlanStrings, loadStrings } from '../load';
import type { Page } from '../pages';
import { PLANS_AT_BUILD } from '../plans';
import { renderPage } from '../render';

type Reply = { status: number; body?: unknown } | Error;

/** Puts a prerendered page into the test document and runs its inline body scripts, answering fetch from `replies`. */
function mount(page: Page, lng: string, replies: (url: string, init?: RequestInit) => Reply) {
  const html = renderPage({
    page,
    lng,
    strings: loadStrings(lng),
    planStrings: loadPlanStrings(lng),
    plans: PLANS_AT_BUILD,
    origin: 'http://localhost',
    stylesheet: '',
  });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const scripts = [...parsed.body.querySelectorAll('script')].map((s) => s.textContent ?? '');
  parsed.body.querySelectorAll('script').forEach((s) => s.remove());
  document.documentElement.lang = lng;
  document.body.innerHTML = parsed.body.innerHTML;
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const reply = replies(url, init);
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve(
      new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  Object.assign(window, { fetch });
  // Each inline script runs as a function body in this realm, where the test document is.
  for (const script of scripts) (compileFunction(script) as () => void)();
  return calls;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => new Promise((resolve) => setTimeout(resolve, 0)));
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T & Element>(selector)!;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('pricing page script', () => {
  const plan = (name: string, prices: [string, 'month' | 'year', number][]) => ({
    id: 1,
    type: 'plan',
    attributes: {
      name,
      product_type: 'voice_ai',
      plan_prices: prices.map(([code, billing_interval, amount_cents]) => ({ code, stripe_price_id: `price_${code}`, billing_interval, amount_cents })),
    },
  });

  it('shows the prices the plans API gives now, and hides plans it no longer offers', async () => {
    const calls = mount('pricing', 'en', () => ({
      status: 200,
      body: {
        data: [
          plan('voice', [
            ['voice_monthly', 'month', 6000],
            ['voice_yearly', 'year', 61200],
          ]),
        ],
      },
    }));
    await settle();
    expect(calls[0]!.url).toBe('/api/v1/plans?product_type=voice_ai');
    expect($('[data-plan="voice"] .price-month').textContent).toBe('$60 per month');
    expect($('[data-plan="voice"] .price-year').textContent).toBe('$612 per year');
    expect($<HTMLElement>('[data-plan="intern"]').hidden).toBe(true);
    expect($('#plans').getAttribute('data-live')).toBe('true');
  });

  it('keeps the prerendered prices when the API fails or answers nonsense', async () => {
    mount('pricing', 'en', () => ({ status: 500, body: { error: 'Internal server error' } }));
    await settle();
    expect($('[data-plan="voice"] .price-month').textContent).toBe('$50 per month');
    mount('pricing', 'en', () => ({ status: 200, body: { data: [{ attributes: { name: 'voice', plan_prices: 'free!' } }] } }));
    await settle();
    expect($('[data-plan="voice"] .price-year').textContent).toBe('$510 per year');
    expect($<HTMLElement>('[data-plan="intern"]').hidden).toBe(false);
  });

  it('switches between monthly and yearly with radio buttons (keyboard-operable without any script)', () => {
    mount('pricing', 'es', () => new Error('offline'));
    const yearly = $<HTMLInputElement>('#interval-year');
    expect(yearly.type).toBe('radio');
    expect($('label[for="interval-year"]').textContent).toContain('Ahorra un 15 %');
    expect($<HTMLInputElement>('#interval-month').checked).toBe(true);
  });
});

describe('home page live demo', () => {
  const agent = (name: string, business: string) => ({
    status: 200,
    body: { data: { name, demo_key: `pk_demo_${name.toLowerCase()}123456789`, organization: { name: business } } },
  });

  it('opens the real widget inline with the showcase demo key, in the page language', async () => {
    const calls = mount('', 'ja', (url) => (url.includes('tippsy') ? agent('Hana', 'Tippsy Sake Cellar') : agent('Ace', 'Trump Card Games')));
    await settle();
    expect(calls[0]!.url).toBe('/api/v1/organizations/org_showcase_trump/agent?is_demo_mode=true');
    const frame = $<HTMLIFrameElement>('#live-demo iframe');
    expect(frame.hidden).toBe(false);
    expect(frame.getAttribute('src')).toBe('/embed/?apiKey=pk_demo_ace123456789&inline=1&lang=ja');
    expect(frame.title).toBe('ライブデモ：Trump Card Games のエージェント Ace');

    const tippsy = $<HTMLInputElement>('#demo-tippsy');
    tippsy.checked = true;
    tippsy.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(frame.getAttribute('src')).toContain('apiKey=pk_demo_hana123456789');
  });

  it('says so when the demo agent is not there', async () => {
    mount('', 'en', () => ({ status: 404, body: { error: 'Agent not found' } }));
    await settle();
    expect($<HTMLIFrameElement>('#live-demo iframe').hidden).toBe(true);
    expect($('.demo-status').textContent).toBe(loadStrings('en').demo.unavailable);
  });
});

describe('partner application form', () => {
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) $<HTMLInputElement>(`[name="${name}"]`).value = value;
  };
  const submit = () => $<HTMLFormElement>('#partner-form').dispatchEvent(new Event('submit', { cancelable: true }));
  const valid = {
    name: 'Maya Levi',
    company: 'Northwind',
    email: 'maya@northwind.example',
    website: 'northwind.example',
    message: 'We build stores for forty fashion brands.',
  };
  const errors = loadStrings('he').partnerships.errors;

  it('checks every field before sending, in the page language, and focuses the first problem', async () => {
    const calls = mount('partnerships', 'he', () => ({ status: 201, body: { data: { received: true } } }));
    fill({ email: 'not an email', message: 'short' });
    submit();
    await settle();
    expect(calls).toEqual([]);
    expect($('#name-error').textContent).toBe(errors.name);
    expect($('#email-error').textContent).toBe(errors.email);
    expect($('#website-error').textContent).toBe(errors.website);
    expect($('#message-error').textContent).toBe(errors.message);
    expect($('#email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe($('#name'));
  });

  it('sends JSON and thanks the applicant', async () => {
    const calls = mount('partnerships', 'he', () => ({ status: 201, body: { data: { received: true } } }));
    fill(valid);
    submit();
    await settle();
    expect(calls[0]!.url).toMatch(/\/api\/v1\/partner_applications$/);
    expect(JSON.parse(calls[0]!.init!.body as string)).toEqual({ ...valid, language: 'he', nickname: '' });
    expect($<HTMLFormElement>('#partner-form').hidden).toBe(true);
    expect($('#sent').classList.contains('shown')).toBe(true);
  });

  it("shows the server's field errors next to their fields, and a rate limit plainly", async () => {
    mount('partnerships', 'he', () => ({
      status: 400,
      body: { error: 'Please correct the highlighted fields', fields: { email: 'Enter a valid email address', message: 'Use at most 4000 characters' } },
    }));
    fill(valid);
    submit();
    await settle();
    expect($('#email-error').textContent).toBe(errors.email);
    expect($('#message-error').textContent).toBe(errors.tooLong.replace('{{max}}', '4000'));
    expect(document.activeElement).toBe($('#email'));

    mount('partnerships', 'he', () => ({ status: 429, body: { error: 'Rate limit exceeded' } }));
    fill(valid);
    submit();
    await settle();
    expect($('#form-status').textContent).toBe(errors.rateLimited);
  });
});
