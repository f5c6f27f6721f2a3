// Companies of 003 §3/§7 (ADMIN-040..049): name unique ignoring case, delete only without vessels.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { IdParamsSchema, IdSchema, IsoDateTimeSchema, emailPattern } from './common.ts';
import { endpoint } from './endpoint.ts';

export const subscriptionStatuses = ['Active', 'Suspended', 'Terminated'] as const;
export const SubscriptionStatusSchema = v.picklist(subscriptionStatuses);
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const companyNameMaxLength = 100;

export const CompanySchema = v.object({
  id: IdSchema,
  name: v.string(),
  contactName: v.string(),
  contactPhone: v.string(),
  contactEmail: v.string(),
  subscriptionStatus: SubscriptionStatusSchema,
  dcMasterDataCompanyId: v.string(),
  notes: v.string(),
  createdDate: IsoDateTimeSchema,
  vesselCount: v.number(),
  /** The row version; an edit or delete sends it back in If-Match (ADR 0092). */
  version: v.pipe(v.number(), v.integer()),
});
export type Company = v.InferOutput<typeof CompanySchema>;

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

export const CompanyRequestSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.companyNameRequired),
    v.maxLength(companyNameMaxLength),
  ),
  contactName: optionalText(200),
  contactPhone: optionalText(50),
  contactEmail: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(254),
      v.check((text) => text === '' || emailPattern.test(text), messages.contactEmailInvalid),
    ),
    '',
  ),
  subscriptionStatus: v.optional(SubscriptionStatusSchema, 'Active'),
  dcMasterDataCompanyId: optionalText(100),
  notes: optionalText(4000),
});
export type CompanyRequest = v.InferInput<typeof CompanyRequestSchema>;

/** The company endpoints (declared once for the server and the client, ADR 0111). */
export const companyEndpoints = {
  list: endpoint({ method: 'get', path: '/Companies', response: v.array(CompanySchema) }),
  create: endpoint({
    method: 'post',
    path: '/Companies',
    body: CompanyRequestSchema,
    response: CompanySchema,
    status: 201,
  }),
  update: endpoint({
    method: 'put',
    path: '/Companies/{id}',
    params: IdParamsSchema,
    body: CompanyRequestSchema,
    response: CompanySchema,
  }),
  remove: endpoint({ method: 'delete', path: '/Companies/{id}', params: IdParamsSchema }),
};
