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
});
