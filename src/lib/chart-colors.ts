// Distinct series colours by the golden-ratio hue step of 001 §9 (PERF-213), dark enough to keep a
// 3:1 contrast against the white chart background.
export const goldenRatioStep = 0.618;

export function seriesColor(index: number): string {
  const hue = Math.round(((0.6 + index * goldenRatioStep) % 1) * 360);
  return `hsl(${hue}, 70%, 38%)`;
}
