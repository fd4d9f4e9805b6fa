import { describe, expect, it } from 'vitest';
import { CallStateMachine, canTransition, type CallState } from './state';

const STATES: CallState[] = ['new', 'loading', 'joining', 'joined', 'left', 'error'];
const LEGAL = new Set([
  'new>loading',
  'new>error',
  'loading>joining',
  'loading>left',
  'loading>error',
  'joining>joined',
  'joining>left',
  'joining>error',
  'joined>left',
  'joined>error',
  'left>loading',
  'error>loading',
]);

describe('call states (spec §4)', () => {
  it.each(STATES.flatMap((from) => STATES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(LEGAL.has(`${from}>${to}`));
  });

  it('changes in one place, emits each change, refuses illegal moves', () => {
    const seen: string[] = [];
    const machine = new CallStateMachine((next, previous) => seen.push(`${previous}>${next}`));
    expect(machine.setState('joined')).toBe(false);
    for (const next of ['loading', 'joining', 'joined', 'left'] as const) expect(machine.setState(next)).toBe(true);
    expect(machine.setState('left')).toBe(false);
    expect(machine.state).toBe('left');
    expect(seen).toEqual(['new>loading', 'loading>joining', 'joining>joined', 'joined>left']);
  });
});
