export const E2E_PORT = 3147;
/** Known only to the e2e server, so tests can mint an expired token the server will verify. */
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';
