import { expect, it } from 'vitest';

// A test in the bottom module that imports the top one: left out of the graph, so no cycle.
import { top } from '../top/top.js';

it('counts the bottom once from the top', () => {
  expect(top()).toBe(3);
});
