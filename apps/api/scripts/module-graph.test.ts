import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { findCycles, formatGraph, layersOf, readModuleGraph } from './module-graph.js';

const fixture = (name: string): string => join(import.meta.dirname, 'module-graph-fixture', name);

describe('module graph', () => {
  it('finds a cycle closed by a type-only import and a re-export, and prints it', () => {
    const graph = readModuleGraph(fixture('cycle'));
    expect(Object.fromEntries([...graph.arrows].map(([from, out]) => [from, Object.fromEntries(out)]))).toEqual({
      a: { b: 1 },
      b: { c: 1 },
      c: { a: 1 },
      d: { a: 1 },
    });
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(graph.examples.get('c→a')).toBe('c/index.ts imports ../a/index.js');
  });

  it('passes modules that only point down, leaving tests and test kits out', () => {
    const graph = readModuleGraph(fixture('layered'));
    expect(findCycles(graph)).toEqual([]);
    expect(formatGraph(graph)).toBe('bottom → (nothing)\ntop → bottom ×1\n2 modules, 1 arrows');
    expect(layersOf(graph)).toEqual([['bottom'], ['top']]);
  });
});
