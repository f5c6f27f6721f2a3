// Dashboards and widget configurations (000 §3, §4, §7; endpoints.tsv rows Dashboard and
// WidgetConfigurations). A dashboard is its owner's; it may be shared read-only with users of the
// same company. A widget's vessel data settings live in its configuration.
import * as v from 'valibot';
import { widgetTemplateAliases, widgetTypes, type WidgetType } from '../dashboards/widgets.ts';
import {
  calculationTypes,
  defaultSpanHours,
  fromAndToDatesCalculationTypes,
  maxSpanHours,
  minSpanHours,
} from '../dashboards/time-span.ts';
import { messages } from '../messages.ts';
import { IdParamsSchema, IdSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

export const DASHBOARD_NAME_MAX = 100;
export const MAX_WIDGETS = 40;
export const MAX_CONFIG_VESSELS = 100;
export const MAX_CONFIG_COLUMNS = 12;

export const DashboardNameSchema = v.pipe(
  v.string(messages.nameCanNotBeEmpty),
  v.trim(),
  v.minLength(1, messages.nameCanNotBeEmpty),
  v.maxLength(DASHBOARD_NAME_MAX, `The name can have at most ${DASHBOARD_NAME_MAX} characters.`),
);

/** A widget type, the template names TableWidget and GraphWidget read as their types. */
export const WidgetTypeSchema = v.pipe(
  v.picklist(
    [...widgetTypes, ...(Object.keys(widgetTemplateAliases) as ('TableWidget' | 'GraphWidget')[])],
    `The widget type must be one of ${widgetTypes.join(', ')}.`,
  ),
  v.transform((text): WidgetType => widgetTemplateAliases[text] ?? (text as WidgetType)),
);

const gridInt = (what: string, min: number, max: number) =>
  v.pipe(
    v.number(`${what} must be a number.`),
    v.integer(`${what} must be a whole number.`),
    v.minValue(min),
    v.maxValue(max),
  );

export const WidgetSchema = v.object({
  id: IdSchema,
  type: WidgetTypeSchema,
  name: v.pipe(v.string(), v.trim(), v.maxLength(DASHBOARD_NAME_MAX)),
  active: v.optional(v.boolean(), true),
  configId: v.optional(v.nullable(IdSchema), null),
  x: gridInt('x', 0, 100),
  y: gridInt('y', 0, 10_000),
  w: gridInt('w', 1, 100),
  h: gridInt('h', 1, 100),
});
export type Widget = v.InferOutput<typeof WidgetSchema>;

const WidgetListSchema = v.pipe(
  v.array(WidgetSchema),
  v.maxLength(MAX_WIDGETS, `A dashboard can have at most ${MAX_WIDGETS} widgets.`),
  v.check(
    (widgets) => new Set(widgets.map((w) => w.id)).size === widgets.length,
    'Each widget needs its own id.',
  ),
);

export const DashboardSchema = v.object({
  id: IdSchema,
  name: v.string(),
  userId: IdSchema,
  /** The owner's name (shown for dashboards shared with the caller). */
  ownerName: v.string(),
  sequence: v.number(),
  widgets: v.array(WidgetSchema),
  /** The recipients; only the owner is told (empty for a shared dashboard). */
  userIdsSharedWith: v.array(IdSchema),
  /** Shared with the caller: read-only (000 §4). */
  readOnly: v.boolean(),
});
export type Dashboard = v.InferOutput<typeof DashboardSchema>;

/** A user of the caller's company a dashboard can be shared with. */
export const DashboardShareCandidateSchema = v.object({ id: IdSchema, name: v.string(), email: v.string() });
export type DashboardShareCandidate = v.InferOutput<typeof DashboardShareCandidateSchema>;

export const DashboardCreateSchema = v.object({
  id: v.optional(IdSchema),
  name: DashboardNameSchema,
  widgets: v.optional(WidgetListSchema, []),
});
export type DashboardCreate = v.InferOutput<typeof DashboardCreateSchema>;

export const DashboardUpdateSchema = v.object({
  id: IdSchema,
  name: DashboardNameSchema,
  /** The place among the owner's dashboards (0 first); the others move to make room. */
  sequence: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  widgets: WidgetListSchema,
  userIdsSharedWith: v.optional(v.pipe(v.array(IdSchema), v.maxLength(1000)), []),
});
export type DashboardUpdate = v.InferOutput<typeof DashboardUpdateSchema>;

const isoOrNull = v.optional(
  v.nullable(
    v.pipe(
      v.string(),
      v.check((text) => !Number.isNaN(Date.parse(text)), 'A date must be an ISO 8601 date and time.'),
    ),
  ),
  null,
);

export const WidgetLogVariableSchema = v.object({
  id: IdSchema,
  vesselId: IdSchema,
  /** The unit shown in the column heading. */
  unitCaption: v.optional(v.pipe(v.string(), v.maxLength(32)), ''),
});
export type WidgetLogVariable = v.InferOutput<typeof WidgetLogVariableSchema>;

export const WidgetColumnSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'A column needs a name.'),
      v.maxLength(DASHBOARD_NAME_MAX),
    ),
    logVariables: v.pipe(v.array(WidgetLogVariableSchema), v.maxLength(MAX_CONFIG_VESSELS)),
    calculationType: v.optional(v.picklist(calculationTypes, 'Unknown calculation type.'), 'LastReceived'),
    hours: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(minSpanHours, messages.selectedHoursRange),
        v.maxValue(maxSpanHours, messages.selectedHoursRange),
      ),
      defaultSpanHours,
    ),
    fromDate: isoOrNull,
    toDate: isoOrNull,
    fromAndToDatesCalculationType: v.optional(v.picklist(fromAndToDatesCalculationTypes), 'Averaged'),
  }),
  v.check(
    (column) => !column.fromDate || !column.toDate || Date.parse(column.fromDate) < Date.parse(column.toDate),
    messages.totalTimespanMustBePositive,
  ),
);
export type WidgetColumn = v.InferOutput<typeof WidgetColumnSchema>;

export const WidgetConfigurationBodySchema = v.object({
  id: v.optional(IdSchema),
  widgetType: WidgetTypeSchema,
  vessels: v.pipe(
    v.array(IdSchema),
    v.maxLength(MAX_CONFIG_VESSELS, `At most ${MAX_CONFIG_VESSELS} vessels.`),
    v.check((ids) => new Set(ids).size === ids.length, 'Each vessel once.'),
  ),
  columns: v.optional(
    v.pipe(
      v.array(WidgetColumnSchema),
      v.maxLength(MAX_CONFIG_COLUMNS, `At most ${MAX_CONFIG_COLUMNS} columns.`),
    ),
    [],
  ),
});
export type WidgetConfigurationBody = v.InferOutput<typeof WidgetConfigurationBodySchema>;

export const WidgetConfigurationSchema = v.object({
  id: IdSchema,
  widgetType: v.picklist(widgetTypes),
  vessels: v.array(IdSchema),
  columns: v.array(
    v.object({
      name: v.string(),
      logVariables: v.array(WidgetLogVariableSchema),
      calculationType: v.picklist(calculationTypes),
      hours: v.number(),
      fromDate: v.nullable(v.string()),
      toDate: v.nullable(v.string()),
      fromAndToDatesCalculationType: v.picklist(fromAndToDatesCalculationTypes),
    }),
  ),
  readOnly: v.boolean(),
});
export type WidgetConfiguration = v.InferOutput<typeof WidgetConfigurationSchema>;
export type { WidgetType };

/** The dashboard and widget configuration endpoints (declared once for the server and the client, ADR 0111). */
export const dashboardEndpoints = {
  list: endpoint({ method: 'get', path: '/Dashboard', response: v.array(DashboardSchema) }),
  shareCandidates: endpoint({
    method: 'get',
    path: '/Dashboard/ShareCandidates',
    response: v.array(DashboardShareCandidateSchema),
  }),
  create: endpoint({
    method: 'post',
    path: '/Dashboard',
    body: DashboardCreateSchema,
    response: DashboardSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'put',
    path: '/Dashboard',
    body: DashboardUpdateSchema,
    response: DashboardSchema,
  }),
  remove: endpoint({ method: 'delete', path: '/Dashboard/{id}', params: IdParamsSchema }),
  config: endpoint({
    method: 'get',
    path: '/WidgetConfigurations/{id}',
    params: IdParamsSchema,
    response: WidgetConfigurationSchema,
  }),
  createConfig: endpoint({
    method: 'post',
    path: '/WidgetConfigurations',
    body: WidgetConfigurationBodySchema,
    response: WidgetConfigurationSchema,
    status: 201,
  }),
  updateConfig: endpoint({
    method: 'put',
    path: '/WidgetConfigurations/{id}',
    params: IdParamsSchema,
    body: WidgetConfigurationBodySchema,
    response: WidgetConfigurationSchema,
  }),
  removeConfig: endpoint({ method: 'delete', path: '/WidgetConfigurations/{id}', params: IdParamsSchema }),
};
