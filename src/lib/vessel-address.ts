// A vessel page's address carries the vessel's name (/Vessel/{vesselId}/{vesselName}/..., 000 §2)
// for people to read; the id alone finds the vessel. An address with another name (typed, an old
// bookmark, a vessel renamed since) is replaced by the one with the vessel's name (issue 26 §5), so
// nothing on the page shows a name the vessel does not have.
import { redirect, type ParsedLocation } from '@tanstack/react-router';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The address to replace `location` with so that it names the vessel `vesselName`, or null when it
 * already does. `nameInAddress` is the route's decoded vesselName parameter. The page under the
 * vessel, the search and the hash stay as they are.
 */
export function canonicalVesselHref(
  location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>,
  nameInAddress: string,
  vesselName: string,
): string | null {
  const segments = location.pathname.split('/');
  // ['', 'Vessel', vesselId, vesselName, ...the page]
  if (segments.length < 4 || segments[1] !== 'Vessel') return null;
  if (nameInAddress === vesselName || decoded(segments[3]!) === vesselName) return null;
  segments[3] = encodeURIComponent(vesselName);
  return `${segments.join('/')}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
}

/** For the vessel layout's beforeLoad: replaces an address that names the vessel otherwise. */
export function ensureVesselNameInAddress(
  location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>,
  nameInAddress: string,
  vesselName: string,
): void {
  const href = canonicalVesselHref(location, nameInAddress, vesselName);
  if (href !== null) throw redirect({ href, replace: true });
}
