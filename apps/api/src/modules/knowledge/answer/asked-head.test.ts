import { describe, expect, it } from 'vitest';
import { asksForMissingThing } from './asked-head';

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
