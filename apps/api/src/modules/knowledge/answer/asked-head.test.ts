import { describe, expect, it } from 'vitest';
import { asksForMissingThing, asksOwnSpendingOnMissing } from './asked-head';

const everywhere = [
  { chunks: 30, soft: false },
  { chunks: 28, soft: false },
];

describe('what a thing is, that the site never names', () => {
  it('is asked where the thing after "what is" is missing and the rest is found everywhere', () => {
    expect(asksForMissingThing('Wat is de alarmcode van de vestiging Centrum? Ik ben vanavond als laatste weg.', ['alarmcode'], everywhere)).toBe(true);
    expect(asksForMissingThing("What's the door code for the Riverside branch?", ['door', 'code'], everywhere)).toBe(true);
    expect(asksForMissingThing('Jaka jest wasza marża na naprawach?', ['marza'], everywhere)).toBe(true);
  });

  it('is not asked where the missing word is not the thing, or a rarer word is found', () => {
    expect(asksForMissingThing('What is the address of the Centrum branch?', ['bogus'], everywhere)).toBe(false);
    expect(asksForMissingThing("Quel est le degré d'alcool de votre bière Bock ?", ['degre'], [{ chunks: 1, soft: false }, ...everywhere])).toBe(false);
    expect(asksForMissingThing('Do you have a door code?', ['door', 'code'], everywhere)).toBe(false);
  });
});

describe("the business's own spending on a thing the site never names", () => {
  it('is asked where the visitor asks what the business spends on or pays for that thing', () => {
    expect(asksOwnSpendingOnMissing('For a uni assignment – how much do you spend on fuel for a full day out?', ['fuel'])).toBe(true);
    expect(asksOwnSpendingOnMissing('What do you pay for your rent?', ['rent'])).toBe(true);
  });

  it('is not asked where the visitor pays, or the thing is on the site', () => {
    expect(asksOwnSpendingOnMissing('How much do I pay for fuel?', ['fuel'])).toBe(false);
    expect(asksOwnSpendingOnMissing('How much do you pay for scrap gold?', ['scrap'])).toBe(false);
    expect(asksOwnSpendingOnMissing('How much do you spend on fuel for a full day out?', ['island'])).toBe(false);
  });
});
