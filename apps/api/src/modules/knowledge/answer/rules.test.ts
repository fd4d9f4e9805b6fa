import { describe, expect, it } from 'vitest';
import { applyRules, shapeAnswer } from './rules';

describe('custom rules in the offline responder', () => {
  it('adds what a rule offers when the question is on its topic', () => {
    const effect = applyRules('Do you have any discounts?', ['Offer code SPRING10 when asked about discounts']);
    expect(shapeAnswer('We have seasonal sales.', effect)).toBe('We have seasonal sales. I can offer you code SPRING10.');
    expect(applyRules('Do you ship to Canada?', ['Offer code SPRING10 when asked about discounts']).add).toEqual([]);
    expect(applyRules('What about returns?', ['When someone asks about returns, mention our free return label']).add).toEqual(['Our free return label.']);
  });

  it('drops sentences a rule forbids', () => {
    const effect = applyRules('When will my order arrive?', ['Never promise delivery dates']);
    expect(shapeAnswer('We ship from Portland. Delivery dates are guaranteed for Friday.', effect)).toBe('We ship from Portland.');
  });

  it('follows always-mention, sign-off, tone and language rules on every answer', () => {
    const rules = ['Always mention that returns are free', "Always end with 'Have a lovely day!'", 'Be formal', 'Always answer in Spanish'];
    const effect = applyRules('How much is the tote?', rules);
    expect(effect.language).toBe('es');
    expect(shapeAnswer("It's $7.95!", effect)).toBe('It is $7.95. Returns are free. Have a lovely day!');
    expect(shapeAnswer('It costs $7.95.', applyRules('price?', ['Be concise', 'Be friendly']), 'Happy to help!')).toBe('Happy to help! It costs $7.95.');
    expect(shapeAnswer('It costs $7.95. It is in stock.', applyRules('price?', ['Be concise']))).toBe('It costs $7.95.');
  });

  it('declines a question on a topic a rule says never to discuss, and leaves nothing forbidden in an answer', () => {
    expect(applyRules('What do you think about the election?', ['Never discuss politics or elections']).decline).toBe(true);
    expect(applyRules('Do you ship to Canada?', ['Never discuss politics or elections']).decline).toBe(false);
    expect(shapeAnswer('Competitor prices are higher.', applyRules('Are you cheaper?', ["Don't mention competitor prices"]))).toBe('');
  });

  it('reads an always-rule with a topic as a topic rule', () => {
    const rule = ['Always remind visitors that sake is only sold to adults aged 21 or over when they ask about buying.'];
    expect(applyRules('What is your cheapest sake?', rule)).toMatchObject({ add: [], always: [] });
    expect(applyRules('Can I buy it online?', rule).add).toEqual(['Sake is only sold to adults aged 21 or over.']);
  });
});
