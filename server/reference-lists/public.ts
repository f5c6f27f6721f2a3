// What the reference-lists capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export { findFuelType, referenceItemExists } from './reference-lists.repository.ts';
