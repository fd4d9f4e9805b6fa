import { describe, expect, it } from 'vitest';
import { asksPriceChange } from './price-change';

describe('a question about prices to come', () => {
  it.each([
    ["Will your course prices go up next year? We're planning to come back in spring 2034.", true],
    ['Are you planning to raise prices next year?', true],
    ['Steigen eure Preise nächstes Jahr?', true],
    ['Vos tarifs vont-ils augmenter l’année prochaine ?', true],
    ['¿Van a subir los precios el año que viene?', true],
    ['I prezzi aumenteranno l’anno prossimo?', true],
    ['Gaan jullie prijzen volgend jaar omhoog?', true],
    // A price that is higher at some times, or a price asked for a date: the site's prices say it.
    ['Does the price go up at the weekend?', false],
    ['How much is the Open Water course next year in May?', false],
    ['Is it more expensive on Saturdays?', false],
    ['What are your prices?', false],
    ['Is there a fee to change my booking to next year?', false],
    ['Is the rate higher next season?', false],
    ['How much is the Open Water course? And will the price go up next year?', false],
  ])('%s: %s', (question, asks) => expect(asksPriceChange(question)).toBe(asks));
});
