import { escapeHtml, fill } from '../html';
import { pagePath } from '../pages';
import type { MarketingStrings } from '../strings';
import { SHOWCASES } from './showcase';

const cards = (items: { title: string; body: string }[], tag: 'ul' | 'ol', className: string) =>
  `<${tag} class="${className}">${items.map((item) => `<li><h3>${escapeHtml(item.title)}</h3><p>${escapeHtml(item.body)}</p></li>`).join('')}</${tag}>`;

/** The pitch of spec §1, a live agent to talk to, how it works, and the way in. */
export function homeBody(s: MarketingStrings, lng: string): string {
  const [first] = SHOWCASES;
  const choices = SHOWCASES.map(
    (demo, i) =>
      `<input type="radio" name="demo-business" id="demo-${demo.key}" value="${demo.subId}"${i === 0 ? ' checked' : ''}><label for="demo-${demo.key}">${escapeHtml(demo.business)}</label>`,
  ).join('');
  return `<section class="hero">
<p class="eyebrow">${escapeHtml(s.hero.eyebrow)}</p>
<h1>${escapeHtml(s.hero.title)}</h1>
<p class="lead">${escapeHtml(s.hero.subtitle)}</p>
<p class="actions"><a class="button primary" href="/register">${escapeHtml(s.hero.cta)}</a> <a class="button" href="#live-demo">${escapeHtml(s.hero.secondary)}</a></p>
<p class="note">${escapeHtml(s.hero.note)}</p>
</section>
<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">${escapeHtml(s.demo.title)}</h2>
<p>${escapeHtml(s.demo.lead)}</p>
<div id="live-demo" data-default="${first!.subId}" data-loading="${escapeHtml(s.demo.loading)}" data-unavailable="${escapeHtml(s.demo.unavailable)}" data-frame-title="${escapeHtml(s.demo.frameTitle)}">
<fieldset class="segmented"><legend>${escapeHtml(s.demo.choose)}</legend>${choices}</fieldset>
<div class="demo-stage">
<p class="demo-status" role="status">${escapeHtml(s.demo.loading)}</p>
<iframe hidden loading="lazy" title="${fill(s.demo.frameTitle, { name: first!.agent, business: first!.business })}" allow="microphone; clipboard-write"></iframe>
<noscript><p><a href="${first!.path}">${fill(s.demo.noscript, { name: first!.agent })}</a></p></noscript>
</div>
</div>
<p><a href="${pagePath('demos', lng)}">${escapeHtml(s.demo.allDemos)}</a></p>
</section>
<section aria-labelledby="pitch-title">
<h2 id="pitch-title">${escapeHtml(s.pitch.title)}</h2>
<p class="lead">${escapeHtml(s.pitch.lead)}</p>
${cards(s.pitch.items, 'ul', 'cards')}
</section>
<section aria-labelledby="steps-title">
<h2 id="steps-title">${escapeHtml(s.steps.title)}</h2>
${cards(s.steps.items, 'ol', 'cards steps')}
</section>
<section class="closing" aria-labelledby="closing-title">
<h2 id="closing-title">${escapeHtml(s.closing.title)}</h2>
<p>${escapeHtml(s.closing.body)}</p>
<p class="actions"><a class="button primary" href="/register">${escapeHtml(s.closing.cta)}</a> <a class="button" href="${pagePath('pricing', lng)}">${escapeHtml(s.nav.pricing)}</a></p>
</section>`;
}
