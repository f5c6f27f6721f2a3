// Pure rules of the Vessel administration page (003 §2, §4, §5; ADR 0062): the tabs kept in the
// URL, the row actions a status allows (read from domain/vessel-lifecycle.ts, the table the server
// enforces), and the add/edit form read back through the contracts' own valibot schemas.
import * as v from 'valibot';
import { IdSchema } from '../../../domain/contracts/common.ts';
import {
  VesselCreateRequestSchema,
  vesselLifecycleCalls,
  type VesselAdministration,
  type VesselCreate,
} from '../../../domain/contracts/vessel-administration.ts';
import {
  VesselUpdateRequestSchema,
  type ActiveStatus,
  type VesselUpdate,
} from '../../../domain/contracts/vessels.ts';
import { messages } from '../../../domain/messages.ts';
import {
  isActionAllowed,
  type AdministrationTab,
  type LifecycleAction,
} from '../../../domain/vessel-lifecycle.ts';
import { imoMaxDigits, isValidImoCheckDigit, numberOfShaftsOptions } from '../../../domain/vessel-rules.ts';
import { firstIssueByField } from '../../lib/form-rules.ts';

// Tabs (ADMIN-040/041) ---------------------------------------------------------------------------

export type AdminTab = AdministrationTab | 'Edit';
export const adminTabs = [
  'Unassigned',
  'Assigned',
  'Archived',
  'Edit',
] as const satisfies readonly AdminTab[];

/** `?tab=Archived`, and `?tab=Edit&vesselId=` for one vessel (without an id the tab adds one). */
export const VesselAdministrationSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(adminTabs), 'Unassigned')),
  vesselId: v.optional(v.fallback(v.optional(IdSchema), undefined)),
});
export type VesselAdministrationSearch = v.InferOutput<typeof VesselAdministrationSearchSchema>;

export type AdminView = { tab: AdminTab; vesselId?: string };

export function tabLabel(tab: AdminTab, editing: boolean): string {
  if (tab === 'Edit') return editing ? 'Edit vessel' : 'Add vessel';
  return `${tab} vessels`;
}

export const emptyTabText: Record<AdministrationTab, string> = {
  Unassigned: messages.noUnassignedVessels,
  Assigned: messages.noAssignedVessels,
  Archived: messages.noArchivedVessels,
};

// Row actions (ADMIN-045..047, ADMIN-115..117) ---------------------------------------------------

export type LifecycleSegment = (typeof vesselLifecycleCalls)[number]['segment'];

export type RowActionKind =
  { kind: 'edit' } | { kind: 'delete' } | { kind: 'call'; segment: LifecycleSegment };

type TableAction = { action: LifecycleAction; label: string; danger?: boolean };

/** The buttons of a row, in this order, each shown only where the lifecycle allows it. */
const tableActions: readonly TableAction[] = [
  { action: 'Edit', label: 'Edit' },
  { action: 'Activate', label: 'Activate' },
  { action: 'Deactivate', label: 'Deactivate' },
  { action: 'Unassign', label: 'Unassign' },
  { action: 'Archive', label: 'Archive' },
  { action: 'Reactivate', label: 'Reactivate' },
  { action: 'Delete', label: 'Delete', danger: true },
];

export type OfferedAction = { action: LifecycleAction; label: string; danger: boolean; run: RowActionKind };

function segmentOf(action: LifecycleAction): LifecycleSegment {
  const call = vesselLifecycleCalls.find((candidate) => candidate.action === action);
  if (!call) throw new Error(`No lifecycle call for ${action}`);
  return call.segment;
}

/** The row actions a vessel in this status offers. */
export function rowActionsFor(status: ActiveStatus): OfferedAction[] {
  return tableActions
    .filter(({ action }) => isActionAllowed(action, status))
    .map(({ action, label, danger = false }) => ({
      action,
      label,
      danger,
      run:
        action === 'Edit'
          ? { kind: 'edit' }
          : action === 'Delete'
            ? { kind: 'delete' }
            : { kind: 'call', segment: segmentOf(action) },
    }));
}

const doneWords: Partial<Record<LifecycleAction, string>> = {
  Activate: 'activated',
  Deactivate: 'deactivated',
  Unassign: 'unassigned',
  Archive: 'archived',
  Reactivate: 'reactivated',
  Delete: 'deleted',
  SetDataReceiver: 'is now the data receiver',
  UnsetDataReceiver: 'no longer receives the data',
};

/** The notice after a lifecycle action, e.g. 'Nordic Star archived.' */
export function actionDoneText(action: LifecycleAction, vesselName: string): string {
  return `${vesselName} ${doneWords[action] ?? 'changed'}.`;
}

/** The lifecycle action behind a body-less call. */
export function actionOfSegment(segment: LifecycleSegment): LifecycleAction {
  const call = vesselLifecycleCalls.find((candidate) => candidate.segment === segment);
  if (!call) throw new Error(`Unknown lifecycle call ${segment}`);
  return call.action;
}

// The add/edit form (ADMIN-051..055, ADMIN-132..139) ---------------------------------------------

export const vesselFormFields = [
  'name',
  'imoNumber',
  'draftMean',
  'ballastDraftHigh',
  'ballastDraftLow',
  'ladenDraftHigh',
  'ladenDraftLow',
  'maxContinuousRating',
  'speedMaxContinuousRating',
  'numberOfShafts',
] as const;
export type VesselFormField = (typeof vesselFormFields)[number];

/** The form as typed: text per field, the company (create only) as an id or null. */
export type VesselFormValues = Record<VesselFormField, string> & { companyId: string | null };
export type VesselFormErrors = Partial<Record<VesselFormField | 'companyId', string>>;

export const vesselFormLabels: Record<VesselFormField, { label: string; unit?: string }> = {
  name: { label: 'Vessel Name' },
  imoNumber: { label: 'IMO Number' },
  draftMean: { label: 'Draft', unit: 'm' },
  ballastDraftHigh: { label: 'Ballast Draft High', unit: 'm' },
  ballastDraftLow: { label: 'Ballast Draft Low', unit: 'm' },
  ladenDraftHigh: { label: 'Laden Draft High', unit: 'm' },
  ladenDraftLow: { label: 'Laden Draft Low', unit: 'm' },
  maxContinuousRating: { label: 'Power MCR', unit: 'kW' },
  speedMaxContinuousRating: { label: 'Shaft speed MCR', unit: 'rpm' },
  numberOfShafts: { label: 'Number of shafts' },
};

export const numberOfShaftsChoices = numberOfShaftsOptions.map(String);

export function emptyVesselForm(): VesselFormValues {
  const values = Object.fromEntries(vesselFormFields.map((field) => [field, ''])) as Record<
    VesselFormField,
    string
  >;
  return { ...values, companyId: null };
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function vesselFormFromVessel(vessel: VesselAdministration): VesselFormValues {
  return {
    name: vessel.name,
    imoNumber: String(vessel.imoNumber),
    draftMean: text(vessel.draftMean),
    ballastDraftHigh: text(vessel.ballastDraftHigh),
    ballastDraftLow: text(vessel.ballastDraftLow),
    ladenDraftHigh: text(vessel.ladenDraftHigh),
    ladenDraftLow: text(vessel.ladenDraftLow),
    maxContinuousRating: text(vessel.maxContinuousRating),
    speedMaxContinuousRating: text(vessel.speedMaxContinuousRating),
    numberOfShafts: text(vessel.numberOfShafts),
    companyId: vessel.companyId,
  };
}

function particularsOf(values: VesselFormValues): Record<string, unknown> {
  return {
    name: values.name,
    draftMean: values.draftMean,
    ballastDraftHigh: values.ballastDraftHigh,
    ballastDraftLow: values.ballastDraftLow,
    ladenDraftHigh: values.ladenDraftHigh,
    ladenDraftLow: values.ladenDraftLow,
    maxContinuousRating: values.maxContinuousRating,
    speedMaxContinuousRating: values.speedMaxContinuousRating,
    numberOfShafts: values.numberOfShafts === '' ? undefined : Number(values.numberOfShafts),
  };
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: VesselFormErrors };

function check<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: Record<string, unknown>,
): Checked<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, body: result.output };
  return { ok: false, errors: firstIssueByField<VesselFormField | 'companyId'>(result.issues) };
}

/** POST /VesselAdministrations: the particulars, the IMO number and the chosen company. */
export function createRequestFromForm(values: VesselFormValues): Checked<VesselCreate> {
  return check(VesselCreateRequestSchema, {
    ...particularsOf(values),
    imoNumber: values.imoNumber,
    companyId: values.companyId,
  });
}

/** PUT /VesselAdministrations/{id}: the particulars; the IMO number cannot change (ADMIN-054). */
export function updateRequestFromForm(values: VesselFormValues): Checked<VesselUpdate> {
  return check(VesselUpdateRequestSchema, particularsOf(values));
}

/**
 * The IMO number as a number once it passes the contract's rule (1..7 digits), else null: the
 * form asks whether the company holds it only then.
 */
export function imoNumberOf(typed: string): number | null {
  const trimmed = typed.trim();
  return new RegExp(`^\\d{1,${imoMaxDigits}}$`).test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
}

/** DECISIONS ADMIN-134: a failing check digit warns, it does not block. */
export function imoCheckDigitWarning(typed: string): string | null {
  const imoNumber = imoNumberOf(typed);
  if (imoNumber === null) return null;
  return isValidImoCheckDigit(imoNumber) ? null : messages.imoCheckDigitWarning;
}
