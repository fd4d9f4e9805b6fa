import { describe, expect, it } from 'vitest';
import { smallTalk } from './small-talk';

describe('smallTalk', () => {
  it('hears an interruption or thanks, in several languages, as what it is', () => {
    const heard = (said: string[]) => said.map((text) => smallTalk(text));
    expect(heard(['Wait, stop please.', 'hold on', 'ちょっと待って'])).toEqual(['holdOn', 'holdOn', 'holdOn']);
    expect(heard(['Thank you so much!', 'gracias', 'Dank je wel!'])).toEqual(['thanks', 'thanks', 'thanks']);
  });

  it('leaves real questions to the knowledge, even ones that start the same way', () => {
    expect(smallTalk('Wait, do you ship to Canada?')).toBeNull();
    expect(smallTalk('Thanks, and how much is the trail shoe?')).toBeNull();
    expect(smallTalk('Can I stop my subscription?')).toBeNull();
  });
});
