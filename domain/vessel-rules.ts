// Vessel limits of 003 §5/§9 shared by the vessel forms and the server.
export const vesselNameMaxLength = 30;
export const draftMinMetres = 0;
export const draftMaxMetres = 25;
export const imoMaxDigits = 7;
export const numberOfShaftsOptions = [0, 1, 2] as const;
export const accessGroupNameMaxLength = 50;
export const vesselGroupNameMaxLength = 15;

/**
 * IMO check digit: the first six digits weighted 7..2, summed; the last digit of the sum is the
 * seventh digit. Numbers with fewer than seven digits are read zero-padded (DECISIONS: ADMIN-134).
 */
export function isValidImoCheckDigit(imoNumber: number): boolean {
  if (!Number.isInteger(imoNumber) || imoNumber < 1 || imoNumber > 9_999_999) return false;
  const digits = String(imoNumber).padStart(7, '0').split('').map(Number);
  const sum = digits.slice(0, 6).reduce((total, digit, index) => total + digit * (7 - index), 0);
  return sum % 10 === digits[6];
}
