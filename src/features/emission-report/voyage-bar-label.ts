// Where a voyage bar's name goes on the voyages chart (issue 26 §3: Gantt labels were cut or
// dropped on a 768 px tablet): inside the bar when it fits, else beside it (right, then left) in
// dark text, else shortened with an ellipsis into the widest of those spaces. Positions are in the
// canvas's pixels.

export type BarLabel = { text: string; x: number; inside: boolean };

/** Space between a label and the bar's edge or the plot's edge. */
export const barLabelPaddingPx = 4;

export function placeBarLabel(
  label: string,
  measure: (text: string) => number,
  bar: { left: number; right: number },
  area: { left: number; right: number },
  padding = barLabelPaddingPx,
): BarLabel | null {
  const spaces = [
    { x: bar.left + padding, width: bar.right - bar.left - 2 * padding, inside: true },
    { x: bar.right + padding, width: area.right - bar.right - padding, inside: false },
    { x: area.left, width: bar.left - area.left - padding, inside: false, alignRight: true },
  ];
  const full = measure(label);
  const fits = spaces.find((space) => full <= space.width);
  if (fits)
    return { text: label, x: fits.alignRight ? bar.left - padding - full : fits.x, inside: fits.inside };
  const widest = spaces.reduce((best, space) => (space.width > best.width ? space : best));
  const text = shorten(label, measure, widest.width);
  if (text === null) return null;
  return {
    text,
    x: widest.alignRight ? bar.left - padding - measure(text) : widest.x,
    inside: widest.inside,
  };
}

/** The longest start of `label` with an ellipsis that fits `width`; null when not even one letter does. */
function shorten(label: string, measure: (text: string) => number, width: number): string | null {
  for (let length = label.length - 1; length >= 1; length--) {
    const text = `${label.slice(0, length).trimEnd()}…`;
    if (measure(text) <= width) return text;
  }
  return null;
}
