// GET /Cii/Day, /Cii/Ytd and /Cii/Year (001 §7 'CII', endpoints.tsv; PERF-051, PERF-162; ADR 0063).
// The spec names the calls and the failure text ('Failed to fetch calculations'), not the shapes.
import { ciiEndpoints as endpoints } from '../../domain/contracts/cii.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { CiiService } from './cii.service.ts';

const access = 'every role but KognifaiUser, with access to the vessel';

export function registerCiiRoutes(router: ApiRouter, cii: CiiService): void {
  router.authenticated(
    {
      ...endpoints.day,
      tag: 'CII',
      summary:
        "The vessel's CII by day in a range of one year: each day's distance and fuel from its logged daily means (speed over ground, fuel mass flow), its CO2, attained CII and rating against the year's boundaries, and the range's running CII",
      access,
    },
    ({ actor, query }) => cii.day(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.ytd,
      tag: 'CII',
      summary:
        "The vessel's CII from 1 January to now over its confirmed voyages (IMO DCS totals), with the year-end forecast and how it is made",
      access,
    },
    ({ actor, query }) => cii.ytd(actor, query),
  );
  router.authenticated(
    {
      ...endpoints.year,
      tag: 'CII',
      summary:
        "The vessel's CII of a calendar year over its confirmed voyages (IMO DCS totals), with each voyage's part in the year",
      access,
    },
    ({ actor, query }) => cii.year(actor, query),
  );
}
