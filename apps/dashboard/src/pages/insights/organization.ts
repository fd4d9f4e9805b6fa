import { STORAGE_KEYS } from '@parley/api-client';
import { storedUser } from '../../lib/session';
import { useAuth } from '../../stores/auth';

/** Spec §5 and §8: shown instead of calling the API when no organization id is known. */
export const ORGANIZATION_REQUIRED_MESSAGE = 'Organization ID is required to fetch conversations';

/** The signed-in organization's id: the session's, else the stored one, else the stored user's. */
export function useOrganizationId(): string | null {
  const fromSession = useAuth((s) => s.organizationId);
  if (fromSession) return fromSession;
  const stored = localStorage.getItem(STORAGE_KEYS.organizationId);
  if (stored) return stored;
  const id = storedUser()?.organization.id;
  return id === undefined ? null : String(id);
}
