import { describe, expect, expectTypeOf, it } from 'vitest';
import { clientRoutesOf, voiceRoutesOf, type ClientOperationId, type ClientRoutes, type VoiceClientName, type VoiceRoutes } from './client-routes';
import { PRODUCT_OPERATIONS } from './product';
import { VOICE_API_OPERATIONS } from './voice-api';

/** The ids whose path the type system knows only as `string`: a client could not check their parameters. */
type WidePaths = { [Id in ClientOperationId]: string extends ClientRoutes[Id][1] ? Id : never }[ClientOperationId];
type WideVoicePaths = { [Name in VoiceClientName]: string extends VoiceRoutes[Name][1] ? Name : never }[VoiceClientName];

describe('client routes', () => {
  it('hold the method and path of every operation that names a client function, and only those', () => {
    const routes = clientRoutesOf(PRODUCT_OPERATIONS);
    const named = PRODUCT_OPERATIONS.filter((op) => 'client' in op);
    expect(Object.keys(routes)).toEqual(named.map((op) => op.operationId));
    expect(routes['updateFaq']).toEqual(['PUT', '/api/v1/organizations/current/faqs/{id}']);
    expect(routes['getMedia']).toBeUndefined();
  });

  it('keep each path literal in the type, so its parameters are known', () => {
    expectTypeOf<WidePaths>().toBeNever();
    expectTypeOf<ClientRoutes['updateFaq']>().toEqualTypeOf<readonly ['PUT', '/api/v1/organizations/current/faqs/{id}']>();
  });
});

describe('Voice API routes', () => {
  it('hold the method and path of every Voice API function, by its dotted name', () => {
    const routes = voiceRoutesOf(VOICE_API_OPERATIONS);
    expect(Object.keys(routes)).toEqual(VOICE_API_OPERATIONS.map((op) => op.client));
    expect(routes['testSuites.runs.update']).toEqual(['PATCH', '/test-suite/{testSuiteId}/run/{id}']);
    expect(routes['files.create']).toEqual(['POST', '/file']);
  });

  it('keep each name and path literal in the type, as the table writes them', () => {
    expectTypeOf<WideVoicePaths>().toBeNever();
    expectTypeOf<VoiceClientName>().not.toEqualTypeOf<string>();
    expectTypeOf<VoiceRoutes['testSuites.runs.update']>().toEqualTypeOf<readonly ['PATCH', '/test-suite/{testSuiteId}/run/{id}']>();
    expectTypeOf<VoiceRoutes['orgs.removeMember']>().toEqualTypeOf<readonly ['DELETE', '/org/{id}/member/{memberId}/leave']>();
  });
});
