import { describe, expect, it } from 'vitest';
import { CAMERA_ERROR_TYPES, FATAL_ERROR_TYPES, FatalCallError, MediaDeviceError, mapMediaError, VoiceClientError } from './errors';

const domError = (name: string) => Object.assign(new Error(name), { name });

describe('spec §8 catalogues', () => {
  // The spec's lists, in the spec's order, so a change to either catalogue is a deliberate one.
  it.each([
    ['fatal call', FATAL_ERROR_TYPES, 'connection-error ejected end-of-life exp-room exp-token meeting-full nbf-room nbf-token not-allowed no-room'],
    ['camera', CAMERA_ERROR_TYPES, 'cam-mic-in-use cam-in-use mic-in-use not-found constraints permissions undefined-mediadevices unknown'],
  ])('lists the %s errors', (_kind, catalogue, spec) => {
    expect(catalogue).toEqual(spec.split(' '));
  });
  it('keeps a known fatal type and falls back to connection-error', () => {
    expect(FatalCallError.fromType('exp-token', 'expired').code).toBe('exp-token');
    expect(FatalCallError.fromType('something-new', 'odd').code).toBe('connection-error');
    expect(FatalCallError.fromType(undefined, 'odd')).toBeInstanceOf(VoiceClientError);
  });
});

describe('mapMediaError', () => {
  it.each([
    ['NotAllowedError', 'permissions', 'microphone-denied'],
    ['PermissionDeniedError', 'permissions', 'microphone-denied'],
    ['SecurityError', 'permissions', 'microphone-denied'],
    ['NotFoundError', 'not-found', 'microphone-missing'],
    ['DevicesNotFoundError', 'not-found', 'microphone-missing'],
    ['NotReadableError', 'mic-in-use', 'microphone-in-use'],
    ['TrackStartError', 'mic-in-use', 'microphone-in-use'],
    ['OverconstrainedError', 'constraints', 'microphone-constraints'],
    ['TypeError', 'undefined-mediadevices', 'media-devices-unavailable'],
    ['WeirdError', 'unknown', 'microphone-failed'],
  ])('%s → %s (%s)', (name, type, code) => {
    const error = mapMediaError(domError(name));
    expect(error).toBeInstanceOf(MediaDeviceError);
    expect(error).toMatchObject({ type, code, fallbackToText: true });
    expect(error.cause).toMatchObject({ name });
  });
  it('passes a MediaDeviceError through', () => {
    const error = MediaDeviceError.fromCameraErrorType('not-found');
    expect(mapMediaError(error)).toBe(error);
  });
  it('maps every Daily camera error type to a microphone code', () => {
    for (const type of CAMERA_ERROR_TYPES) expect(MediaDeviceError.fromCameraErrorType(type).code).toMatch(/^(microphone-|media-devices-)/);
  });
});
