import { describe, expect, it } from 'vitest';
import { alternativesOf } from './synonyms';

describe('the other ways a word is written', () => {
  it.each([
    // A language by name, as an Italian, German or Spanish site writes it.
    ['polish', ['polacco', 'polnisch', 'polaco']],
    ['spanish', ['spagnolo', 'espanol']],
    // Everyday words of commerce across languages.
    ['deposit', ['caparra', 'acompte', 'anzahlung']],
    ['metro', ['metropolitana', 'subway']],
    ['aparcar', ['parking', 'aparcamiento']],
    ['caducan', ['valid', 'validez']],
    ['physio', ['fisioterapeuta', 'physiotherapeut']],
  ])('%s is also %j', (word, others) => expect(alternativesOf(word)).toEqual(expect.arrayContaining(others)));
});
