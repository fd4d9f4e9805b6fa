import { HostQuery } from '@parley/contract';
import { z } from 'zod';
import { validate } from '../../http/validate';

/**
 * The host page the widget frame reports (the top-most ancestor the browser gave it), which
 * `resolvePublicCaller` takes at its word only from Parley's own frame. Validated with the
 * contract's `HostQuery`, so a visitor route never trusts an unchecked request part: one reader
 * for every route a widget key calls (`?host=` on reads, `hostOrigin` in bodies).
 */
export const claimedHost = (query: unknown): string | undefined => validate(HostQuery, query).host;

/** A body's `hostOrigin`: the same value as the query's `host`, with the same limits. */
const HostOriginBody = z.object({ hostOrigin: HostQuery.shape.host });
export const claimedHostOrigin = (body: unknown): string | undefined => validate(HostOriginBody, body).hostOrigin;
