// The texts of the vessel settings rules, below the contracts and the rules that both use them.

export const settingsMessages = {
  // Spec texts (messages.tsv MSG-0157, MSG-0158, MSG-0146); X is the name.
  flowMeterNameExists: 'A flow meter with the name X already exists. Please choose a different name.',
  fuelTankNameExists: 'A fuel tank with the name X already exists. Please choose a different name.',
  addCargoUnits: 'Please add below what cargo units the vessel is carrying.',
  // Our own texts (the spec gives none).
  nameRequired: 'A name is required.',
  nameTooLong: 'The name is too long.',
  shortNameRequired: 'A short name is required.',
  shortNameTooLong: 'The short name is too long.',
  fuelTypeRequired: 'A fuel type is required.',
  sourceRequired: 'At least one fuel consumption source is required.',
  carbonEmissionFactorFinite: 'The carbon emission factor must be a number.',
  carbonEmissionFactorNegative: 'The carbon emission factor cannot be negative.',
  fuelTypeNameExists: 'A fuel type with the name X already exists. Please choose a different name.',
  numberRequired: 'Enter a number.',
  numberNotNegative: 'The value cannot be negative.',
  emailInvalid: 'Enter a valid e-mail address.',
  keyRequired: 'A key is required.',
  keyFieldsDiffer: 'key and veracityKey differ; send one of them.',
} as const;
