import { describe, expect, it } from 'vitest';
import { axisTicks, niceMax, ticks, yFor } from './scale';

describe('chart scale', () => {
  it.each([
    [93, 100],
    [120, 200],
    [2.1, 2.5],
    [0, 1],
  ])('rounds the axis top %s up to the nice number %s', (value, top) => {
    expect(niceMax(value)).toBe(top);
  });

  it('spaces ticks evenly and maps values into the plot', () => {
    expect(ticks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(yFor(0, 100, 200)).toBe(200);
    expect(yFor(100, 100, 200)).toBe(0);
    expect(yFor(-5, 100, 200)).toBe(200);
  });
});

describe('axisTicks', () => {
  it('labels every category when there is room, else an even spread that keeps the first and last', () => {
    expect(axisTicks(3, 7)).toEqual([0, 1, 2]);
    expect(axisTicks(90, 7)).toEqual([0, 15, 30, 45, 59, 74, 89]);
    expect(axisTicks(24, 2)).toEqual([0, 23]);
    expect(axisTicks(24, 1)).toEqual([0]);
    expect(axisTicks(0, 7)).toEqual([]);
  });
});
