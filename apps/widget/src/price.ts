/**
 * A product card's price in the visitor's locale. The server sends it as an exact decimal string
 * with the currency's minor digits ("7.95" USD, "1200" JPY); it is formatted with exactly those
 * digits, so nothing is rounded away ("7.95" is never "$7.9" or "$8"). The string goes to
 * `Intl.NumberFormat` as is (browsers with Intl.NumberFormat v3 read it as an exact decimal); an
 * older one turns it into a number first, which with at most 15 significant digits and the same
 * fraction digits formats to the same text.
 */
export function formatPrice(price: string, currency: string | null, locale: string): string {
  if (!isDecimal(price)) return currency ? `${price} ${currency}` : price;
  const digits = price.split('.')[1]?.length ?? 0;
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    const format = new Intl.NumberFormat(locale, currency ? { ...options, style: 'currency', currency } : options);
    return format.format(price);
  } catch {
    // A currency code Intl does not know, or a locale it cannot use: the plain amount, every digit kept.
    return currency ? `${price} ${currency}` : price;
  }
}

/** A plain decimal ("7.95", "1200"), typed as a numeric string Intl.NumberFormat accepts. */
function isDecimal(text: string): text is `${number}` {
  return /^\d+(\.\d+)?$/.test(text);
}
