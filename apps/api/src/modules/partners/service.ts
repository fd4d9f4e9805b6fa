import type { TokenClaims } from '../../auth/tokens';
import { AppError } from '../../errors';
import { toPartnerApplicationDto, type PartnerRepository } from './repository';
import type { PartnerApplication, PartnerApplicationRequest } from './validation';

export interface PartnerServiceDeps {
  repo: PartnerRepository;
  /**
   * Parley has no staff role in its accounts model (spec §6 shows only signed in or not), so staff
   * are the people whose sign-in email is listed in PARLEY_STAFF_EMAILS. Lower-case.
   */
  staffEmails: readonly string[];
  emailOf: (userId: number) => Promise<string>;
}

export function createPartnerService({ repo, staffEmails, emailOf }: PartnerServiceDeps) {
  const staff = new Set(staffEmails.map((email) => email.trim().toLowerCase()).filter(Boolean));
  return {
    /** Stores an application; a filled honeypot is acknowledged like any other and dropped. */
    async apply(input: PartnerApplicationRequest): Promise<{ stored: boolean }> {
      if (input.nickname) return { stored: false };
      await repo.insert(input);
      return { stored: true };
    },

    async list(claims: TokenClaims, page: number, perPage: number): Promise<{ data: PartnerApplication[]; total: number }> {
      const email = (await emailOf(claims.userId)).toLowerCase();
      if (!email || !staff.has(email)) throw AppError.forbidden('Only Parley staff can read partner applications');
      const { rows, total } = await repo.list(page, perPage);
      return { data: rows.map(toPartnerApplicationDto), total };
    },
  };
}
export type PartnerService = ReturnType<typeof createPartnerService>;
