import { describe, expect, it } from 'vitest';
import {
  MISSING_TARGET_MESSAGE,
  validateBackgroundPreselect,
  validateBlurStrength,
  validateCallTarget,
  validateReceiveSettings,
  validateTransfer,
  validateUserData,
  validateVolume,
  ValidationError,
  type ReceiveSettings,
} from './validation';

describe('call target (spec §5)', () => {
  it(`throws "${MISSING_TARGET_MESSAGE}" when none is given`, () => {
    expect(() => validateCallTarget({})).toThrow(new ValidationError(MISSING_TARGET_MESSAGE));
    expect(() => validateCallTarget({ assistant: '', squad: null })).toThrow(MISSING_TARGET_MESSAGE);
  });
  it.each([{ assistant: 'asst_1' }, { assistant: { name: 'Ava' } }, { squad: 'sq_1' }, { workflow: { nodes: [] } }])('accepts %j', (target) => {
    expect(() => validateCallTarget(target)).not.toThrow();
  });
});

describe('userData (spec §5)', () => {
  it('accepts JSON-serialisable data up to 4096 characters', () => {
    expect(() => validateUserData({ plan: 'pro' })).not.toThrow();
    expect(() => validateUserData('x'.repeat(4094))).not.toThrow(); // 4096 with the quotes
  });
  it('refuses more than 4096 characters', () => {
    expect(() => validateUserData('x'.repeat(4095))).toThrow('userData must be at most 4096 characters (got 4097)');
  });
  it('refuses what JSON cannot carry', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => validateUserData(cyclic)).toThrow('userData must be JSON-serializable');
    expect(() => validateUserData(() => 1)).toThrow('userData must be JSON-serializable');
    expect(() => validateUserData({ n: 10n })).toThrow(ValidationError);
  });
});

describe('remote media volume (spec §5)', () => {
  it.each([0, 1, 2, 0.5])('accepts %s', (v) => expect(() => validateVolume(v)).not.toThrow());
  it.each([-0.01, 2.01, Number.NaN, Infinity])('refuses %s', (v) => expect(() => validateVolume(v)).toThrow('volume must be a number between 0 and 2'));
});

describe('receive-settings layers (spec §5)', () => {
  it('accepts non-negative integers and inherit', () => {
    expect(() => validateReceiveSettings({ base: { video: { layer: 0 } }, p1: { video: { layer: 2 }, screenVideo: { layer: 'inherit' } } })).not.toThrow();
  });
  it.each([-1, 1.5, '2'])('refuses layer %j', (layer) => {
    expect(() => validateReceiveSettings({ p1: { video: { layer } } } as unknown as ReceiveSettings)).toThrow(
      'receiveSettings.p1.video.layer must be a non-negative integer or "inherit"',
    );
  });
  it('refuses unknown media kinds', () => {
    expect(() => validateReceiveSettings({ p1: { audio: { layer: 1 } } } as unknown as ReceiveSettings)).toThrow(/not a media kind/);
  });
});

describe('video blur strength (spec §5)', () => {
  it.each([0.01, 0.5, 1])('accepts %s', (s) => expect(() => validateBlurStrength(s)).not.toThrow());
  it.each([0, -0.5, 1.01, Number.NaN])('refuses %s', (s) =>
    expect(() => validateBlurStrength(s)).toThrow('blur strength must be greater than 0 and at most 1'),
  );
});

describe('background preselect (spec §5/§9)', () => {
  it.each([1, 5, 10])('accepts %s', (n) => expect(() => validateBackgroundPreselect(n)).not.toThrow());
  it.each([0, 11, 2.5])('refuses %s', (n) => expect(() => validateBackgroundPreselect(n)).toThrow('background preselect must be an integer from 1 to 10'));
});

describe('transfer (spec §5)', () => {
  it('accepts a sip: end point, with or without SIP refer', () => {
    expect(() => validateTransfer({ sessionId: 's1', toEndPoint: 'sip:sales@pbx.example' })).not.toThrow();
    expect(() => validateTransfer({ sessionId: 's1', toEndPoint: 'sip:sales@pbx.example', useSipRefer: true })).not.toThrow();
  });
  it('accepts a + number with a callerId', () => {
    expect(() => validateTransfer({ sessionId: 's1', toEndPoint: '+14155550100', callerId: 'cid_1' })).not.toThrow();
  });
  it('needs sessionId and toEndPoint strings', () => {
    expect(() => validateTransfer({ sessionId: '', toEndPoint: '+1' })).toThrow('transfer needs a sessionId string');
    expect(() => validateTransfer({ sessionId: 's1' } as never)).toThrow('transfer needs a toEndPoint string');
  });
  it('needs toEndPoint to start with sip: or +', () => {
    expect(() => validateTransfer({ sessionId: 's1', toEndPoint: 'tel:4155550100' })).toThrow('toEndPoint must start with "sip:" or "+"');
  });
  it('allows SIP refer only to sip:', () => {
    expect(() => validateTransfer({ sessionId: 's1', toEndPoint: '+14155550100', useSipRefer: true })).toThrow(
      'SIP refer is only possible to a "sip:" end point',
    );
  });
  it('allows callerId only for a + number', () => {
    expect(() => validateTransfer({ sessionId: 's1', toEndPoint: 'sip:a@b', callerId: 'cid' })).toThrow(
      'callerId is only allowed when toEndPoint is a "+" phone number',
    );
  });
});
