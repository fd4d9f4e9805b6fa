import { describe, expect, it } from 'vitest';
import { rolesAsked } from './weigh-terms';

describe('the people a visitor picks among', () => {
  it('reads "one of your …" in the languages visitors write', () => {
    expect(rolesAsked('Does one of your photographers speak English?')).toEqual(['photographer']);
    expect(rolesAsked('Spricht einer der Fotografen Englisch?')).toEqual(['fotografen']);
    expect(rolesAsked('Spricht einer eurer Segellehrer Deutsch?')).toEqual(['segellehrer']);
    expect(rolesAsked('¿Alguno de sus cerrajeros habla español?')).toEqual(['cerrajero']);
    expect(rolesAsked("C'è uno dei vostri istruttori che parla italiano?")).toEqual(['istruttori']);
  });

  it('reads nothing where no group is named', () => {
    expect(rolesAsked('Who is the photographer for weddings?')).toEqual([]);
  });
});
