import { AppError } from '../../errors';

/** 400 for an emailed one-time link's token that cannot be used; `whenExpired` tells how long links work and what to do now. */
export function refusedLink(link: 'sign-up' | 'unlock', reason: 'invalid' | 'expired', whenExpired: string): AppError {
  const why = reason === 'expired' ? `has expired ${whenExpired}` : 'is not valid. Open the link from the email exactly as it was sent.';
  return new AppError('bad_request', `This ${link} link ${why}`);
}
