import { describe, expect, it } from 'vitest';
import { isApiPath } from './static-apps';

describe('isApiPath', () => {
  it('keeps endpoints for the API and the sign-in pages for the app', () => {
    expect(isApiPath('/api/v1/users/current')).toBe(true);
    expect(isApiPath('/chat')).toBe(true);
    expect(isApiPath('/login')).toBe(false);
    expect(isApiPath('/chat/login')).toBe(false);
    expect(isApiPath('/dashboard')).toBe(false);
    expect(isApiPath('/locales/en/common.json')).toBe(true);
  });
});
