import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildVessel, installFakeApi } from '../../../../tests/support/fake-api.ts';
import { PageTitle } from '../../../components/document-title.tsx';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { useVesselName } from './get-vessel.ts';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

/** A vessel page's heading and title, as the Emission report, Noon reports and Vessel settings pages make them. */
function VesselPageHeading({ vesselId, nameInAddress }: { vesselId: string; nameInAddress: string }) {
  const vesselName = useVesselName(vesselId, nameInAddress);
  return <PageTitle title="Emission report" vesselName={vesselName} heading={vesselName} />;
}

describe('useVesselName (issue 26 §5)', () => {
  it("heads the page and names the document with the vessel's name, not the name in the address", async () => {
    const vessel = buildVessel({ name: 'Northwind Aurora' });
    installFakeApi({ [`GET /Vessels/${vessel.id}`]: () => ({ body: vessel }) });
    renderWithProviders(<VesselPageHeading vesselId={vessel.id} nameInAddress="Northwind-Aurora" />);
    expect(await screen.findByRole('heading', { name: 'Northwind Aurora' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Emission report | Northwind Aurora | Wakeline'));
    expect(screen.queryByText('Northwind-Aurora')).toBeNull();
  });

  it('uses the name in the address only while the vessel itself is not known', async () => {
    const vessel = buildVessel({ name: 'Northwind Aurora' });
    const { calls } = installFakeApi({
      [`GET /Vessels/${vessel.id}`]: () => ({
        status: 500,
        body: { message: 'An error occurred.', code: 'INTERNAL' },
      }),
    });
    renderWithProviders(<VesselPageHeading vesselId={vessel.id} nameInAddress="Northwind-Aurora" />);
    expect(screen.getByRole('heading', { name: 'Northwind-Aurora' })).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Northwind-Aurora' })).toBeTruthy();
  });
});
