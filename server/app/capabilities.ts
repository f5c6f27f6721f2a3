// Every capability of the server, once, in the order their routes are registered (ADR 0096).
import type { CapabilityModule } from '../http/capability-module.ts';
import { authModule } from '../auth/module.ts';
import { usersModule } from '../users/module.ts';
import { companiesModule } from '../companies/module.ts';
import { vesselsModule } from '../vessels/module.ts';
import { vesselAdministrationModule } from '../vessel-administration/module.ts';
import { accessGroupsModule } from '../access-groups/module.ts';
import { vesselGroupsModule } from '../vessel-groups/module.ts';
import { featuresModule } from '../features/module.ts';
import { featureMappingModule } from '../feature-mapping/module.ts';
import { systemModule } from '../system/module.ts';
import { voyagesModule } from '../voyages/module.ts';
import { syncModule } from '../sync/module.ts';
import { referenceListsModule } from '../reference-lists/module.ts';
import { vesselSettingsModule } from '../vessel-settings/module.ts';
import { vesselFilesModule } from '../vessel-files/module.ts';
import { vesselNotesModule } from '../vessel-notes/module.ts';
import { emissionComplianceModule } from '../emission-compliance/module.ts';
import { carbonPricingModule } from '../carbon-pricing/module.ts';
import { voyageTemplateModule } from '../voyage-template/module.ts';
import { notificationsModule } from '../notifications/module.ts';
import { announcementsModule } from '../announcements/module.ts';
import { dashboardsModule } from '../dashboards/module.ts';
import { importModule } from '../import/module.ts';
import { loggerImportModule } from '../logger-import/module.ts';
import { noonImportModule } from '../noon-import/module.ts';
import { noonReportsModule } from '../noon-reports/module.ts';
import { logDataModule, logDataConfigModule } from '../log-data/module.ts';
import { taxonomyModule } from '../taxonomy/module.ts';
import { performanceModule } from '../performance/module.ts';
import { iso19030Module } from '../iso19030/module.ts';
import { foulingModule } from '../fouling/module.ts';
import { dataQualityModule } from '../data-quality/module.ts';
import { ciiModule } from '../cii/module.ts';
import { emissionReportsModule } from '../emission-reports/module.ts';
import { shapoliModule } from '../shapoli/module.ts';
import type { RouteContainer } from './container.ts';

export const capabilities: readonly CapabilityModule<RouteContainer>[] = [
  authModule,
  usersModule,
  companiesModule,
  vesselsModule,
  vesselAdministrationModule,
  accessGroupsModule,
  vesselGroupsModule,
  featuresModule,
  systemModule,
  voyagesModule,
  noonReportsModule,
  noonImportModule,
  syncModule,
  referenceListsModule,
  vesselSettingsModule,
  vesselFilesModule,
  vesselNotesModule,
  emissionComplianceModule,
  carbonPricingModule,
  voyageTemplateModule,
  notificationsModule,
  announcementsModule,
  dashboardsModule,
  importModule,
  loggerImportModule,
  logDataModule,
  taxonomyModule,
  logDataConfigModule,
  performanceModule,
  iso19030Module,
  foulingModule,
  dataQualityModule,
  featureMappingModule,
  ciiModule,
  emissionReportsModule,
  shapoliModule,
];
