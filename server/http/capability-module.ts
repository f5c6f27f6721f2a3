// How a capability plugs into the server (ADR 0096): one `module.ts` per capability exports a
// CapabilityModule; server/app/capabilities.ts lists them and the app registers their routes in one
// loop. `C` is what the module reads from the container (its services), declared by the module
// itself so capabilities never import the composition root.
import type { ApiRouter } from './api-router.ts';

export type CapabilityModule<C> = {
  /** The capability's folder under server/. */
  readonly name: string;
  /** Registers the capability's endpoints on the one declarative router. */
  readonly routes: (router: ApiRouter, container: C) => void;
};
