import { describe, expect, it } from 'vitest';
import { VOICE_API_OPERATIONS } from './voice-api';

/**
 * Spec §7 "Voice API (bearer token)", path by path: each must be an operation of the table (and so
 * a function of `createVoiceApi`, a documented operation, and a 501 or a real route on Parley).
 */
const SPEC_PATHS = [
  'POST /call/web',
  'GET /call',
  'POST /call',
  'GET /call/{id}',
  'POST /call/phone',
  'GET /v2/call',
  'GET /v2/call/export',
  'GET /v2/call/metadata',
  'GET /v2/assistant',
  'GET /v2/phone-number',
  'GET /chat',
  'POST /chat',
  'GET /chat/{id}',
  'POST /chat/responses',
  'GET /session',
  'POST /session',
  'GET /session/{id}',
  'GET /assistant',
  'POST /assistant',
  'GET /assistant/{id}',
  'PATCH /assistant/{id}',
  'PUT /assistant/{id}',
  'DELETE /assistant/{id}',
  'GET /assistant/{id}/version',
  'GET /phone-number',
  'POST /phone-number/import/twilio',
  'POST /phone-number/import/vonage',
  'GET /phone-number/{id}',
  'GET /tool',
  'GET /tool/{id}',
  'GET /file',
  'POST /file/upload',
  'GET /file/{id}',
  'GET /knowledge-base',
  'GET /knowledge-base/{id}',
  'GET /workflow',
  'GET /squad',
  'GET /test-suite',
  'GET /test-suite/{testSuiteId}/test',
  'GET /test-suite/{testSuiteId}/run',
  'GET /metrics',
  'POST /analytics',
  'GET /log',
  'GET /logs',
  'GET /token',
  'GET /credential',
  'POST /credential/session',
  'POST /credential/webhook',
  'POST /credential/trigger',
  'GET /template',
  'GET /template/pinned',
  'GET /voice-library',
  'GET /org',
  'GET /org/{id}/user',
  'POST /org/{id}/leave',
  'DELETE /org/{id}/member/{memberId}/leave',
  'POST /org/{id}/invite',
  'PATCH /org/{id}/role',
  'GET /org/{id}/auth',
  'POST /11labs/voice/clone',
];

describe('VOICE_API_OPERATIONS', () => {
  const keys = VOICE_API_OPERATIONS.map((op) => `${op.method} ${op.path}`);

  it.each(SPEC_PATHS)('covers %s of spec §7', (key) => {
    expect(keys).toContain(key);
  });

  it('lists each method and path, and each client function, once', () => {
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    const clients = VOICE_API_OPERATIONS.map((op) => op.client);
    expect(clients.filter((c, i) => clients.indexOf(c) !== i)).toEqual([]);
  });

  it('names a resource for every 501 message', () => {
    for (const op of VOICE_API_OPERATIONS) expect(op.resource, op.client).toMatch(/^[A-Z0-9][\w ]+$/);
  });
});
