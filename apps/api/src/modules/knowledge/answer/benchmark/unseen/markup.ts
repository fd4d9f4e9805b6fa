/** Markup the unseen fixture sites share: phone links and schema.org JSON-LD blocks. */

/** A `tel:` target in international form: the country code, then the national number without its trunk 0. */
export const intlPhone = (countryCode: string, phone: string) => `+${countryCode}${phone.replace(/\s/g, '').replace(/^0/, '')}`;

export const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
