import { describe, expect, it } from 'vitest';
import { relatedForms } from './word-forms';

describe('relatedForms', () => {
  it('goes from a form the site writes to its stem and the stem’s other forms', () => {
    expect(relatedForms('boils')).toEqual(expect.arrayContaining(['boil', 'boiled', 'boiling']));
    expect(relatedForms('boxes')).toEqual(expect.arrayContaining(['box']));
    expect(relatedForms('berries')).toEqual(expect.arrayContaining(['berry']));
    expect(relatedForms('stopped')).toEqual(expect.arrayContaining(['stop', 'stops', 'stopping']));
    expect(relatedForms('baking')).toEqual(expect.arrayContaining(['bake', 'bakes', 'baked']));
    expect(relatedForms('saturday')).toEqual(expect.arrayContaining(['saturdays']));
  });

  it('knows the plurals the rules do not make', () => {
    expect(relatedForms('teeth')).toEqual(['tooth']);
    expect(relatedForms('person')).toEqual(['people']);
  });

  it('never returns the word itself, and leaves short or odd tokens alone', () => {
    expect(relatedForms('boil')).not.toContain('boil');
    expect(relatedForms('ok')).toEqual([]);
    expect(relatedForms("mum's")).toEqual([]);
  });
});
