// A badge whose text is never cut ('WARNI…', issue 26 §2 and §3): in a narrow table cell or a row
// of a 768 px tablet it keeps its text's width, and the row around it wraps instead.
export const wholeBadgeStyles = {
  root: { flexShrink: 0, minWidth: 'max-content' },
  label: { overflow: 'visible' },
} as const;
