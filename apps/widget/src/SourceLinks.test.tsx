import type { ChatResponse, ProductCard } from '@parley/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/locales/en/widget.json';
import he from '../../../packages/i18n/locales/he/widget.json';
import { cleanTitle, sourceLinks } from './source-links';
import { TranscriptEntry, type Message } from './TranscriptEntry';
import { renderWidget, urlOf } from './widget-test-kit';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { widget: en }, he: { widget: he } }, ns: ['widget'], defaultNS: 'widget' });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

type Source = ChatResponse['sources'][number];
const page = (title: string, url: string | null, id = 1): Source => ({ type: 'page', id, title, url });
const faq = (url: string | null, id = 2): Source => ({ type: 'faq', id, title: 'Do you ship to Canada?', url });
const answer = (sources: Source[], extra: Partial<Message> = {}): Message => ({ role: 'assistant', content: 'We ship in 3 days.', sources, ...extra });
const SHIPPING = page('Shipping & returns | Trail Co', 'https://shop.trail.example/shipping#rates');

const show = (message: Message) => render(<TranscriptEntry message={message} agentName="Ava" onProductOpen={() => {}} />);
const link = (name: RegExp) => screen.getByRole('link', { name });

describe('cleanTitle', () => {
  const at = new URL('https://www.trailco.example/shipping');
  it.each([
    ['Shipping & returns | Trail Co', 'Shipping & returns'],
    ['Shipping & returns — Acme Outdoor', 'Shipping & returns'],
    ['Trail Co – Shipping and delivery times for every country', 'Shipping and delivery times for every country'],
    ['Returns - Trail Co', 'Returns'],
    // A hyphen that joins the title's own words stays, and so does a long subtitle.
    ['Pre-order - how it works', 'Pre-order - how it works'],
    ['Shipping | Everything you need to know before you order', 'Shipping | Everything you need to know before you order'],
    ['משלוחים | טרייל', 'משלוחים'],
    ['Contact', 'Contact'],
  ])('%s → %s', (title, cleaned) => expect(cleanTitle(title, at)).toBe(cleaned));
});

describe('sourceLinks', () => {
  it('keeps web pages only, one link per page, at most two, and names an FAQ by its page’s address', () => {
    const links = sourceLinks(
      answer([
        SHIPPING,
        page('Shipping & returns | Trail Co', 'https://shop.trail.example/shipping/', 3),
        page('Secret', 'javascript:alert(1)', 4),
        { type: 'document', id: 5, title: 'Price list.pdf', url: null },
        faq('https://www.shop.trail.example/faq'),
        page('About | Trail Co', 'https://shop.trail.example/about', 6),
      ]),
    );
    expect(links).toEqual([
      { url: 'https://shop.trail.example/shipping#rates', label: 'Shipping & returns', fromAddress: false },
      { url: 'https://www.shop.trail.example/faq', label: 'shop.trail.example/faq', fromAddress: true },
    ]);
  });

  it('names a page by its title when its FAQ came first', () => {
    const links = sourceLinks(answer([faq('https://shop.trail.example/faq'), page('FAQ | Trail Co', 'https://shop.trail.example/faq', 7)]));
    expect(links).toEqual([{ url: 'https://shop.trail.example/faq', label: 'FAQ', fromAddress: false }]);
  });

  it('gives nothing where a product card links the page already, for an answer that did not know, a person’s message or a question', () => {
    const product: ProductCard = {
      id: 3,
      name: 'Trail Shoe',
      price: null,
      currency: null,
      availability: 'in_stock',
      imageUrl: null,
      url: 'https://shop.trail.example/shoe',
    };
    expect(sourceLinks(answer([page('Trail Shoe | Trail Co', 'https://shop.trail.example/shoe/')], { products: [product] }))).toEqual([]);
    expect(sourceLinks(answer([SHIPPING], { offerLead: true }))).toEqual([]);
    expect(sourceLinks(answer([SHIPPING], { author: 'human', name: 'Mia' }))).toEqual([]);
    expect(sourceLinks({ ...answer([SHIPPING]), role: 'user' })).toEqual([]);
    expect(sourceLinks(answer([]))).toEqual([]);
  });
});

describe('the "From:" line under an answer', () => {
  it('links the page it came from in a new tab that cannot reach back, reachable with Tab and named for screen readers', () => {
    show(answer([SHIPPING]));
    const from = screen.getByTestId('answer-sources');
    expect(from.textContent).toMatch(/^From: Shipping & returns/);
    const a = link(/^Shipping & returns \(opens in a new tab\)$/);
    expect(a.getAttribute('href')).toBe('https://shop.trail.example/shipping#rates');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toContain('noopener');
    // An ordinary link with an address: in the tab order, opened with Enter by the browser.
    expect(a.tabIndex).toBe(0);
    a.focus();
    expect(document.activeElement).toBe(a);
  });

  it('shows nothing under an answer that did not know', () => {
    show(answer([SHIPPING], { offerLead: true }));
    expect(screen.queryByTestId('answer-sources')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('reads right to left in Hebrew, each title and address in its own direction', async () => {
    await i18next.changeLanguage('he');
    show(answer([SHIPPING, faq('https://shop.trail.example/faq')]));
    const from = screen.getByTestId('answer-sources');
    expect(from.textContent).toContain(he.sourceFrom);
    const [title, address] = [...from.querySelectorAll('bdi')];
    expect(title!.getAttribute('dir')).toBe('auto');
    expect(title!.textContent).toBe('Shipping & returns');
    expect(address!.getAttribute('dir')).toBe('ltr');
    expect(from.textContent).toContain(he.sourceSeparator);
  });
});

describe('a streamed answer', () => {
  it('gets its "From:" link once the done event brings the sources', async () => {
    const events = [
      { type: 'delta', content: 'We ship ' },
      { type: 'delta', content: 'in 3 days.' },
      { type: 'done', id: 'chat_1', output: [{ role: 'assistant', content: 'We ship in 3 days.' }], sources: [SHIPPING], products: [] },
    ];
    const fetcher: typeof fetch = vi.fn((input: RequestInfo | URL) => {
      const url = urlOf(input);
      if (url.startsWith('/assistant')) return Promise.resolve(new Response(JSON.stringify({ id: '1', name: 'Ava', firstMessage: null, branding: {} })));
      if (url.includes('/stream')) return Promise.resolve(new Response(null, { status: 404 }));
      const body = events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('');
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    });
    renderWidget({ fetcher });
    const input = screen.getByLabelText(en.messageLabel);
    fireEvent.change(input, { target: { value: 'How fast do you ship?' } });
    fireEvent.click(within(input.closest('form')!).getByRole('button', { name: en.send }));
    const answered = await waitFor(() => screen.getByTestId('answer-sources'));
    expect(answered.closest('[data-testid="message-assistant"]')!.textContent).toContain('We ship in 3 days.');
    expect(within(answered).getByRole('link').getAttribute('href')).toBe('https://shop.trail.example/shipping#rates');
  });
});
