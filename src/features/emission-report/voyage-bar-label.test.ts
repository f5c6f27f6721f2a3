import { describe, expect, it } from 'vitest';
import { placeBarLabel } from './voyage-bar-label.ts';

// Every letter 6 px wide; the plot runs from 0 to 600 px.
const measure = (text: string) => text.length * 6;
const area = { left: 0, right: 600 };

describe('issue 26 §3: the voyage bar labels are never cut at 768 px', () => {
  it('puts the name inside a bar wide enough for it', () => {
    expect(placeBarLabel('North run', measure, { left: 100, right: 300 }, area)).toEqual({
      text: 'North run',
      x: 104,
      inside: true,
    });
  });

  it('puts the name beside a short bar: to its right, else to its left', () => {
    expect(placeBarLabel('North run', measure, { left: 100, right: 120 }, area)).toEqual({
      text: 'North run',
      x: 124,
      inside: false,
    });
    // 54 px of name does not fit in the 20 px right of the bar; it ends 4 px before the bar.
    expect(placeBarLabel('North run', measure, { left: 520, right: 580 }, area)).toEqual({
      text: 'North run',
      x: 462,
      inside: false,
    });
  });

  it('shortens the name with an ellipsis into the widest space when it fits nowhere whole', () => {
    const label = 'Departure 10. Nov, 2026 08:00';
    const placed = placeBarLabel(label, measure, { left: 40, right: 560 }, { left: 0, right: 600 });
    expect(placed?.inside).toBe(true);
    expect(placed?.text.endsWith('…')).toBe(false);
    const narrow = placeBarLabel(label, measure, { left: 20, right: 100 }, { left: 0, right: 120 });
    expect(narrow).toEqual({ text: 'Departure 1…', x: 24, inside: true });
    expect(measure(narrow!.text)).toBeLessThanOrEqual(100 - 20 - 8);
  });

  it('draws no label when not even one letter fits', () => {
    expect(placeBarLabel('North run', measure, { left: 0, right: 4 }, { left: 0, right: 8 })).toBeNull();
  });
});
