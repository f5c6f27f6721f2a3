// The user-facing texts of the spec, exactly as in ../shared/spec/messages.tsv (misspellings such
// as 'recieved' and 'occured' included). Placeholders ({name}, {field}, N, X) are replaced by the
// caller. Screens and the server read texts from here only, so a spec text lives in one place.
export const messages = {
  // 000: sign-in, shell (MSG-0001..0051)
  createNewPassword: 'Create new password',
  resetPassword: 'Reset password',
  backToLogin: 'Back to login',
  resetLinkIncomplete:
    'Your password reset link appears to be incomplete. Please click the link you recieved in the email or copy and paste the full link into your browser.',
  myProfile: 'My profile',
  logOut: 'Log out',
  newFeaturesAdded: 'New features added!',
  view: 'View',
  sharedWithMe: 'Shared with me',
  manageDashboards: 'Manage dashboards',
  setGeneralTimeSpan: 'Set general time span',
  loadingAllVessels: 'Loading all vessels',
  noActiveVessels: 'No active vessels',
  addNew: 'Add new',
  selectTimeSpan: 'Select time span',
  markAllAsAcknowledged: 'Mark all as acknowledged',
  markAllAsRead: 'Mark all as read',
  anErrorOccurred: 'An error occurred.',
  anErrorOccurredNoStop: 'An error occurred',
  newDashboard: 'New Dashboard',
  newDashboardNumbered: 'New dashboard N',
  passwordRequired: 'Password required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordMismatch: 'Password mismatch',
  usernameRequired: 'Username required',
  emailRequired: 'Email required',
  emailMustBeValid: 'Email must be valid',
  nameCanNotBeEmpty: 'Name can not be empty',
  widgetsUnitNotAllowed:
    'Widgets [ names ] columns has not allowed variable unit for currently selected calculation type.',
  pleaseSelectWidgets: 'Please select widgets',
  selectedHoursRange: 'Selected hours must be between 1 and 300.',
  failedToCreateDashboard: 'Failed to create dashboard',
  failedToDeleteDashboard: 'Failed to delete dashboard',
  failedToRenameDashboard: 'Failed to rename dashboard',
  failedToUpdateDashboardSharing: 'Failed to update dashboard sharing settings',
  failedToRefreshDashboards: 'Failed to refresh dashboards',
  failedToAddDashboard: 'Failed to add dashboard',
  failedToUpdateDashboard: 'Failed to update dashboard',
  failedToSaveDashboardLayout: 'Failed to save updated dashboard layout',
  failedToAddWidget: 'Failed to add new widget',
  failedToUpdateWidget: 'Failed to update widget',
  failedToDeleteWidget: 'Failed to delete widget',
  couldNotFindWidgetToUpdate: 'Could not find widget to update',
  couldNotFindWidgetToDelete: 'Could not find widget to delete',
  failedToInitializeDashboard: 'Failed to initialize dashboard',
  foundNoDashboardWithId: 'Found no dashboard with id {id}',
  failed: 'Failed',
  notFound: 'Not Found',

  // 001 texts in use by the log-data and performance screens
  featureNotAvailable: 'feature not available',
  charterParty: 'Charter party',
  // 001 §2 (routes.tsv): the Shapoli page's title and the module's readable name.
  eexiShapoli: 'EEXI ShaPoLi',
  failedToFetchBreaches: 'Failed to fetch breaches',
  failedToFetchBreachDetails: 'Failed to fetch breach details',
  failedToFetchFeaturesMappingPrefix: 'Failed to fetch features mapping -> ',
  emissionReport: 'Emission report',
  invalidTimeRange: 'Please specify a valid time in the 00:00-23:59 range',
  inputMustBePositive: 'The input field must be a positive number',
  totalTimespanMustBePositive: 'The total timespan must be greater than 0',
  selectAtLeastOneItem: 'Please select at least 1 item.',
  maximumItemsReached: 'Maximum N items reached.',
  notPossibleDataSize: '(Not possible to plot due to the data size)',
  notPossibleSampleWindow: '(Not possible due to sample window of variables)',
  valueMustBeNumber: 'The value must be a number',
  configurationUpdateFailed: 'There was an error when trying to update the configuration.',
  noPermissionToViewKey: 'You do not have permission to view this key.',

  // 001 performance status and long trends (MSG-0055..0073), used by domain/calc/long-trend.ts
  consequenceInvalid: 'N/A **',
  consequenceBenchmarking: 'n/a',
  statusOk: 'Ok',
  statusObserve: 'Observe',
  statusNotOk: 'Not ok',
  statusBenchmarking: 'Benchmarking',
  statusNotAvailable: 'Performance status N/A',
  noPerformanceParameters: 'No performance parameters',
  performanceStatusDisabledByUser: 'Performance status disabled by user',
  diagnosticsModuleNotActivated: 'Diagnostics module not activated',
  manualBenchmarkLevelRange: 'Manual benchmark level must be a number between -40 and 40',
  // 001 §2 vessel map (MSG-0063, MSG-0069).
  showVesselTrack: 'Show vessel track',
  previousPositions: 'Previous positions',
  // 001 §2, §8 long trend texts (MSG-0052, MSG-0053, MSG-0082, MSG-0119, MSG-0120; 'occured' as written).
  useInVesselStatus: 'use in vessel status',
  useManualBenchmarkLevel: 'Use manual benchmark level',
  errorOccuredDuringUpdate: 'An error occured during update',
  failedToFetchLongTrends: 'Failed to fetch long trends',
  failedToUpdateLongTrend: 'Failed to update long trend',
  // 001 §2, §8 Diagnostics (MSG-0054, MSG-0117, MSG-0121..0123).
  basedOnTheMcr: 'Based on the MCR',
  failedToLoadBenefit: 'Failed to load benefit',
  failedToFetchInfoEvents: 'Failed to fetch info events',
  failedToFetchTrendEvents: 'Failed to fetch trend events',
  failedToFetchEvents: 'Failed to fetch events',
  // 001 §8 ISO 19030 (MSG-0100..0102).
  failedToFetch: 'Failed to fetch',
  failedToCreate: 'Failed to create',
  failedToFetchIso19030PerformanceIndicators: 'Failed to fetch ISO19030 performance indicators',
  // 001 §8 data quality (MSG-0103..0115).
  failedToRefreshFleetOverview: 'Failed to refresh fleet overview',
  failedToRefreshDataAvailability: 'Failed to refresh data availability',
  failedToRefreshDataAvailabilityConfig: 'Failed to refresh data availability config',
  failedToUpdateDataAvailabilityConfig: 'Failed to update Data Availability Config',
  failedToFetchFeaturesMapping: 'Failed to fetch features mapping',
  failedToFetchFeatureValues: 'Failed to fetch feature values',
  failedToFetchFeatureConfig: 'Failed to fetch feature config',
  failedToUpdateFeatureConfig: 'Failed to update feature config',
  failedToAcknowledgeDataOutliers: 'Failed to acknowledge Data Outliers',
  failedToRemoveDataOutliers: 'Failed to remove Data Outliers',
  failedToFetchSpeedLog: 'Failed to fetch speed log',
  failedToFetchDerivedSpeedThroughWater: 'Failed to fetch derived speed through water',
  failedToFetchSpeedThroughWaterData: 'Failed to fetch speed through water data',
  // 001 §8 CII (MSG-0116).
  failedToFetchCalculations: 'Failed to fetch calculations',
  // 001 §8 vessel history (MSG-0124, MSG-0125).
  failedToLoadLatestVesselHistory: 'Failed to load latest vessel history',
  failedToLoadVesselHistoryAdditional: 'Failed to load vessel history additional information',
  // 001 §2 compare vessels (MSG-0057..0060).
  showLastTrendPeriodOnly: 'Show last trend period only',
  showAllTrendPeriods: 'Show all trend periods',
  showRelativeY: 'Show relative Y',
  showRealY: 'Show real Y',

  // 003: administration (MSG-0172..0230)
  failedToAddNewAnnouncement: 'Failed to add new announcement',
  failedToDeleteAnnouncement: 'Failed to delete announcement',
  failedToSendEmail: 'Failed to send email',
  failedToReturnResponse: 'Failed to return response',
  userInformation: 'User information',
  generateNewKey: 'Generate new key',
  removeKey: 'Remove key',
  confirmGenerateApiKey: 'Are you sure you want to generate a API key?',
  confirmRemoveApiKey: 'Are you sure you want to remove the API key?',
  loadingUpperCase: 'LOADING...',
  noUsersExists: 'No users exists',
  viewAsCompany: 'View as company',
  confirmDeleteNamed: 'Are you sure you want to delete {name}?',
  vesselImoExistsInCompany: 'A vessel with this IMO number exists in this company',
  // Issue 27: an IMO number names one live vessel in the installation (ADR 0087). The company is
  // named only to an Administrator.
  vesselImoExistsNamed:
    'The vessel "{vessel}" of {company} already has the IMO number {imo}. An IMO number names one vessel.',
  vesselImoExistsUnassignedNamed:
    'The vessel "{vessel}", not assigned to a company, already has the IMO number {imo}. An IMO number names one vessel.',
  vesselImoExistsElsewhere:
    'Another vessel already has the IMO number {imo}. An IMO number names one vessel.',
  veracityKey: 'Veracity key',
  addNewVesselGroup: 'Add new vessel group',
  deleteVesselGroupTitle: 'Delete vessel group?',
  confirmDeleteVesselGroup: 'Are you sure you want to delete this vessel group?',
  filterOnGroup: 'Filter on group',
  addNewVesselAccessGroup: 'Add new vessel access group',
  noVesselAccessGroups: 'No vessel access groups',
  noVesselsInAccessGroup: 'No vessels in access group',
  noAvailableVessels: 'No available vessels',
  noUsersInAccessGroup: 'No users in access group',
  noAvailableUsers: 'No available users',
  userEmailExists: 'A user with that email already exists.',
  companyNameExists: 'A company with that name already exists.',
  vesselNameRequired: 'Vessel name is required',
  vesselNameTooLong: 'Vessel name may not be longer than 30 characters',
  imoRequired: 'IMO number is required',
  imoMustBeNumber: 'IMO number must be a number',
  imoMustBeSevenDigits: 'Imo number must be a 7 digit number',
  draftRequired: 'The Draft field is required',
  draftMustBeNumber: 'The Draft field must be a number',
  draftOutOfRange: 'The Draft field must be between 0 and 25',
  fieldMustBeNumber: 'The {field} field must be a number',
  fieldOutOfDraftRange: 'The {field} field must be between 0 and 25',
  mcrRequired: 'The Max Continuous Rating field is required',
  mcrMustBePositive: 'The Max Continuous Rating field must be greater than 0',
  vesselGroupNameRequired: 'Please enter a name for the vessel group.',
  vesselGroupNameTooLong: 'The vessel group name cannot exceed 15 characters.',
  accessGroupNameExists: 'An access group with that name already exists.',
  confirmRemoveImport: 'Do you really want to remove this?',
  confirmRetryAllImports: 'Do you really want to retry ALL failed imports?',
  alreadyExists: 'already exists',
  anErrorOccuredSeeLog: 'An error occured. See log for more details.',
  failedToLoadList: 'Failed to load list.',
  failedToLoadAvailableVessels: 'Failed to load list of available vessels.',
  failedToLoadAvailableUsers: 'Failed to load list of available users.',
  failedToAddVessel: 'Failed to add vessel.',
  failedToRemoveVessel: 'Failed to remove vessel.',
  failedToAddUser: 'Failed to add user.',
  failedToRemoveUser: 'Failed to remove user.',
  failedToUpdateCurrentVessel: 'Failed to update current vessel',
  failedToUpdateVessel: 'Failed to update vessel',
  failedToRefreshVessels: 'Failed to refresh vessels',
  failedToGetTaxonomyCategories: 'Failed to get taxonomy categories',

  // Wakeline's own texts where the spec gives none (not in messages.tsv)
  invalidCredentials: 'The user name or password is incorrect.',
  unauthenticated: 'You are not signed in, or your session has expired.',
  forbidden: 'You do not have permission to do this.',
  /** 003 §8 'wording not shown': the partner page's warning and the 503 answer of the /Kognifai calls. */
  partnerKeysExpired:
    'The API keys of your partner integration have expired. Please contact support to renew them.',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  tooManyResetRequests: 'Too many password reset requests. Please wait 15 minutes and try again.',
  validationFailed: 'Some fields are not valid.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  lostPasswordSent:
    'If an account exists for that e-mail address, we have sent a link to reset the password. Please check your inbox.',
  passwordResetDone: 'Your password has been reset. You can now log in with the new password.',
  passwordResetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'The current password is incorrect.',
  userNameRequired: 'Name is required',
  userTitleRequired: 'Title is required',
  companyNameRequired: 'Company name is required',
  contactEmailInvalid: 'Contact email must be valid',
  accessGroupNameRequired: 'Name is required',
  accessGroupNameTooLong: 'The name may not be longer than 50 characters',
  accessGroupNotFound: 'This vessel access group does not exist or you may not manage it.',
  defaultAccessGroupFixed:
    'The default access group always holds every vessel of the company and cannot be managed.',
  defaultAccessGroupReadOnly: 'The default access group cannot be renamed, managed or deleted.',
  accessGroupNotEmpty: 'Only an access group without vessels and users can be deleted.',
  companyHasVessels: 'Only a company without vessels can be deleted.',
  companyHasUsers: 'Only a company without users can be deleted. Remove its users first.',
  apiKeyShownOnce: 'Copy the key now: it is shown only once.',
  roleNotAssignable: 'You may not assign this role.',
  cannotDeleteSelf: 'You cannot delete your own user.',
  userNotFound: 'The user was not found.',
  companyNotFound: 'The company was not found.',
  vesselNotFound: 'The vessel was not found.',
  imoNotEditable: 'The IMO number cannot be changed after the vessel has been created.',
  vesselOtherCompany: 'The vessel belongs to another company.',
  userOtherCompany: 'The user belongs to another company.',
  accessGroupMemberRole: 'Only users with the role User or KognifaiUser can be added to an access group.',
  alertRuleSaved: "Alert rule '{name}' saved.",
  failedToUpdateAlertRule: 'Failed to update alert rule',

  // Client admin screens' own texts (not in messages.tsv)
  noCompanies: 'No companies',
  noUnassignedVessels: 'No unassigned vessels',
  noAssignedVessels: 'No assigned vessels',
  noArchivedVessels: 'No archived vessels',
  imoCheckDigitWarning:
    'The last digit of this IMO number is not its check digit. Check the number; it can still be saved.',
  noDataReceiver: 'No vessel receives the data.',
  vesselAdministrationOffline:
    'Vessel administration needs a connection to the server. Changes are possible again when the device is back online.',

  // Voyage event detail (002 §2; messages.tsv MSG-0131, MSG-0140..0142)
  nearestLocationFailed: 'Sorry, an error occurred while loading the nearest location',
  confirmEventInfo: 'Confirm event info',
  unconfirmEventInfo: 'Unconfirm event info',
  submitFuelTypeAndDensity: 'Please submit fuel type and density at the start of this voyage.',

  // Vessel settings (002 §2; messages.tsv MSG-0143..0148)
  pleaseSelect: 'Please select...',
  noneOption: 'None',
  cargoCarried: 'Cargo carried',
  noFlowMetersAddedYet: 'No flow meters added yet.',
  noFuelTanksAddedYet: 'No fuel tanks added yet.',

  // Vessel documents and notes, emissions compliance (002 §2, §5, §8; messages.tsv MSG-0149..0171)
  vesselNotesInfo:
    'In the field below you can share your notes/logs about the vessel. Anything you write here will be instantly available to other users that can see this vessel.',
  emptyFolderSuffix: '(empty)',
  fileTypeNotSupported: 'Files of this type are not supported, you can only upload PDF, Word or Excel files.',
  fileAlreadyExistsReplace: '<name> already exists. Do you want to replace it?',
  fileNameExists: 'A file with the name <name> already exists',
  folderNameExists: 'A folder with the name <name> already exists',
  failedToLoadData: 'Failed to load data..',
  failedToSaveData: 'Failed to save data..',
  failedToFetchVoyagesSummary: 'Failed to fetch voyages summary',
  failedToFetchEmissionSummary: 'Failed to fetch emission summary',
  failedToUploadVoyageSummaryFiles: 'Failed to upload files for voyage summary table',
  failedToDownloadVoyageReport: 'Failed to download voyage report',

  // Emission report voyage steps (002 §2 legacy layout, §4; messages.tsv MSG-0132..0135)
  proceedWithDistanceAndFuel: 'Proceed with distance & fuel',
  confirmFuelAndDistance: 'Confirm fuel & distance',
  editEventInfo: 'Edit event info',
  unconfirmFuelAndDistance: 'Unconfirm fuel & distance',

  // Emission report downloads and sending (002 §2, §4; messages.tsv MSG-0136..0139, MSG-0151)
  mrvReport: 'MRV report',
  imoReport: 'IMO report',
  dnvGlCsv: 'DNV GL (csv)',
  sendToDnvGl: 'Send to DNV GL',
  mrvReportNotAvailable: 'MRV report is not available between non Member States.',
  // Fouling failures (001 §8; messages.tsv MSG-0084..0099; 'Efficency' as in the spec)
  failedToFetchSpeedLossHistory: 'Failed to fetch speed loss history',
  failedToFetchSeaSurfaceTemperature: 'Failed to fetch sea surface temperature',
  failedToFetchSpeedLossStatistics: 'Failed to fetch Speed Loss Statistics percentage',
  failedToFetchHullCoatingType: 'Failed to fetch Hull Coating Type',
  failedToFetchHullCoatingManufacturer: 'Failed to fetch Hull Coating Manufacturer',
  failedToFetchHullCoating: 'Failed to fetch Hull Coating',
  failedToUpdateSeaSurfaceTemperature: 'Failed to update sea surface temperature',
  failedToUpdateHullCoating: 'Failed to update Hull Coating',
  failedToUpdateBenchmark: 'Failed to update Benchmark',
  failedToFetchFoulingConfigurations: 'Failed to fetch Fouling configuration(s)',
  failedToFetchPropulsionEfficiency: 'Failed to fetch Propulsion Efficency',
  failedToFetchPropulsionEfficiencyCurve: 'Failed to fetch Propulsion Efficency Curve',
  failedToFetchAddedFuelConsumption: 'Failed to fetch Added Fuel Consumption',
  failedToFetchEventImpact: 'Failed to fetch event impact',
  failedToFetchHullCoatings: 'Failed to fetch Hull Coatings',
  failedToFetchLatestSpeedLossStatistics: 'Failed to fetch Latest Speed Loss Statistics',

  // Import outcomes and unassigned data (issue 27, ADR 0087)
  importOutcomeNothingNew:
    'Nothing new: all {read} samples of this package were stored before, so none was stored again.',
  importOutcomePartly:
    'Stored {stored} of {read} samples; {duplicate} were already stored (duplicates) and were kept as they were.',
  importOutcomeCorrection: 'Correction: {replaced} stored samples replaced, {stored} new samples stored.',
  unassignedDataTitle: 'Unassigned data',
  unassignedDataIntro:
    'Packages whose IMO number no vessel has. They are stored nowhere until you assign them to a vessel, create the vessel from them, or remove them.',
  unassignedDataEmpty: 'No unassigned data.',
  unassignedDataNotFound: 'There is no unassigned data with that path.',
  unassignedDataGone: 'This unassigned data was assigned or removed meanwhile.',
  unassignedImoMismatch:
    'The package is from IMO number {packageImo}, the vessel "{vessel}" has IMO number {vesselImo}. Confirm to store it into this vessel anyway.',
  unassignedAssignConfirm:
    'Store the {samples} samples of IMO number {packageImo} into the vessel "{vessel}"?',
  unassignedRemoveConfirm:
    'Remove the unassigned data of IMO number {packageImo}? The package and its {samples} samples are deleted.',
  dataReceiverRuling:
    'The data receiver is the vessel offered first when an Administrator assigns unassigned data on Import Status. Packages whose IMO number no vessel has are never stored into it on their own.',

  // Template upload failure (002 §8; messages.tsv MSG-0164, MSG-0165): the server's error messages
  // in brackets go between the two.
  templateUploadFailed: 'Sorry, there was an error processing your template:',
  templateReviewAndRetry: 'Please review and try again.',

  // Vessel data packages (docs/import-format.md, ADR 0088): not in the spec; plain words for the
  // sender of a package and the Administrator reading a failed import.
  packageTimeNeedsZone: 'a time must carry its zone, e.g. Z or +02:00',
  packageFormatVersionText: 'formatVersion must be the number 1, not the text "{text}"',
  importCrashedQuarantined:
    'The import stopped the server while it ran (for example by running out of memory), so it is not run again by itself; check the package, then retry it.',
  importInterruptedTooOften:
    'The import was interrupted {count} times and is stopped; retry it to run it again.',

  // An office edit based on an older version (412, ADR 0092): the form shows the saved values.
  changedByAnotherUser:
    'Someone else saved a change to this {thing} while you were editing. The form now shows the saved values: check them, make your change again and save.',
  changedByAnotherUserBeforeDelete:
    'Someone else saved a change to this {thing} after you opened it, so nothing was deleted. Check it, then delete it again if you still want to.',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}`-style placeholders: `fillMessage(messages.confirmDeleteNamed, { name })`. */
export function fillMessage(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
