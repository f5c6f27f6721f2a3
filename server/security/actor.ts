// Who is calling: resolved once per request from the bearer token or the API key.
import type { Role } from '../../domain/auth/roles.ts';

export type Actor = {
  userId: string;
  email: string;
  role: Role;
  /** Home company; null for the provider's Administrators. */
  homeCompanyId: string | null;
  /** The company the actor acts for: an Administrator's current company, else the home company. */
  companyId: string | null;
  /** The session token hash when signed in with a token (null for API keys). */
  sessionTokenHash: string | null;
  /** A KognifaiUser's integration keys are usable (domain/auth/roles.ts hasPartnerKeys); false for other roles. */
  hasPartnerKeys: boolean;
};
