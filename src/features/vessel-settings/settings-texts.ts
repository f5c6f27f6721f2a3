// The settings screens' own texts, where the spec gives none (spec texts are in domain/messages.ts
// and domain/voyages/settings-rules.ts).
export const settingsTexts = {
  loading: 'Loading vessel settings...',
  offlineReadOnly:
    'You are offline. The settings are shown as last loaded and cannot be changed until the connection is back.',
  offlineDeviceCopy: 'You are offline. This is the copy stored on this device.',
  offlineNoCopy: 'You are offline and this device holds no copy of this list yet.',
  writesNeedConnection: 'Changes need a connection to the server.',
  staleTitle: 'Someone else changed these settings',
  staleText:
    'The settings were saved by someone else after you opened them. Your changes were not saved. Reload to see the current settings, then make your changes again.',
  reload: 'Reload settings',
  saved: 'The settings were saved.',
  missingTitle: 'Still missing for the emission report',
  missingTemplateTitle: 'Still missing for the emission report template',
  nothingMissing: 'Everything the emission report and its template need is filled in.',
  addCargoUnit: 'Cargo unit to add',
  noFuelTypes: 'No fuel types yet.',
  fuelTypesManagedBy: 'Only a SuperUser or an Administrator can add or delete fuel types.',
  deactivated: 'Deactivated',
  manualInput: 'Manual input',
  globalOwner: 'Global',
  companyOwner: 'Company',
  openKey: 'Open Veracity key',
  keyIntro: 'The Veracity key lets the vessel data be sent to the classification society service.',
  noKeyStored: 'No key is stored for this vessel.',
  noExpiration: 'No expiration date',
  showKey: 'Show key',
  hideKey: 'Hide key',
  editKey: 'Edit key',
  keySaved: 'The Veracity key was saved.',
} as const;
