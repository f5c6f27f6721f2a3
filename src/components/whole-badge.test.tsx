import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PortLabel } from '../features/voyage-event-detail/components/port-editor.tsx';
import { renderWithProviders } from '../lib/testing.tsx';
import { setViewportWidth } from '../lib/viewport.testing.ts';
import { SeverityBadge } from './severity-badge.tsx';

// jsdom has no layout: what keeps a badge whole is its style (its text's width, no shrinking).
function expectWhole(label: HTMLElement) {
  const root = label.closest('.mantine-Badge-root') as HTMLElement;
  expect(root.style.minWidth).toBe('max-content');
  expect(root.style.flexShrink).toBe('0');
  expect(label.style.overflow).toBe('visible');
}

describe('issue 26 §3: badges are not cut at 768 px', () => {
  it('SHELL-076 a severity badge keeps its whole text (no "WARNI…")', () => {
    setViewportWidth(768);
    renderWithProviders(<SeverityBadge severity="Warning" />);
    expectWhole(screen.getByText('Warning'));
  });

  it("EMIS-051 a port's MRV badge keeps its whole text, and the port's line may wrap", () => {
    setViewportWidth(768);
    renderWithProviders(<PortLabel port={{ name: 'Rotterdam', loCode: 'NLRTM', isMrvPort: false }} />);
    const badge = screen.getByText('Not an MRV port');
    expectWhole(badge);
    const line = badge.closest('.mantine-Group-root') as HTMLElement;
    expect(line.style.getPropertyValue('--group-wrap')).toBe('wrap');
  });
});
