// What the users capability offers the other capabilities; the rest of the folder is its own
// (ADR 0116). The container in server/app/ wires the services; this module names the functions,
// tables and types another capability may use.
export {
  consumePasswordReset,
  findSessionUser,
  findUserByApiKeyHash,
  findUserByEmail,
  findUserById,
  firstAdministrator,
  insertUser,
  insertUserSecret,
  revokeSessions,
  setPasswordHash,
  touchLastActivity,
} from './users.repository.ts';
export type { UserRecord } from './users.repository.ts';
