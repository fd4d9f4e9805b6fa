import { escapeHtml } from '../html';
import type { MarketingStrings } from '../strings';

/**
 * The same limits as the server's (apps/api/src/modules/partners/validation.ts), as attributes so
 * the browser enforces them too; the server's answer is the one that counts.
 */
export const PARTNER_FORM_LIMITS = { name: 120, company: 160, email: 254, website: 300, messageMin: 20, messageMax: 4000 } as const;

export const PARTNER_ENDPOINT = '/api/v1/partner_applications';

export function partnershipsBody(s: MarketingStrings, lng: string): string {
  const p = s.partnerships;
  const field = (name: 'name' | 'company' | 'email' | 'website', type: string, autocomplete: string, max: number) =>
    `<p class="field"><label for="${name}">${escapeHtml(p.fields[name])}</label><input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required maxlength="${max}" aria-describedby="${name}-error"${name === 'website' ? ' inputmode="url"' : ''}><span class="error" id="${name}-error"></span></p>`;
  const data = {
    'err-name': p.errors.name,
    'err-company': p.errors.company,
    'err-email': p.errors.email,
    'err-website': p.errors.website,
    'err-message': p.errors.message,
    'err-too-long': p.errors.tooLong,
    'err-rate-limited': p.errors.rateLimited,
    'err-network': p.errors.network,
    'form-error': p.formError,
    sending: p.sending,
  };
  const attributes = Object.entries(data)
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join('');
  return `<section class="hero"><h1>${escapeHtml(s.pages.partnerships.title)}</h1><p class="lead">${escapeHtml(s.pages.partnerships.lead)}</p></section>
<section aria-labelledby="benefits-title">
<h2 id="benefits-title">${escapeHtml(p.benefitsTitle)}</h2>
<ul class="cards">${p.benefits.map((b) => `<li><h3>${escapeHtml(b.title)}</h3><p>${escapeHtml(b.body)}</p></li>`).join('')}</ul>
</section>
<section class="apply" aria-labelledby="apply-title">
<h2 id="apply-title">${escapeHtml(p.formTitle)}</h2>
<p>${escapeHtml(p.formLead)}</p>
<p class="notice success" id="sent" tabindex="-1" role="status">${escapeHtml(p.sent)}</p>
<p class="notice failure" id="form-error" tabindex="-1">${escapeHtml(p.formError)}</p>
<form id="partner-form" method="post" action="${PARTNER_ENDPOINT}"${attributes}>
${field('name', 'text', 'name', PARTNER_FORM_LIMITS.name)}
${field('company', 'text', 'organization', PARTNER_FORM_LIMITS.company)}
${field('email', 'email', 'email', PARTNER_FORM_LIMITS.email)}
${field('website', 'text', 'url', PARTNER_FORM_LIMITS.website)}
<p class="field"><label for="message">${escapeHtml(p.fields.message)}</label><span class="hint" id="message-hint">${escapeHtml(p.fields.messageHint)}</span><textarea id="message" name="message" rows="6" required minlength="${PARTNER_FORM_LIMITS.messageMin}" maxlength="${PARTNER_FORM_LIMITS.messageMax}" aria-describedby="message-hint message-error"></textarea><span class="error" id="message-error"></span></p>
<input type="hidden" name="language" value="${lng}">
<div class="trap" hidden><label for="nickname">Nickname</label><input id="nickname" name="nickname" autocomplete="off" tabindex="-1"></div>
<p><button class="button primary" type="submit">${escapeHtml(p.submit)}</button> <span id="form-status" role="status" aria-live="polite"></span></p>
</form>
</section>`;
}
