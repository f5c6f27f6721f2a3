import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, renderWithRouter } from '../../../lib/testing.tsx';
import { CalculationNotes, calculationNotesHtml, forReaders, headingAnchor } from './calculation-notes.tsx';
import { helpTopics } from './help-topics.tsx';

/** What a reader sees of the notes: the rendered HTML's text. */
function readersText(): string {
  const page = document.createElement('div');
  page.innerHTML = calculationNotesHtml();
  return page.textContent ?? '';
}

describe('the calculation notes in Help (issue 26 §5)', () => {
  it('leaves out the "(ref: …)" groups for verifiers, nested brackets and line breaks included', () => {
    expect(
      forReaders(
        '## 1. CO2 from fuel (ref: `domain/emissions/fuels.ts`)\n\nCO2 (ref: `f(x)`,\nADR 0010) is Σ.',
      ),
    ).toBe('## 1. CO2 from fuel\n\nCO2 is Σ.');
    expect(forReaders('its factor\n  (ref: `customFuelFactors`), which')).toBe('its factor, which');
    expect(forReaders('One.\n\n(ref: `x`)\nTwo.')).toBe('One.\n\n\nTwo.');
    expect(forReaders('No references here (G1).')).toBe('No references here (G1).');
  });

  it('renders the Markdown: headings with their anchors, tables, lists and emphasis, no Markdown syntax left', () => {
    const html = calculationNotesHtml();
    expect(html).toContain('<h3 id="section-1">1. CO2 from fuel</h3>');
    expect(html).toContain('id="section-2-8"');
    expect(html).toContain('id="section-6"');
    expect(html).toMatch(/<table>/);
    expect(html).toMatch(/<li>/);
    expect(html).toMatch(/<strong>/);
    const text = readersText();
    expect(text).not.toMatch(/^#+ /m);
    expect(text).not.toMatch(/\|\s*---/);
    expect(text).not.toMatch(/\*\*\w/);
    expect(text).not.toContain('`');
  });

  it('names no source file, function, decision record, spec item or research note', () => {
    const text = readersText();
    for (const pattern of [
      /\b(domain|server|src|docs|workers|tests)\//,
      /\.(ts|tsx|md)\b/,
      /\b[a-z]+[A-Z][A-Za-z0-9]*\(/, // a function call: fitRegression(…)
      /\b(calculate|aggregate|read)[A-Z][A-Za-z]*/, // calculateMrvVoyage, aggregateMrvAnnual
      /\bADR \d/,
      /\b(PERF|EMIS|SHELL|ADMIN)-\d/,
      /\b00\d §/, // a spec document's section
      /research note/i,
      /\bissue \d/i,
      /DECISIONS/,
    ])
      expect(text, String(pattern)).not.toMatch(pattern);
  });

  it('shows the notes with a focusable, named region around each wide table', () => {
    renderWithProviders(<CalculationNotes />);
    expect(screen.getByRole('heading', { level: 3, name: '1. CO2 from fuel' }).id).toBe('section-1');
    const tables = screen.getAllByRole('region', { name: /^Table: / });
    expect(tables.length).toBeGreaterThan(5);
    for (const region of tables) expect(region.getAttribute('tabindex')).toBe('0');
  });

  it("every help page's link into the notes lands on a heading of the notes", async () => {
    const anchors = new Set([...calculationNotesHtml().matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const linked: string[] = [];
    for (const topic of helpTopics.filter((one) => one.path !== 'CalculationNotes')) {
      const Content = topic.content;
      const view = renderWithRouter(<Content />);
      await waitFor(() => expect(view.container.textContent).not.toBe(''));
      for (const link of view.container.querySelectorAll<HTMLAnchorElement>(
        'a[href*="/Help/CalculationNotes#"]',
      ))
        linked.push(link.getAttribute('href')!.split('#')[1]!);
      view.unmount();
    }
    expect(linked.length).toBeGreaterThan(10);
    for (const anchor of linked) expect(anchors, anchor).toContain(anchor);
  });

  it('anchors a heading by its section number', () => {
    expect(headingAnchor('2.8 Periods: year, year to date, day')).toBe('section-2-8');
    expect(headingAnchor('Calculations: formulas')).toBe('calculations-formulas');
  });
});
