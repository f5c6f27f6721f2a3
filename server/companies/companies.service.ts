// Companies of 003 §2/§5 (Administrator only): unique names ignoring case, a default access group
// per company, delete only without vessels.
import type { Kysely } from 'kysely';
import type { Company, CompanyRequest } from '../../domain/contracts/companies.ts';
import { messages } from '../../domain/messages.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { requireAdmin } from '../security/access-policy.ts';
import { preconditionFailed, requireIfMatch } from '../http/sync-refusal.ts';
import type { Actor } from '../security/actor.ts';
import { presentCompany } from './companies.presenter.ts';
import {
  countCompanyUsers,
  findCompanyById,
  insertCompany,
  isCompanyNameTaken,
  listCompanies,
  softDeleteCompany,
  updateCompany,
  type CompanyFields,
} from './companies.repository.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/sql-errors.ts';

type CompanyInput = Required<CompanyRequest>;

const fieldsOf = (input: CompanyInput): CompanyFields => ({
  name: input.name,
  contactName: input.contactName,
  contactPhone: input.contactPhone,
  contactEmail: input.contactEmail,
  subscriptionStatus: input.subscriptionStatus,
  dcMasterDataCompanyId: input.dcMasterDataCompanyId,
  notes: input.notes,
});

/**
 * What a new company sets up in the capabilities above it. The container wires them in, so that
 * companies, which users and access groups build on, uses neither.
 */
export type CompanyStart = {
  /** Inside the transaction that creates the company: its default access group. */
  createDefaultAccessGroup(trx: Kysely<Database>, companyId: string): Promise<unknown>;
  /** The company the user acts for. */
  setCurrentCompany(userId: string, companyId: string): Promise<void>;
};

export function createCompaniesService(ctx: ServiceContext, start: CompanyStart) {
  async function getCompany(id: string) {
    const company = await findCompanyById(ctx.db, id);
    if (!company) throw notFound(messages.companyNotFound);
    return company;
  }

  return {
    async list(actor: Actor): Promise<Company[]> {
      requireAdmin(actor);
      return (await listCompanies(ctx.db)).map(presentCompany);
    },

    async create(actor: Actor, input: CompanyInput): Promise<Company> {
      requireAdmin(actor);
      if (await isCompanyNameTaken(ctx.db, input.name)) throw conflict(messages.companyNameExists);
      const id = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const companyId = await insertCompany(trx, fieldsOf(input));
          await start.createDefaultAccessGroup(trx, companyId);
          return companyId;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(messages.companyNameExists);
          throw error;
        });
      // On a fresh installation the first company becomes the one the Administrator acts for.
      if (!actor.companyId) await start.setCurrentCompany(actor.userId, id);
      return presentCompany(await getCompany(id));
    },

    /** Based on the version the editor read (If-Match, ADR 0092): 428 without, 412 when stale. */
    async update(actor: Actor, id: string, input: CompanyInput, ifMatch: number | null): Promise<Company> {
      requireAdmin(actor);
      await getCompany(id);
      const basedOn = requireIfMatch(ifMatch);
      if (await isCompanyNameTaken(ctx.db, input.name, id)) throw conflict(messages.companyNameExists);
      const saved = await updateCompany(ctx.db, id, fieldsOf(input), basedOn).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(messages.companyNameExists);
        throw error;
      });
      if (!saved) throw preconditionFailed(presentCompany(await getCompany(id)));
      return presentCompany(await getCompany(id));
    },

    /** Also based on the version read: a company someone changed meanwhile is not deleted unseen. */
    async remove(actor: Actor, id: string, ifMatch: number | null): Promise<void> {
      requireAdmin(actor);
      const company = await getCompany(id);
      const basedOn = requireIfMatch(ifMatch);
      if (company.vesselCount > 0) throw conflict(messages.companyHasVessels);
      if ((await countCompanyUsers(ctx.db, id)) > 0) throw conflict(messages.companyHasUsers);
      const deleted = await ctx.db.transaction().execute((trx) => softDeleteCompany(trx, id, basedOn));
      if (!deleted) throw preconditionFailed(presentCompany(await getCompany(id)));
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
