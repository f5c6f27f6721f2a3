// Records to wire contracts (camelCase, UTC ISO strings, the spec's field names).
import type { User } from '../../domain/contracts/users.ts';
import { iso } from '../http/presenting.ts';
import type { UserRecord } from './users.repository.ts';

export function presentUser(user: UserRecord): User {
  return {
    id: user.id,
    userName: user.email,
    name: user.name,
    title: user.title,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    companyId: user.companyId,
    companyName: user.companyName,
    apiKey: user.apiKeyPreview,
    lastActivityDate: iso(user.lastActivityAt),
    daysBeforeDataOutdated: user.daysBeforeDataOutdated,
    kognifaiTenantId: user.kognifaiTenantId,
    kognifaiClientId: user.kognifaiClientId,
    kognifaiClientSecret: user.kognifaiClientSecret,
    isNewUser: user.isNewUser,
    worksOnBoard: user.worksOnBoard,
    version: user.version,
  };
}
