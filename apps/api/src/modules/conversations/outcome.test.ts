import { describe, expect, it } from 'vitest';
import { callRecord } from './outcome';

const ended = (endedReason: string) => ({ status: 'ended' as const, endedReason, durationSeconds: 95, visitorTalkMs: 12_400, agentTalkMs: 30_600 });

describe('callRecord: a voice call as the owner reads it', () => {
  it.each([
    ['customer-ended-call', 'completed'],
    ['assistant-ended-call', 'completed'],
    ['exceeded-max-duration', 'completed'],
    ['customer-disconnected', 'abandoned'],
    ['silence-timed-out', 'abandoned'],
    ['pipeline-error-transcriber-failed', 'failed'],
    ['pipeline-error-voice-failed', 'failed'],
    ['server-shutdown', 'failed'],
    ['transferred-to-human', 'transferred'],
    ['something-new', 'failed'],
  ])('a call that ended with %s after the visitor spoke is %s, with the reason kept', (reason, outcome) => {
    expect(callRecord(ended(reason), true)).toEqual({
      outcome,
      ended_reason: reason,
      duration_seconds: 95,
      visitor_talk_seconds: 12,
      agent_talk_seconds: 31,
    });
  });

  it('is silent when the visitor never spoke and it simply ended, but a failure or a transfer still says so', () => {
    expect(callRecord(ended('customer-ended-call'), false).outcome).toBe('silent');
    expect(callRecord(ended('customer-disconnected'), false).outcome).toBe('silent');
    expect(callRecord(ended('pipeline-error-voice-failed'), false).outcome).toBe('failed');
    expect(callRecord(ended('transferred-to-human'), false).outcome).toBe('transferred');
  });

  it('is in progress until it ends, and has no talk times for calls stored before they were measured', () => {
    const live = { status: 'in-progress' as const, endedReason: null, durationSeconds: null, visitorTalkMs: null, agentTalkMs: null };
    expect(callRecord(live, true)).toEqual({
      outcome: 'in-progress',
      ended_reason: null,
      duration_seconds: null,
      visitor_talk_seconds: null,
      agent_talk_seconds: null,
    });
  });
});
