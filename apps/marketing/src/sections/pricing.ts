import { escapeHtml } from '../html';
import { pagePath } from '../pages';
import { formatDollars, planCards, type ApiPlan } from '../plans';
import type { MarketingStrings, PlanStrings } from '../strings';

/**
 * Plans as cards with both prices in the markup; the two radio buttons choose which one CSS shows,
 * so the toggle works before any script runs. A plan without a yearly price (the free one) shows
 * its monthly price in both.
 */
export function pricingBody(s: MarketingStrings, plansText: PlanStrings, plans: readonly ApiPlan[], lng: string): string {
  const price = (cents: number | null, other: number | null, interval: 'month' | 'year') => {
    const shown = cents ?? other;
    const unitInterval = cents === null ? (interval === 'month' ? 'year' : 'month') : interval;
    const unit = unitInterval === 'month' ? s.pricing.perMonth : s.pricing.perYear;
    return `<p class="price price-${interval}" data-interval="${interval}"><span class="amount">${shown === null ? '' : formatDollars(shown, lng)}</span> <span class="unit">${escapeHtml(unit)}</span></p>`;
  };
  const cards = planCards(plans)
    .map((plan) => {
      const free = plan.month === 0 && !plan.year;
      const features = Object.values(plansText.features[plan.name] ?? {});
      return `<li class="plan${free ? '' : ' featured'}" data-plan="${escapeHtml(plan.name)}">
<h2>${escapeHtml(plansText.names[plan.name] ?? plan.name)}</h2>
${price(plan.month, plan.year, 'month')}${price(plan.year, plan.month, 'year')}
${free ? `<p class="badge">${escapeHtml(s.pricing.free)}</p>` : ''}
<ul class="ticks">${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
<p><a class="button${free ? '' : ' primary'}" href="/register">${escapeHtml(free ? s.pricing.ctaFree : s.pricing.cta)}</a></p>
</li>`;
    })
    .join('\n');
  return `<section class="hero"><h1>${escapeHtml(s.pages.pricing.title)}</h1><p class="lead">${escapeHtml(s.pages.pricing.lead)}</p></section>
<section class="pricing">
<fieldset class="segmented"><legend>${escapeHtml(s.pricing.interval)}</legend><input type="radio" name="interval" id="interval-month" value="month" checked><label for="interval-month">${escapeHtml(s.pricing.monthly)}</label><input type="radio" name="interval" id="interval-year" value="year"><label for="interval-year">${escapeHtml(s.pricing.yearly)} <span class="save">${escapeHtml(s.pricing.save)}</span></label></fieldset>
<ul id="plans" class="plans" data-per-month="${escapeHtml(s.pricing.perMonth)}" data-per-year="${escapeHtml(s.pricing.perYear)}">
${cards}
</ul>
<p class="note">${escapeHtml(s.pricing.updated)}</p>
</section>
<section aria-labelledby="every-plan">
<h2 id="every-plan">${escapeHtml(s.pricing.everyPlanTitle)}</h2>
<ul class="ticks columns">${s.pitch.items.map((item) => `<li>${escapeHtml(item.title)}</li>`).join('')}</ul>
<p>${escapeHtml(s.pricing.questions)} <a href="${pagePath('faq', lng)}">${escapeHtml(s.pricing.faqLink)}</a></p>
</section>`;
}
