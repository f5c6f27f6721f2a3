import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../lib/testing.tsx';
import { PageTitle, buildDocumentTitle } from './document-title.tsx';

describe('page titles', () => {
  it('SHELL-039 reads "{title} | Wakeline" on ordinary pages', () => {
    expect(buildDocumentTitle('My profile')).toBe('My profile | Wakeline');
  });

  it('SHELL-038 reads "{title} | {vesselName} | Wakeline" on vessel pages', () => {
    expect(buildDocumentTitle('Info', 'Northwind Atlas')).toBe('Info | Northwind Atlas | Wakeline');
  });

  it('SHELL-007 sets the document title and the heading', () => {
    const { getByRole } = renderWithProviders(<PageTitle title="About" />);
    expect(document.title).toBe('About | Wakeline');
    expect(getByRole('heading', { level: 1 }).textContent).toBe('About');
  });
});
