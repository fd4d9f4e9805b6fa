import { describe, expect, it } from 'vitest';
import { CallStateMachine, MISSING_TARGET_MESSAGE, validateCallTarget, validateUserData, validateVolume } from './index';

describe('CallStateMachine', () => {
  it('moves new → loading → joining → joined → left and emits each change', () => {
    const seen: string[] = [];
    const machine = new CallStateMachine((next) => seen.push(next));
    for (const next of ['loading', 'joining', 'joined', 'left'] as const) expect(machine.setState(next)).toBe(true);
    expect(seen).toEqual(['loading', 'joining', 'joined', 'left']);
  });
  it('refuses illegal moves and stays put', () => {
    const machine = new CallStateMachine();
    expect(machine.setState('joined')).toBe(false);
    expect(machine.state).toBe('new');
  });
});

describe('validation', () => {
  it('needs an assistant, squad or workflow', () => {
    expect(() => validateCallTarget({})).toThrow(MISSING_TARGET_MESSAGE);
    expect(() => validateCallTarget({ squad: 'sq_1' })).not.toThrow();
  });
  it('limits userData to 4096 serializable characters', () => {
    expect(() => validateUserData({ a: 'x'.repeat(5000) })).toThrow(/4096/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => validateUserData(cyclic)).toThrow(/JSON-serializable/);
    expect(() => validateUserData({ plan: 'pro' })).not.toThrow();
  });
  it('keeps volume between 0 and 2', () => {
    expect(() => validateVolume(2.1)).toThrow();
    expect(() => validateVolume(0)).not.toThrow();
  });
});
