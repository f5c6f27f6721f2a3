// The server's version and health (declared once for the server and the client, ADR 0111); their
// answers' schemas live beside the feature contracts (features.ts).
import { endpoint } from './endpoint.ts';
import { HealthResponseSchema, VersionResponseSchema } from './features.ts';

export const systemEndpoints = {
  version: endpoint({ method: 'get', path: '/Version', response: VersionResponseSchema }),
  /** 200 when healthy; 503 with the same shape otherwise. */
  health: endpoint({ method: 'get', path: '/health', response: HealthResponseSchema }),
};
