// The spec's date-time display format 'DD. MMM, YYYY HH:mm' (000 §9) for texts built in `domain/`
// (rule messages that name a time, e.g. the voyage limits of EMIS-170/171). Always UTC.
const monthAbbreviations = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** '05. Mar, 2026 14:07' (UTC); '' for an invalid instant. */
export function formatUtcDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  const month = monthAbbreviations[Number(iso.slice(5, 7)) - 1] ?? '';
  return `${iso.slice(8, 10)}. ${month}, ${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}
