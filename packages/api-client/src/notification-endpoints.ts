import type { Call } from './http';
import type { NotificationPreferences, UpdateNotificationPreferencesRequest } from './schemas';

const PREFERENCES = '/api/v1/users/current/notifications';

/** The signed-in member's email choices (issue 19); `email_enabled` says whether this server sends email at all. */
export function notificationEndpoints(call: Call) {
  return {
    getNotificationPreferences: async () => (await call<{ data: NotificationPreferences }>('GET', PREFERENCES)).body.data,
    updateNotificationPreferences: async (notifications: UpdateNotificationPreferencesRequest['notifications']) =>
      (await call<{ data: NotificationPreferences }>('PUT', PREFERENCES, { json: { notifications } })).body.data,
  };
}
