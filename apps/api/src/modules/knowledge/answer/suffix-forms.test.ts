import { describe, expect, it } from 'vitest';
import { isTurkishVerbForm } from './asks-tr';
import { suffixForms } from './suffix-forms';

describe('Turkish and Swedish forms of a word the knowledge writes otherwise', () => {
  const turkish = ['halı', 'fiyat', 'teslimat', 'taksit', 'halk'];
  const swedish = ['slipning', 'skridskor', 'pris', 'priser'];

  it('finds the site form under the visitor’s endings', () => {
    expect(suffixForms('tr', turkish, 'haliya')).toEqual(['halı']);
    expect(suffixForms('tr', turkish, 'halisi')).toEqual(['halı']);
    expect(suffixForms('tr', turkish, 'fiyati')).toEqual(['fiyat']);
    expect(suffixForms('sv', swedish, 'slipningen')).toEqual(['slipning']);
    expect(suffixForms('sv', swedish, 'skridskorna')).toEqual(['skridskor']);
  });

  // A stem of three letters says too little: "halk" (people) is no form of "halı".
  it('leaves short stems and other words alone', () => {
    expect(suffixForms('tr', turkish, 'hala')).toEqual([]);
    expect(suffixForms('tr', turkish, 'kargo')).toEqual([]);
    expect(suffixForms('sv', swedish, 'priset')).toEqual(['pris', 'priser']);
  });
});

// What a Turkish visitor does is no thing the site must name; a noun with "your" ("adresiniz") is.
it.each([
  ['aliyorsunuz', true],
  ['yapmissiniz', true],
  ['gumus', false],
  ['edersiniz', true],
  ['yikatmak', false],
  ['yapabiliyor', true],
  ['adresiniz', false],
  ['uzmaniniz', false],
  ['yemek', false],
  ['kedi', false],
])('%s is a verb form: %s', (word, verb) => expect(isTurkishVerbForm(word)).toBe(verb));
