export { createApiClient, type ApiClient, type ApiClientOptions, type Session } from './client';
export { ApiError, errorMessageFrom, UNEXPECTED_ERROR_MESSAGE } from './errors';
export { STORAGE_KEYS, bearerTokenFrom, type KeyValueStorage } from './storage';
export type * from './schemas';
