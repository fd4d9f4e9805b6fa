import { beforeEach, describe, expect, it } from 'vitest';
import { logoutDestination, saveIntendedUrl, takeIntendedUrl } from './session';

describe('session rules', () => {
  beforeEach(() => localStorage.clear());

  it('returns the intended URL once, then the default /voice-ai/subscribe', () => {
    saveIntendedUrl('/dashboard/account?tab=profile');
    expect(takeIntendedUrl()).toBe('/dashboard/account?tab=profile');
    expect(takeIntendedUrl()).toBe('/voice-ai/subscribe');
  });

  it('never follows an intended URL to another site', () => {
    saveIntendedUrl('//evil.example.com/x');
    expect(takeIntendedUrl()).toBe('/voice-ai/subscribe');
    saveIntendedUrl('https://evil.example.com');
    expect(takeIntendedUrl()).toBe('/voice-ai/subscribe');
  });

  it('sends people to the saved logout path first, then /login', () => {
    expect(logoutDestination()).toBe('/login');
    localStorage.setItem('logout_redirect_path', '/partners/login');
    expect(logoutDestination()).toBe('/partners/login');
  });
});
