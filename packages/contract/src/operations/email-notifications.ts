import { ErrorResponseSchema } from '../schemas';
import {
  NotificationPreferencesResponseSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
  UpdateNotificationPreferencesRequestSchema,
} from '../schemas/email-notifications';
import { group, ok } from './draft';

const PREFERENCES = '/api/v1/users/current/notifications';
const UNSUBSCRIBE = '/api/v1/notifications/unsubscribe';
const badToken = { 400: { description: 'The link is not one Parley signed (or was cut short)', schema: ErrorResponseSchema } };

export const EMAIL_NOTIFICATION_OPERATIONS = group('Notifications', [
  {
    method: 'GET',
    path: PREFERENCES,
    operationId: 'getNotificationPreferences',
    summary: 'The signed-in member’s email choices (new lead, handoff request, daily digest), and whether this server sends email',
    responses: ok(NotificationPreferencesResponseSchema),
    client: ['getNotificationPreferences'],
  },
  {
    method: 'PUT',
    path: PREFERENCES,
    operationId: 'updateNotificationPreferences',
    summary: 'Change the signed-in member’s email choices ({notifications:{new_lead, handoff_request, daily_digest, timezone}})',
    body: UpdateNotificationPreferencesRequestSchema,
    responses: ok(NotificationPreferencesResponseSchema),
    client: ['updateNotificationPreferences'],
  },
  {
    method: 'GET',
    path: UNSUBSCRIBE,
    operationId: 'unsubscribeFromEmail',
    summary: 'The unsubscribe link of an email: turns that kind of email off for its member',
    description: 'The token is signed by the server (HMAC) over the member and the kind of email; it does not expire. Answers a small page.',
    auth: 'none',
    audience: 'browser',
    query: UnsubscribeQuerySchema,
    responses: { 200: { description: 'HTML page: unsubscribed', contentType: 'text/html' }, ...badToken },
  },
  {
    method: 'POST',
    path: UNSUBSCRIBE,
    operationId: 'unsubscribeFromEmailOneClick',
    summary: 'One-click unsubscribe (RFC 8058): what a mail client posts for the List-Unsubscribe header',
    description: 'The body a mail client sends is `List-Unsubscribe=One-Click` (form-encoded); it is not needed.',
    auth: 'none',
    audience: 'browser',
    query: UnsubscribeQuerySchema,
    bodyType: 'form',
    responses: { ...ok(UnsubscribeResponseSchema), ...badToken },
  },
]);
