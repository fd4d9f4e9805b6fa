// The schemas live in the contract (@parley/contract); this entry keeps `@parley/api-client/schemas` working.
export * from '@parley/contract/schemas';
export { VOICE_API_OPERATIONS, type VoiceApiOperation } from '@parley/contract';
