// GET and PUT /VesselNotes/{vesselId} (endpoints.tsv; EMIS-115; ADR 0073): the save carries the
// version it was based on in If-Match; a 412 answers the note someone else saved.
import { useQuery } from '@tanstack/react-query';
import { versionEtag } from '../../../../domain/contracts/sync.ts';
import { vesselNoteEndpoints as endpoints } from '../../../../domain/contracts/vessel-notes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const vesselNotesKey = (vesselId: string) => ['vessel-notes', vesselId] as const;

export function useVesselNotes(vesselId: string) {
  return useQuery({
    queryKey: vesselNotesKey(vesselId),
    queryFn: ({ signal }) => callApi(endpoints.get, { params: { vesselId }, signal }),
  });
}

export const saveVesselNotes = (vesselId: string, notes: string, basedOn: number) =>
  callApi(endpoints.save, {
    params: { vesselId },
    body: { notes },
    headers: { 'If-Match': versionEtag(basedOn) },
  });
