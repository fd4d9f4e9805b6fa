import { escapeHtml, fill } from '../html';
import type { ContentPage } from '../pages';
import type { MarketingStrings } from '../strings';
import { SHOWCASES } from './showcase';

const hero = (s: MarketingStrings, page: ContentPage) =>
  `<section class="hero"><h1>${escapeHtml(s.pages[page].title)}</h1><p class="lead">${escapeHtml(s.pages[page].lead)}</p></section>`;

const sections = (items: { title: string; body: string }[]) =>
  items.map((item) => `<section><h2>${escapeHtml(item.title)}</h2><p>${escapeHtml(item.body)}</p></section>`).join('\n');

export function demosBody(s: MarketingStrings): string {
  const cards = SHOWCASES.map((demo) => {
    const copy = s.demos.items[demo.key];
    return `<li><h2>${escapeHtml(demo.business)}</h2><p class="kind">${escapeHtml(copy.kind)}</p><p>${escapeHtml(copy.blurb)}</p>
<p class="sample"><span>${escapeHtml(s.demos.askAbout)}</span> “${escapeHtml(copy.ask)}”</p>
<p><a class="button primary" href="${demo.path}">${fill(s.demos.open, { name: demo.agent, business: demo.business })}</a></p></li>`;
  }).join('\n');
  return `${hero(s, 'demos')}\n<p>${escapeHtml(s.demos.intro)}</p>\n<ul class="cards demos">${cards}</ul>`;
}

export function examplesBody(s: MarketingStrings): string {
  const items = s.examples.items
    .map(
      (item) => `<section class="example"><h2>${escapeHtml(item.title)}</h2><p>${escapeHtml(item.body)}</p>
<figure><figcaption>${escapeHtml(s.examples.sampleLabel)}</figcaption><p class="bubble visitor"><b>${escapeHtml(s.examples.visitor)}</b> ${escapeHtml(item.question)}</p><p class="bubble agent"><b>${escapeHtml(s.examples.agent)}</b> ${escapeHtml(item.answer)}</p></figure></section>`,
    )
    .join('\n');
  return `${hero(s, 'examples')}\n${items}`;
}

/** Native disclosure widgets: keyboard, screen readers and find-in-page work without a script. */
export function faqBody(s: MarketingStrings): string {
  const items = s.faq.items.map((item) => `<details><summary>${escapeHtml(item.q)}</summary><p>${escapeHtml(item.a)}</p></details>`).join('\n');
  return `${hero(s, 'faq')}\n<div class="faq">${items}</div>`;
}

export function manifestoBody(s: MarketingStrings): string {
  return `${hero(s, 'manifesto')}\n<div class="prose">${sections(s.manifesto.items)}\n<p class="signature">${escapeHtml(s.manifesto.signature)}</p></div>`;
}

export function legalBody(s: MarketingStrings, page: 'privacy' | 'terms'): string {
  const copy = s[page];
  return `${hero(s, page)}\n<div class="prose"><p class="note">${escapeHtml(copy.updated)}</p>\n${sections(copy.sections)}</div>`;
}
