// The user-facing texts of the spec, exactly as in its catalogue of messages (misspellings such
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
  /** A trend event's kind that is not one of the kinds (the event forms' refusal). */
  trendEventTypeRequired: 'Choose a kind of trend event.',
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
  // Charts (issue 26 §5): the y range that a single outlier does not set, or every value.
  showFullRange: 'Show full range',
  chartLegend: 'Legend',
  chartEvents: 'Events',
  chartTrendEvents: 'Trend events',
  chartInfoEvents: 'Info events',
  /** The shaded time of a ShaPoLi breach chart, keyed in its legend. */
  chartBreachTime: 'Breach',

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

  // A page the signed-in role may not open (issue 26 §5): the start page says why it opened instead.
  pageRefusedTitle: 'You cannot open that page',
  pageRefused:
    'The page {path} is for {roles} only. You are signed in as {role}, so the start page opened instead. Ask an Administrator if you need it.',

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
  // An import whose process was killed from outside (the operating system's out-of-memory killer,
  // SIGKILL, a power cut) leaves no crash note; the restarts count these stops (ADR 0088).
  importInterruptedTooOften:
    'The import stopped {count} times while {stage} this package, each time because the server stopped (it ran out of memory or was stopped or restarted), so it is not run again by itself; check the package, then retry it.',
  // A package is read in a thread of its own with a memory limit (issue 27 §2, ADR 0114): the
  // thread ran out of memory, or stopped with an error; the server keeps running either way.
  importReadOutOfMemory:
    'Reading this package needed more memory than the server allows one import, so the import stopped and is not run again by itself; split the package into smaller ones (fewer days or variables) and send them again.',
  importReadStopped:
    'Reading this package stopped with an error, so the import stopped and is not run again by itself; check the package, then retry it.',
  // The upload check reads the package in such a thread too (ADR 0114): a package whose check needs
  // more memory than that is refused at once and not kept.
  packageCheckOutOfMemory:
    'Checking this package needed more memory than the server allows one package, so it was not taken; split the package into smaller ones (fewer days, variables or events) and send them again.',
  packageCheckStopped:
    'Checking this package stopped before its end, so it was not taken. Check that the package is a Wakeline package and send it again.',
  // POST /ImportPackages with more than one file (issue 27).
  onePackageAtATime:
    'One package is taken at a time: send each package in its own upload, as the form field "file".',

  // Logger CSV exports (issue 24, ADR 0094): not in the spec; plain words naming the line, the
  // column, the value and the rule.
  loggerCsvLineTooLong:
    'Line {line} is longer than {limit} characters; a line may hold at most {limit} characters.',
  loggerCsvTooManyRows:
    'The file has more than {limit} rows; a file may hold at most {limit} rows after its header.',
  loggerCsvTooManyColumns:
    'The header on line {line} has {count} columns; a file may have at most {limit} columns.',
  loggerCsvTooManyCells:
    'Line {line} has {count} values but the header has {columns} columns; each row may have at most one value per column.',
  loggerCsvUnreadable: 'Line {line} cannot be read as CSV: {reason}.',
  loggerCsvUtf16: 'The file is UTF-16 text; save it as CSV UTF-8 and upload it again.',
  loggerCsvEmpty: 'The file has no rows.',
  loggerCsvNoTimes:
    'No time column was found in the first {count} lines: a column of times such as 2024-05-02T00:15:00Z, 2024-05-02 00:15, 02.05.2024 00:15, 02/05/2024 00:15 or Excel date numbers is needed.',
  loggerCsvNoHeader:
    'Line {line} already holds data; the file needs a header row naming its columns above the first row of data.',

  // Undoing an import (issue 24 §1, ADR 0101): not in the spec.
  importUndoNotFound: 'There is no import with that path.',
  importUndoOtherCompany: 'You may not undo imports of a vessel of another company.',
  importUndoRunning: 'This import is still running; wait until it has finished, then undo it.',
  importUndoAgain: 'This import was undone already.',
  importUndoNotImported: 'Only an import that finished storing its samples can be undone.',
  importUndoNoPackage: 'The package of this import is no longer kept, so its samples cannot be told apart.',
  // The undo runs as a job (ADR 0114): queued, running, or stopped in words.
  importUndoBeingUndone: 'This import is being undone already.',
  importUndoReadOutOfMemory:
    'Reading the package of this import needed more memory than the server allows one import, so the undo stopped; the samples it removed so far stay removed.',
  importUndoQueued: 'The import is being undone; its samples are removed in the background.',
  importUndoing: 'Undoing…',
  importUndoStopped: 'The undo stopped: {reason}',
  importUndoAction: 'Undo import',
  importUndoTitle: 'Undo this import?',
  importUndoConfirm:
    'This removes up to {count} samples of vessel {vessel} from {from} to {to}, rebuilds the hour and day values and recalculates the long trends. Samples another import also stored stay.',
  importUndoConfirmButton: 'Undo import',
  importUndoCancel: 'Cancel',
  importUndoDone: 'Import undone: {count} samples removed.',
  importUndoFailed: 'The import could not be undone: {reason}',
  importUndone: 'Undone on {date}: {count} samples removed',
  // Logger imports (issue 24 §1, ADR 0097): not in the spec.
  loggerImportNotAllowed:
    'Only Administrators and SuperUsers may import logger files, for vessels they reach.',
  loggerImportNoVessel: 'There is no such vessel, or you may not import data for it.',
  loggerImportMissingFile: 'Send one CSV or Excel (.xlsx) file as the form field "file".',
  loggerImportTooLarge: 'The file is larger than {limit}; a logger file may be at most {limit}.',
  loggerImportNotCsv:
    'The file is neither CSV text nor an Excel (.xlsx) workbook; export the logger data as CSV or .xlsx and upload it again.',
  loggerImportNoSheet: 'The workbook has no sheet named {name}.',
  loggerImportNoMapping: 'There is no saved mapping with that id for this vessel.',
  loggerImportMappingNeeded: 'Send a saved mapping\'s id as "mappingId", or a mapping as "mapping".',
  loggerImportMappingUnreadable: 'The mapping is not valid: {reason}',
  loggerImportSourceTaken: 'This vessel already has a mapping for the source {name}.',
  loggerImportZone: 'The time zone cannot be used: {reason}.',
  loggerImportRefused:
    '{count} rows or values of the file were refused, the first on line {line}: {reason}. Nothing was imported; a dry run lists every one.',
  loggerImportNothing: 'The file holds no values in the mapped columns; nothing was imported.',

  // Plausibility of the long trends (issue 24 §3, ADR 0098): the reference that looks wrong and why.
  implausibleShaftSpeed:
    'The shaft speed at MCR is {reference} rpm; the logged shaft speed is {low}-{high} rpm. The shaft speed values were left out of the trends ({count} blocks); check the shaft speed at MCR in the vessel settings.',
  implausibleSpeed:
    'The speed-power reference curve expects {low}-{high} kn at the logged power; the logged speed through water is {loggedLow}-{loggedHigh} kn. These blocks were left out of the trends ({count} blocks); check the reference curve and the speed log.',
  implausibleSfoc:
    'The logged main engine fuel flow is far from the SFOC reference curve ({count} blocks); the SFOC values were left out of the trends. Check the SFOC reference and the fuel meter.',
  blocksRefusedMissingChannel:
    'A channel the trends need (speed through water, speed over ground, shaft power, shaft speed or drafts) was not logged.',
  blocksRefusedNotUnderWay: 'The vessel was not under way (low power or speed).',
  blocksRefusedUnsteady: 'Speed, power or shaft speed changed too much within a sample window.',
  blocksRefusedAccelerating:
    'Speed or power changed too much from the sample window before, or the sample window before was missing.',
  blocksRefusedWind: 'The true wind was above 7.9 m/s.',
  // ISO 19030 wind correction (ADR 0104).
  windSettingNotPositive: 'The value must be greater than 0.',
  windAreaTooLarge: 'The transverse area can be at most 20000 m².',
  windHeightTooLarge: 'The height can be at most 100 m.',
  windDraughtTooLarge: 'The draught can be at most 40 m.',
  windBreadthTooLarge: 'The breadth can be at most 100 m.',
  windShipTypeUnknown: 'Choose a ship type from the list.',
  propulsiveEfficiencyTooLarge: 'The propulsive efficiency is a share: at most 1.',
  speedLossWindCorrected: 'speed loss (wind-corrected)',
  speedLossUncorrected: 'Speed loss (uncorrected)',
  windCorrectionApplied:
    "Wind-corrected (ISO 19030-2): each value is read at the power less the wind's added resistance; the uncorrected value is shown beside it. {blocks} 15-minute blocks passed the filters.",
  windCorrectionMethod:
    "where the vessel settings give the transverse area above water and the vessel logs relative wind, the power is first corrected for the wind's added resistance (ISO 19030-2, a default wind coefficient table per ship type), and blocks with a true wind above 7.9 m/s at the area's height are left out.",
  windNotCorrectedNoArea: 'Not wind-corrected: the vessel settings give no transverse area above water.',
  windNotCorrectedNoWind: 'Not wind-corrected: the vessel logs no relative wind speed and direction.',
  windNotCorrectedNoSpeedTrend:
    'Not wind-corrected: there is no speed performance trend for this vessel yet.',
  blocksRefusedColdWater: 'The sea water was below 2 °C.',
  blocksRefusedDraft: 'The draft was too far from the reference curve draft.',
  blocksRefusedImplausible: 'The speed through water was far from the speed-power reference curve.',
  trendBasisNoData: 'No data of the trend’s inputs has been read yet.',
  trendBasisNoneKept: 'None of the {total} sample windows read passed the steady-state test.',
  trendBasisKept: '{days} daily values from {kept} of {total} sample windows of {window}.',
  trendBasisMostRefused: 'Most sample windows were refused because: {reason}',
  // Long trends from noon reports (issue 24 §2, ADR 0107).
  trendSourceSensor:
    'Made from the vessel’s logged sensor data; its {count} noon reports are not used while it has sensor data.',
  trendSourceNoonReports: 'Made from the vessel’s noon reports: it has no logged sensor data.',
  trendBasisNoonReportsKept: '{days} daily values from {kept} of {total} noon reports.',
  trendBasisNoonReportsNoneKept: 'None of the {total} noon reports passed the filters for daily values.',
  trendBasisNoonReportsMostRefused: 'Most noon reports were left out because: {reason}',
  noonReportsRefusedShortDay: 'Fewer than 20 hours steamed since the previous report.',
  noonReportsRefusedMissing:
    'The report gave no main engine power, shaft speed or distance, or no drafts where the reference curve needs them.',
  noonReportsRefusedNotUnderWay: 'The vessel was not under way (low power or speed).',
  noonReportsRefusedAccelerating:
    'The day’s speed differed by more than 10 % from the previous report, or there was no previous report.',
  noonReportsRefusedWind: 'The wind was above Beaufort 4.',
  noonReportsRefusedDraft: 'The draft was too far from the reference curve draft.',
  noonReportsRefusedImplausible: 'The day’s speed was far from the speed-power reference curve.',
  foulingSourceSensor: 'Speed loss from the vessel’s logged sensor data.',
  foulingSourceNoonReports:
    'Speed loss from the vessel’s noon reports (daily values): it has no logged sensor data.',
  statusSourceNoonReports: 'From noon reports',
  trendBasisNotComputed: 'Not computed yet: the trend is made when the vessel’s data is imported.',

  // The logger import page (issue 24 §1, ADR 0100): not in the spec.
  loggerPageTitle: 'Import data',
  loggerPageIntro:
    "Bring in your vessel's own logger exports (CSV or Excel) or Wakeline data packages (.zip). A logger file is shown first: say what each column is, try it, then import it.",
  loggerOfflineNotice: 'Uploading files needs a connection. Connect to the internet to import data.',
  loggerChooseVessel: 'Vessel',
  loggerNoVessels: 'You have no vessels to import data for.',
  loggerDropFiles: 'Drop files here or press to choose them',
  loggerDropHint: 'CSV or Excel (.xlsx) logger files, or Wakeline packages (.zip). Several at once are fine.',
  loggerUnsupportedFile: '{name} is not a CSV, Excel (.xlsx) or .zip file, so it is left out.',
  loggerUploading: 'Uploading {name}',
  loggerPackageSent: '{name} was received and waits for its import.',
  loggerPackageSeenBefore: '{name} was received before, so it is not imported again.',
  loggerSavedMappingUsed:
    'This file matches the saved mapping of the source {source}; that mapping is used and the file can be imported straight away.',
  loggerZoneRequired: 'The times in this file have no time zone. Choose the zone they were written in.',
  loggerZoneInData: 'Each time carries its own zone',
  loggerMappingSaved: 'The mapping of {source} is saved.',
  loggerNoRefusals: 'Nothing was refused.',
  loggerRefusalsBlockImport:
    'A file is imported only when nothing in it is refused. Correct the file or the mapping and try again.',
  loggerRefusalsTruncated: 'More were refused than are listed here.',
  loggerImported: '{name} is on its way: {samples} values are being imported.',
  loggerFollowOnImportStatus: 'Follow it on Import Status',
  loggerNoColumnMapped: 'Choose at least one column to import.',

  // Noon reports (issue 24 §2, ADR 0102): the crew's daily report; refusals and warnings in plain words.
  noonReportNotFound: 'The noon report was not found.',
  noonReportIdRequired: 'The noon report needs an id (a UUID).',
  /** A path's id that is not a UUID. */
  idNotUuid: 'The id must be a UUID.',
  /** A query's vesselId or departureId that is not a UUID. */
  vesselIdNotUuid: 'The vesselId must be a UUID.',
  departureIdNotUuid: 'The departureId must be a UUID.',
  noonReportVesselRequired: 'Choose the vessel the report is for.',
  noonReportTimeRequired:
    'Enter the report time with its time zone offset, for example 2026-03-01T12:00+04:00.',
  noonReportLatitude: 'The latitude must be between -90 and 90 degrees.',
  noonReportLongitude: 'The longitude must be between -180 and 180 degrees.',
  noonReportNotNegative: 'The {field} cannot be negative.',
  noonReportNumber: 'The {field} must be a number.',
  noonReportWindForce: 'The wind force must be a whole Beaufort number from 0 to 12.',
  noonReportWindDirection: 'The wind direction must be between 0 and 360 degrees.',
  noonReportSeaState: 'The sea state must be a whole Douglas number from 0 to 9.',
  noonReportConsumer: 'The consumer must be main engine, auxiliary engines, boilers or other.',
  noonReportFuelType: 'Choose the fuel type of each fuel line.',
  noonReportUnknownFuelType: 'One of the fuel types is not one this vessel can use.',
  noonReportDuplicateRob: 'Enter the remaining fuel of each fuel type once.',
  noonReportSameTime: 'This vessel already has a noon report at this time.',
  noonReportVesselChanged: 'A noon report cannot move to another vessel.',
  noonReportIdMismatch: 'The id in the body must be the id in the path.',
  noonReportHoursOverElapsed:
    'The hours steamed ({hours} h) are more than the time since the previous report ({elapsed} h). Check the hours and the report time.',
  noonReportHoursOverDay:
    'The hours steamed ({hours} h) are more than a day can have (25 h with a clock change).',
  noonReportDayLength:
    'The previous report was {elapsed} h before this one; a daily report is usually 23 to 25 hours after the last one.',
  noonReportDistanceOffSpeed:
    'The distance {kind} ({distance} nm) does not match the average speed times the hours steamed ({expected} nm).',
  noonReportRobOff:
    'The remaining {fuel} ({rob} t) does not match the previous report: {previous} t less {consumed} t used plus {bunkered} t bunkered is {expected} t.',
  noonReportPositionTooFar:
    'The position is {distance} nm from the previous report’s, more than the vessel can sail in {elapsed} h.',
  // The tablet form and list (ADR 0103).
  noonReportsEmpty: 'No noon reports yet. Add the first one with "New noon report".',
  noonReportsLoadFailed: 'The noon reports on this device could not be read. Reload the page to try again.',
  noonReportsOffline:
    'You are offline. Noon reports are saved on this device and sent when the connection returns.',
  noonReportSaved: 'Noon report saved on this device.',
  noonReportDeleted: 'Noon report deleted.',
  noonReportDeleteConfirm: 'Delete the noon report of {time}? This cannot be undone once it is sent.',
  noonReportRequired: 'Enter the {field}.',
  // The fields {field} names in noonReportRequired.
  noonReportFieldLatitude: 'latitude',
  noonReportFieldLongitude: 'longitude',
  noonReportFieldHoursSteamed: 'hours steamed',
  noonReportFieldDistanceOverGround: 'distance over ground',
  noonReportFieldAverageSpeed: 'average speed',
  noonReportFixErrors: 'The report was not saved: correct the fields marked in red.',
  noonReportWarningsIntro: 'Please check (you can still save):',
  noonReportSaveFailed: 'The noon report could not be saved on this device: {reason}',
  noonReportNotOnDevice:
    'This noon report is not on this device: it may have been deleted, or it has not reached this device yet.',
  // The page's own words (issue 26: every text in one home; the spec has none for noon reports).
  noonReportsTitle: 'Noon reports',
  noonReportsLoading: 'Loading noon reports…',
  noonReportNew: 'New noon report',
  noonReportEdit: 'Edit noon report',
  noonReportOf: 'Noon report of {time}',
  noonReportOpen: 'Open the noon report of {time}',
  noonReportBackToList: 'Back to the noon reports',
  noonReportOneWarning: '1 warning',
  noonReportManyWarnings: '{count} warnings',
  noonReportConsumerMainEngine: 'Main engine',
  noonReportConsumerAuxiliaryEngines: 'Auxiliary engines',
  noonReportConsumerBoilers: 'Boilers',
  noonReportConsumerOther: 'Other',
  noonReportSectionTime: 'Time and position',
  noonReportSectionPassage: 'Passage',
  noonReportSectionFuel: 'Fuel used since the last report',
  noonReportSectionRob: 'Remaining on board (ROB)',
  noonReportSectionConditions: 'Drafts, weather and cargo',
  noonReportDate: "Date (ship's time)",
  noonReportTime: "Time (ship's time, hh:mm)",
  noonReportZoneOffset: 'Zone offset from UTC (this device: UTC{offset})',
  noonReportLatitudeLabel: 'Latitude (decimal degrees, north +)',
  noonReportLongitudeLabel: 'Longitude (decimal degrees, east +)',
  noonReportHoursSteamedLabel: 'Hours steamed (h)',
  noonReportDistanceOverGroundLabel: 'Distance over ground (nm)',
  noonReportDistanceThroughWaterLabel: 'Distance through water (nm)',
  noonReportAverageSpeedLabel: 'Average speed (kn)',
  noonReportMainEnginePowerLabel: 'Main engine power (kW)',
  noonReportShaftSpeedLabel: 'Shaft speed (rpm)',
  noonReportDraftForwardLabel: 'Draft forward (m)',
  noonReportDraftAftLabel: 'Draft aft (m)',
  noonReportWindForceLabel: 'Wind force (Beaufort 0-12)',
  noonReportWindDirectionLabel: 'Wind direction (degrees, from)',
  noonReportSeaStateLabel: 'Sea state (Douglas 0-9)',
  noonReportCargoLabel: 'Cargo on board (t)',
  noonReportTimeLabel: "Report time (ship's time)",
  noonReportChooseFuelType: 'Choose a fuel type',
  noonReportSomeFuel: 'fuel',
  noonReportFuelTypeLine: 'Fuel type, line {line}',
  noonReportConsumerLine: 'Consumer, line {line}',
  noonReportFuelUsedLine: 'Fuel used (t), line {line}',
  noonReportRemoveFuelLine: 'Remove fuel line {line}',
  noonReportAddFuelLine: 'Add fuel line',
  noonReportRobFuelTypeLine: 'Fuel type, ROB line {line}',
  noonReportRobLine: 'Remaining on board (t), line {line}',
  noonReportBunkeredLine: 'Bunkered since last report (t), line {line}',
  noonReportRemoveRobLine: 'Remove ROB line {line}',
  noonReportAddRobLine: 'Add ROB line',
  noonReportRemarks: 'Remarks',
  noonReportDelete: 'Delete noon report',
  noonReportSave: 'Save noon report',

  // Where a record kept on the device stands, in the same words wherever a record shows it (the
  // record state chip, the noon report list); the spec has none. "Saved on this device" and "Sent"
  // as the offline engine's ADR words them: never both "Saved".
  recordStatePending: 'Saved on this device',
  recordStateSynced: 'Sent',
  recordStateRejected: 'Rejected',
  recordStateConflict: 'Conflict',

  // The conflict panel (a record changed on this device and on the server): the fields in words,
  // beside the labels of the noon report form and the voyage event detail (the spec has none).
  conflictField: 'Field',
  conflictNoValue: '-',
  conflictEventName: 'Name',
  conflictCargoUnit: 'Cargo unit',
  conflictCorrectedFuelConsumption: 'Corrected fuel consumption (MT)',
  conflictActualFuelConsumption: 'Actual fuel consumption (MT)',
  conflictFuelLine: '{fuel}, {consumer}: {tonnes} t',
  conflictRobLine: '{fuel}: {rob} t on board, {bunkered} t bunkered',
  conflictUnknownFuelType: 'A fuel type not on this device',
  conflictNonCommercial: 'non-commercial',

  // The tablet (issue 26 §3, ADR 0109): narrow screens, confirmations and the voyage event
  // warnings (warnings, not refusals).
  vesselPagesLabel: 'Vessel pages',
  vesselPageGroupsLabel: 'Groups of vessel pages',
  dateTimeInvalid: 'Enter the date and time as DD. MMM, YYYY HH:mm, for example 05. Mar, 2026 14:30.',
  soundingDeleteTitle: 'Delete sounding?',
  soundingDeleteConfirm: 'Delete the sounding of {time}?',
  dashboardDeleteTitle: 'Delete dashboard?',
  dashboardDeleteConfirm: 'Delete the dashboard {name}? Its widgets are deleted with it.',
  voyageWarningsIntro: 'Please check (you can still save):',
  arrivalFarFromPort:
    'The arrival position is {distance} nm from {port}, more than {limit} nm. Check the position and the port.',
  robRoseWithoutBunkering:
    'The remaining fuel in {tank} rose from {previous} t to {current} t without a bunkering in between. Check the sounding or add the bunkering.',
  // The voyage event detail's tabs, columns and buttons (002 §2 names them).
  detailTabsEventInfo: 'Event info',
  detailTabsDistance: 'Distance',
  detailTabsFlowMeters: 'Flow meters',
  detailTabsFuelTanks: 'Fuel tanks',
  detailFuelConsumption: 'Fuel consumption',
  detailBunkering: 'Bunkering',
  detailSoundings: 'Soundings',
  detailOperations: 'Operations',
  detailEventType: 'Event type',
  detailTimestamp: 'Timestamp',
  detailVoyage: 'Voyage',
  detailVoyageName: 'Voyage name',
  detailVoyageType: 'Voyage type',
  detailNonCommercial: 'Non-Commercial',
  detailPort: 'Port',
  detailPortSearch: 'Port name',
  detailMrvPort: 'MRV port',
  detailNotMrvPort: 'Not an MRV port',
  detailDefaultPort: 'Default from the neighbouring event',
  detailUseDefaultPort: 'Use this port',
  detailFoundPorts: 'Ports found',
  detailCargo: 'Cargo',
  detailShipToShipTransfer: 'Ship to ship transfer',
  detailLocation: 'Location',
  detailNearestLocation: 'Nearest location',
  detailNoLocation: 'No location',
  detailLatitudeDegrees: 'Latitude degrees',
  detailLatitudeMinutes: 'Latitude minutes',
  detailLatitudeHemisphere: 'N or S',
  detailLongitudeDegrees: 'Longitude degrees',
  detailLongitudeMinutes: 'Longitude minutes',
  detailLongitudeHemisphere: 'E or W',
  detailEdit: 'Edit',
  detailEditLocation: 'Edit location',
  detailSave: 'Save',
  detailCancel: 'Cancel',
  detailAdd: 'Add',
  detailRemove: 'Remove',
  detailLoggedDistanceByGps: 'Logged distance by GPS',
  detailEstimatedDistanceByGps: 'Estimated distance by GPS',
  detailManualDistanceByGps: 'Manual distance by GPS',
  detailManualGpsCorrection: 'Manual GPS distance correction (nm)',
  detailStart: 'Start',
  detailEnd: 'End',
  detailFuelType: 'Fuel type',
  detailFuelConsumptionMt: 'Fuel consumption (MT)',
  detailConsumptionTons: 'Consumption (t)',
  detailEditConsumption: 'Edit fuel consumption',
  detailFuelAmountMt: 'Fuel amount MT',
  detailFuelAmountM3: 'Fuel amount m3',
  detailTankTemperatureC: 'Tank temperature C',
  detailFuelDensity: 'Fuel density (at 15°C)',
  detailFuelBunkered: 'Fuel bunkered/de-bunkered (MT)',
  detailSulphurContent: 'Sulphur content (%)',
  detailDeBunkering: 'De-bunkering',
  detailFlowMeter: 'Flow meter',
  detailFuelTank: 'Fuel tank',
  detailConsumptionSources: 'Consumption sources',
  detailFlowRateLogVariable: 'Flow rate log variable',
  detailManualInput: 'Manual input',
  detailLogVariable: 'Log variable',
  detailEstimatedFlowRate: 'Estimated fuel mass flow rate t/day',
  detailSource: 'Source',
  detailNoFlowMeters: 'This vessel has no active flow meters.',
  detailNoFuelTanks: 'This vessel has no active fuel tanks.',
  detailNotFound: 'This event is not on this device.',
  detailLoading: 'Loading the event',
  detailTotal: 'Total',
  detailAddSounding: 'Add sounding',
  detailAddOperation: 'Add operation',
  detailAddConsumption: 'Add fuel consumption',
  detailActions: 'Actions',

  // Volume derived from mass and density (issue 26 §3): shown beside the fuel forms, not stored.
  derivedVolume: 'Volume at 15 °C: {volume} m³ ({mass} t at {density} t/m³).',
  derivedMass: 'Mass: {mass} t ({volume} m³ at {density} t/m³).',
  densityOfBunkering: 'Density of the bunkering of {time}.',
  useDerivedVolume: 'Use this volume',
  useDerivedMass: 'Use this mass',

  // Noon report spreadsheets (issue 24 §2, ADR 0106).
  noonImportColumnMissing: 'The file has no column {name}; choose the columns again from the preview.',
  noonImportUnit: 'The column {name} cannot be read: {reason}.',
  noonImportFuelTypeNeeded: 'Choose the fuel type of the column {name}.',
  noonImportConsumerNeeded: 'Choose who used the fuel of the column {name}.',
  noonImportBunkeredNeedsRob:
    'The bunkered column {name} needs a remaining on board column of the same fuel type.',
  noonImportRefused:
    '{count} rows or values of the file were refused, the first on line {line}: {reason}. Nothing was imported; a dry run lists every one.',
  noonImportNothing: 'The file holds no noon reports; nothing was imported.',
  noonImportTimeUnreadable: 'the report time {value} cannot be read as {format}',
  noonImportTimeNeedsZone: "the report time {value} has no zone; choose the zone of the ship's times",
  noonImportTimeRepeated: 'the file has another report at {time} (UTC)',
  noonImportNotNumber: '{value} is not a number',
  noonImportTitle: 'Noon report spreadsheet',
  noonImportIntro:
    'A spreadsheet of noon reports (CSV or Excel), one report per row. Map its columns to the noon report fields; the reports are checked by the same rules as on the tablet.',
  noonImportChooseFile: 'Choose a noon report file',
  noonImportNoColumns:
    'No column of the file could be matched to a noon report field. Choose the fields yourself.',
  noonImportMappingSaved: 'Mapping saved for {source}.',
  noonImportDryRunClean:
    'All {count} reports can be imported ({new} new, {changed} changed, {unchanged} unchanged).',
  noonImportDryRunRefused:
    '{count} rows or values were refused. Correct the file or the mapping and run the dry run again.',
  noonImportDone: '{created} noon reports added, {updated} changed, {unchanged} unchanged.',
  noonImportFailed: 'The noon report file could not be read: {reason}',
  noonImportUnmapped: 'Not imported',
  // Emission report: the voyage's fuel beside its noon reports (issue 24 §2).
  noonFuelNoReports: 'No noon reports in this voyage.',
  noonFuelHeading: 'Fuel by noon reports',
  noonFuelPeriodOne: '1 noon report from {from} to {to}',
  noonFuelPeriodMany: '{count} noon reports from {from} to {to}',
  noonFuelFuelType: 'Fuel type',
  noonFuelVoyage: 'Voyage (t)',
  noonFuelNoonReports: 'Noon reports (t)',
  noonFuelDifference: 'Difference (t)',
  noonFuelLoading: 'Loading the fuel of the noon reports…',
  noonFuelLoadFailed: 'The fuel of the noon reports could not be loaded.',
  ciiDaysFromNoonReports:
    "This vessel logs no speed or fuel, so each day's figures come from its noon reports: the distance over ground and the fuel of every report of the day (UTC), each fuel of the type the report names. The rating is annual: a day's letter is an indication only.",
  noonFuelAfterSync:
    'The fuel of the noon reports shows once this departure and its changes have reached the office.',

  // An office edit based on an older version (412, ADR 0092): the form shows the saved values.
  // POST /Taxonomy/Excel with a sheet downloaded before the taxonomy last changed (ADR 0092).
  taxonomySheetOutdated:
    'The taxonomy was changed since this sheet was downloaded (the sheet is of version {basedOn}, the taxonomy is now at version {current}), so nothing was changed. Download the sheet again, make your changes in it and upload it.',
  changedByAnotherUser:
    'Someone else saved a change to this {thing} while you were editing. The form now shows the saved values: check them, make your change again and save.',
  changedByAnotherUserBeforeDelete:
    'Someone else saved a change to this {thing} after you opened it, so nothing was deleted. Check it, then delete it again if you still want to.',

  // What a year's emission figures leave out (issue 26 §1, ADR 0105): the same words on every page.
  // Speed loss, positive when the vessel is slower than its reference (ADR 0105).
  speedLossChangePerYear: 'Speed loss change per year (+ = getting slower)',
  speedLossChangeNote: 'Speed loss {value} per year (+ = getting slower), as on Fouling',
  yearCountsDepartures:
    'A voyage counts in the year it departed, with its stay at berth after the arrival; the figures are the same on the Emission report, Emissions compliance and the annual MRV and IMO DCS reports.',
  yearUnconfirmedVoyages:
    '{count} voyage(s) departed in {year} are not counted because their data is not confirmed yet.',
  yearOutsideMrv:
    '{tonnes} t CO2 of the year is in the IMO DCS total but not in the EU MRV total (voyages between ports outside the EU/EEA, and {berth} t at berth in ports outside the EU/EEA).',

  // Alerts and data availability a superintendent trusts (issue 26 §2, ADR 0110).
  alertsOpen: 'Open',
  alertsCleared: 'Cleared, not acknowledged',
  alertsAcknowledged: 'Acknowledged',
  alertsNoneOpen: 'No open notifications: no rule’s condition holds now.',
  alertsNoneCleared: 'No cleared notifications waiting to be acknowledged.',
  alertsNoneAcknowledged: 'No acknowledged notifications.',
  alertsEpisodes: 'Times',
  alertsFirst: 'First (UTC)',
  alertsLast: 'Last (UTC)',
  alertsAcknowledgeGroup: 'Acknowledge',
  alertsAcknowledgeGroupLabel: 'Acknowledge {count} notification(s) of {rule} on {vessel}',
  alertsMinDuration: 'Minimum duration (minutes)',
  alertsMinDurationHelp:
    'The rule fires only when the condition holds at least this long. Values outside the plausible range of the variable and values Data quality calls outliers are never judged.',
  availabilityOngoing: 'Ongoing',
  availabilityCadence:
    '{vessel}: a package usually every {cadence}; the last reached {last}; the next is overdue after {overdue}.',
  availabilityCadenceOverdue:
    '{vessel}: the next package is overdue (a package usually every {cadence}; the last reached {last}).',
  availabilityAwaiting:
    '{count} variable(s) of {vessel} have had no data since the last package: not counted as outages until the next package is overdue.',
  availabilityTimeline: 'Availability timeline',
  availabilityTimelineSummary:
    '{vessel}: {count} outage(s) from {from} to {to}, {percent} % of the time missing.',
  // The timeline's legend and its vessel events (issue 26 §5).
  availabilityTimelineData: 'Data',
  availabilityTimelineOutage: 'Outage',
  availabilityTimelineOngoing: 'Ongoing outage',
  availabilityTimelineEvents: 'Events: {events}.',
  availabilityAllVessels: 'All vessels',
  availabilityAllVariables: 'All variables',
  availabilityVessel: 'Vessel',
  availabilityVariable: 'Variable',
  availabilityFrom: 'From (UTC)',
  availabilityTo: 'To (UTC)',
  // The office analysis pages offline (issue 26 §4, ADR 0108): the answers last read, kept on the
  // device, with the time they were read ('DD. MMM, YYYY HH:mm' UTC), or once that nothing is kept.
  keptAnswersShown:
    'You are offline. Shown from this device: the figures as read on {readAt} UTC. They refresh once the connection is back.',
  notKeptOnDevice: 'Not kept on this device',
  nothingKeptOffline:
    'You are offline and this page has not been read on this device yet, so there is nothing to show. It fills in once the connection is back.',
  // The crew's pages (issue 26 §3, ADR 0117).
  worksOnBoardLabel: 'Works on board',
  worksOnBoardDescription:
    'Wakeline opens on the crew’s pages: the current voyage and its events, soundings and bunkering, noon reports and the outbox. The office’s analysis pages are not offered.',
  onBoardTitle: 'On board',
  onBoardNoVessel:
    'No vessel is shared with you yet. Ask your office to add you to your ship’s vessel access group.',
  onBoardAtSea: 'At sea since {time} UTC, from {port}.',
  onBoardInPort: 'In {port} since {time} UTC.',
  onBoardNoVoyage: 'No voyage is recorded on this device yet. Start one with a departure.',
  onBoardReading: 'Reading the voyages kept on this device…',
  onBoardUnsentTitle: 'Unsent changes',
  onBoardUnsentOne: 'One change made on this device has not reached the office yet.',
  onBoardUnsentMany: '{count} changes made on this device have not reached the office yet.',
  onBoardUnsentAttention: 'Some need you to look at them.',
  onBoardOpenOutbox: 'Open the outbox',
  onBoardVoyage: 'Voyage and events',
  onBoardVoyages: 'Voyages',
  onBoardSoundings: 'Soundings and bunkering',
  onBoardNoonReports: 'Noon reports',
  onBoardUnnamedPort: 'an unnamed port',
  onBoardLoadingVessels: 'Loading vessels…',

  // Words many screens share (dialogs, states, forms).
  yes: 'Yes',
  no: 'No',
  cancel: 'Cancel',
  save: 'Save',
  create: 'Create',
  delete: 'Delete',
  retry: 'Retry',
  noPageHere: 'There is no page at this address.',
  goToStartPage: 'Go to the start page',

  // The carbon price on the emission report (ADR 0078), its tables and their stacked cards below
  // 1024 px (issue 26 §3): the same names in both.
  // The emission report's departures and a voyage's events, as tables and, below 1024 px, as
  // cards (issue 26 §3).
  departures: 'Departures',
  backToDepartures: 'Back to departures',
  newDeparture: 'New departure',
  departureTitle: 'Departure {time}',
  reportOrSettings: 'Emission report or vessel settings',
  reportToggleReport: 'Report',
  reportToggleSettings: 'Vessel settings',
  departuresSelect: 'Select a departure to open its voyage.',
  departureOpen: 'Open the voyage departed at {time}',
  departureDepartedAt: 'Departed at',
  departureFromPort: 'From port',
  departureVoyageName: 'Voyage name',
  departureCompleted: 'Completed',
  departureOrigin: 'Origin',
  voyageEventsCaption: 'Events of the voyage. Select an event to see its details.',
  voyageEventAdd: 'Add event',
  voyageEventNew: 'New {event}',
  voyageEventChangeTime: 'Change the time',
  voyageEventChangeTimeOf: 'Change the time of {event}',
  voyageEventChangeTimeAt: 'Change the time {time} of {event}',
  voyageEventConfirmed: 'Confirmed',
  voyageEventNotConfirmed: 'Not confirmed',
  voyageEventDeleteLabel: 'Delete {event} {date} {time}',
  voyageEventDeleteTitle: 'Delete event?',
  voyageEventDeleteConfirm: 'Delete the {event} of {date} {time}?',
  voyageEventDate: 'Date',
  voyageEventTime: 'Time',
  voyageEventEvent: 'Event',
  voyageEventNameOrPort: 'Name or port',
  voyageEventVoyageName: 'Voyage name',
  voyageEventDistance: 'Distance (nm)',
  voyageEventSource: 'Source',
  voyageEventActions: 'Actions',

  carbonPriceForm: 'Carbon price',
  carbonEuaPrice: 'EUA price (EUR per t CO2e)',
  carbonUkaPrice: 'UKA price (GBP per t CO2e)',
  carbonSavePrice: 'Save carbon price',
  carbonPriceSet: 'Set {time}.',
  carbonPriceSetBy: 'Set {time} by {name}.',
  carbonPriceNotSet: 'Not set yet.',
  carbonPricePerYear: 'Carbon price per year',
  carbonPriceOfVoyage: 'Carbon price of the voyage',
  carbonPriceYear: 'Carbon price year',
  carbonPriceLoading: 'Loading the carbon price…',
  carbonPriceLoadFailed: 'The carbon price could not be loaded.',
  carbonConfirmedVoyage: '1 confirmed voyage departed in {year}.',
  carbonConfirmedVoyages: '{count} confirmed voyages departed in {year}.',
  carbonVoyagesOfYear: 'The voyages of {year}',
  carbonVoyage: 'Voyage',
  carbonDeparted: 'Departed',
  carbonEuEtsToSurrender: 'EU ETS to surrender',
  carbonEuEtsCost: 'EU ETS cost',
  carbonFuelEuIntensity: 'FuelEU intensity',
  carbonFuelEuBalance: 'FuelEU balance',
  carbonUkEtsToSurrender: 'UK ETS to surrender',
  carbonHowTheYearIsComputed: 'How the year is computed',
  carbonEuEtsEstimatedCost: 'EU ETS estimated cost',
  carbonFuelEuIntensityLimit: 'FuelEU GHG intensity (limit)',
  carbonFuelEuComplianceBalance: 'FuelEU compliance balance',
  carbonFuelEuPenalty: 'FuelEU penalty',
  carbonUkEtsEstimatedCost: 'UK ETS estimated cost',
  carbonSchemeDoesNotApply: '{scheme} (does not apply)',
  carbonFiguresCaption: '{scheme}: each figure with its inputs, formula and source',
  carbonFigure: 'Figure',
  carbonValue: 'Value',
  carbonInputs: 'Inputs',
  carbonFormula: 'Formula',
  carbonSource: 'Source',
  carbonPricedAt: "Priced at {eua} per EUA and {uka} per UKA (the company's carbon price).",
} as const;

export type MessageKey = keyof typeof messages;

/** The labels of a noon report's number fields: its form's and the conflict panel's. */
export const noonReportNumberLabels = {
  latitude: messages.noonReportLatitudeLabel,
  longitude: messages.noonReportLongitudeLabel,
  hoursSteamed: messages.noonReportHoursSteamedLabel,
  distanceOverGroundNm: messages.noonReportDistanceOverGroundLabel,
  distanceThroughWaterNm: messages.noonReportDistanceThroughWaterLabel,
  averageSpeedKn: messages.noonReportAverageSpeedLabel,
  mainEnginePowerKw: messages.noonReportMainEnginePowerLabel,
  shaftSpeedRpm: messages.noonReportShaftSpeedLabel,
  draftForwardM: messages.noonReportDraftForwardLabel,
  draftAftM: messages.noonReportDraftAftLabel,
  windForceBeaufort: messages.noonReportWindForceLabel,
  windDirectionDeg: messages.noonReportWindDirectionLabel,
  seaStateDouglas: messages.noonReportSeaStateLabel,
  cargoTonnes: messages.noonReportCargoLabel,
} as const;

/** Fills `{name}`-style placeholders: `fillMessage(messages.confirmDeleteNamed, { name })`. */
export function fillMessage(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
