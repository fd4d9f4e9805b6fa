import { describe, expect, it } from 'vitest';
import { priceAsShown, pricesAlreadySaid, type ProductRow } from './product-answers';

const row = (priceCents: number | null, currency: string | null) => ({ priceCents, currency }) as ProductRow;

describe('a product price said as the site writes it', () => {
  it('takes the amount the page shows, in its own digits, separators and currency sign', () => {
    expect(priceAsShown(row(124900, 'CZK'), ['Brit Care Lamb & Rice 12 kg', 'Cena: 1 249 Kč s DPH'])).toBe('1 249 Kč');
    expect(priceAsShown(row(440000, 'JPY'), ['スタンダードプラン ¥4,400（税込）'])).toBe('¥4,400');
    expect(priceAsShown(row(65000, 'AED'), ['3 مل بسعر ٣٥٠ د.إ، 6 مل بسعر ٦٥٠ د.إ'])).toBe('٦٥٠ د.إ');
    expect(priceAsShown(row(1290, 'EUR'), ['Statt 15,90 € jetzt 12,90 €'])).toBe('12,90 €');
  });

  it('says nothing where the page does not show that amount, or only inside a range', () => {
    expect(priceAsShown(row(124900, 'CZK'), ['Doprava zdarma od 1 500 Kč'])).toBeNull();
    expect(priceAsShown(row(2000, 'EUR'), ['Kurse 10–20 €'])).toBeNull();
    expect(priceAsShown(row(1290, 'EUR'), ['Also in our US store: $12.90'])).toBeNull();
    expect(priceAsShown(row(null, null), ['12,90 €'])).toBeNull();
  });
});

describe("a product's price line beside an answer", () => {
  it('only repeats an answer that says the same amounts as money, however written', () => {
    const sameAs = (said: string) => pricesAlreadySaid('Price: 1290.00 SAR', said);
    expect(sameAs('Large car – 1,290 SAR; small car – ٦٩٠ ر.س')).toBe(true);
    expect(pricesAlreadySaid('Price: 450.00 SAR', 'المعايرة في فرع النرجس بسعر 450 ر.س.')).toBe(true);
    expect(sameAs('Calibration costs 520 SAR.')).toBe(false);
    // A number that is no price, or a line that is no price line, says nothing of the product's price.
    expect([pricesAlreadySaid('Price: 5.00 GBP', 'Open 5 days a week.'), pricesAlreadySaid('Fits 2019 models', 'Our 2019 range costs £20.')]).toEqual([
      false,
      false,
    ]);
    expect(pricesAlreadySaid('In stock.', 'Calibration costs 450 SAR.')).toBe(false);
  });
});
