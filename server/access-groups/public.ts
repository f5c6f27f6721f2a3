// What the access-groups capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export {
  addCategoryUser,
  addCategoryVessel,
  insertCategory,
  insertDefaultCategory,
} from './vessel-categories.repository.ts';
