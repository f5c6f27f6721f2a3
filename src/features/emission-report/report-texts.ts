// The emission report screen's own texts: the spec gives none for these states (002 §2 names only
// the states themselves). Spec texts come from domain/messages.ts and the rule modules.
export const emissionReportTexts = {
  loading: 'Loading the emission report',
  downloading: "Downloading this vessel's voyages",
  /** EMIS-154 is checked against the vessel's departures: none may be entered before they are here. */
  newDepartureAfterDownload: "New departure is offered once this vessel's voyages are on this device.",
  missingSettingsTitle: 'The emission report needs the vessel settings first',
  missingSettingsIntro: 'These settings are missing:',
  openSettings: 'Open the vessel settings',
  settingsUnchecked: 'The vessel settings could not be checked.',
  noDepartures: 'No departures in this period.',
  departureNotOnDevice: 'This departure is not on this device.',
  offlineDeviceData:
    'You are offline: this is the data saved on this device. Your changes are sent when the connection returns.',
  offlineNeverDownloaded:
    "You are offline and this vessel's voyages have not been downloaded to this device yet. New entries are saved on this device.",
} as const;
