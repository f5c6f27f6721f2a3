// The performance-status icon of 000 §2 / 001 §3: an arrow-shaped hull coloured by the status and
// rotated by the vessel's course (SHELL-057).

/** The colour of each performance status; gray for anything else (PERF-099). */
export const statusColours: Record<string, string> = {
  Ok: '#2f9e44',
  Observe: '#f08c00',
  NotOk: '#e03131',
  BenchMarking: '#1c7ed6',
};

// 001 §3 texts for each status.
const statusTitles: Record<string, string> = {
  Ok: 'Ok',
  Observe: 'Observe',
  NotOk: 'Not ok',
  BenchMarking: 'Benchmarking',
  NoDiagnosticTypes: 'No performance parameters',
  NoEnabledLongTrends: 'Performance status disabled by user',
  DiagnosticsNotActivated: 'Diagnostics module not activated',
};

export function statusColour(status: string | null | undefined): string {
  return (status && statusColours[status]) || '#868e96';
}

export function performanceStatusTitle(status: string | null | undefined): string {
  return (status && statusTitles[status]) || 'Performance status N/A';
}

type VesselStatusIconProps = {
  status?: string | null;
  courseDeg?: number | null;
  size?: number;
  /** False where the status is said in words next to the icon, or the icon only decorates a link. */
  labelled?: boolean;
};

export function VesselStatusIcon({ status, courseDeg, size = 16, labelled = true }: VesselStatusIconProps) {
  const colour = statusColour(status);
  const title = performanceStatusTitle(status);
  const a11y = labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" style={{ flex: 'none' }} {...a11y}>
      {labelled ? <title>{title}</title> : null}
      <path
        d="M8 1.5 L12.5 13 L8 10.8 L3.5 13 Z"
        fill={colour}
        stroke="#ffffff"
        strokeWidth={0.8}
        transform={`rotate(${courseDeg ?? 0} 8 8)`}
      />
    </svg>
  );
}
