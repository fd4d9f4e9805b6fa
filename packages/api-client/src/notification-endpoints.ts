import type { SendOperation } from './operation-call';
import type { UpdateNotificationPreferencesRequest } from './schemas';

/** The signed-in member's email choices (issue 19); `email_enabled` says whether this server sends email at all. */
export function notificationEndpoints(send: SendOperation) {
  return {
    getNotificationPreferences: async () => (await send('getNotificationPreferences')).body.data,
    updateNotificationPreferences: async (notifications: UpdateNotificationPreferencesRequest['notifications']) =>
      (await send('updateNotificationPreferences', { json: { notifications } })).body.data,
  };
}
