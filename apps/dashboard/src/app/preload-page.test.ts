import { describe, expect, it, vi } from 'vitest';
import { preloadPage } from './preload-page';

vi.mock('../pages/auth-forms', () => ({ page: 'sign-in forms' }));
vi.mock('../pages/public-pages', () => ({ page: 'public pages' }));

describe('preloadPage', () => {
  it.each(['/login', '/chat/login', '/register', '/login/'])('starts the sign-in forms’ chunk for %s', async (path) => {
    await expect(preloadPage(path)).resolves.toMatchObject({ page: 'sign-in forms' });
  });

  it.each(['/demo', '/demo/org_x'])('starts the demo page’s chunk for %s', async (path) => {
    await expect(preloadPage(path)).resolves.toMatchObject({ page: 'public pages' });
  });

  it.each(['/dashboard/inbox', '/registered', '/demo/a/b'])('starts nothing for %s', async (path) => {
    await expect(preloadPage(path)).resolves.toBeUndefined();
  });
});
