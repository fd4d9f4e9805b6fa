import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LETTER_TO_SOUND, parseLetterToSound, spellOut } from './letter-to-sound';

const hasT2p = (() => {
  try {
    execFileSync(LETTER_TO_SOUND, ['a']);
    return true;
  } catch {
    return false;
  }
})();

describe('parseLetterToSound', () => {
  it("cuts Flite's phones back into words at its pauses, in the CMU dictionary's phone set", () => {
    const parsed = parseLetterToSound('pau r ih1 v er s t ow1 n pau hh eh1 d l ae1 m p pau z ay1 l ax f aa1 n ih k s pau', [
      'riverstone',
      'headlamp',
      'zylophonics',
    ]);
    expect(parsed?.get('riverstone')).toBe('R IH V ER S T OW N');
    expect(parsed?.get('headlamp')).toBe('HH EH D L AE M P');
    expect(parsed?.get('zylophonics')).toBe('Z AY L AH F AA N IH K S');
  });

  it('refuses output whose pauses do not match the words, or a phone the recogniser lacks', () => {
    expect(parseLetterToSound('pau r ih1 v er s t ow1 n hh eh1 d pau', ['riverstone', 'headlamp'])).toBeNull();
    expect(parseLetterToSound('pau q ih1 pau', ['qi'])).toBeNull();
  });
});

describe.runIf(hasT2p || process.env.CI)('spellOut (Flite’s t2p)', () => {
  it('spells every plain word of a batch, and skips what is not one', async () => {
    const spelled = await spellOut(['riverstone', 'headlamp', 'x', 'mum’s', '40l']);
    expect(spelled.get('riverstone')).toBe('R IH V ER S T OW N');
    expect(spelled.get('headlamp')).toBe('HH EH D L AE M P');
    expect([...spelled.keys()]).toEqual(['riverstone', 'headlamp']);
  });

  it('gives nothing, without failing, when the command is missing', async () => {
    expect((await spellOut(['riverstone'], 'no-such-t2p')).size).toBe(0);
  });
});
