// First-start rules: migrate, then on an empty database seed the demo (demo mode) or create the
// first Administrator from WAKELINE_ADMIN_EMAIL / WAKELINE_ADMIN_PASSWORD (production mode).
import * as v from 'valibot';
import { passwordMinLength } from '../../domain/auth/password.ts';
import { UserEmailSchema } from '../../domain/contracts/users.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { advisoryLockKeys, withAdvisoryLock } from '../db/advisory-lock.ts';
import { insertUser } from '../users/users.repository.ts';
import { hashPassword } from '../security/passwords.ts';
import { seedDemo } from '../demo/demo.ts';

export class StartupError extends Error {
  override name = 'StartupError';
}

export type BootstrapOptions = { isDemo: boolean; adminEmail: string | null; adminPassword: string | null };
export type BootstrapResult = { appliedMigrations: string[]; created: 'demo' | 'admin' | null };

export async function bootstrapDatabase(
  handle: DatabaseHandle,
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  const appliedMigrations = await migrate(handle);
  // Processes starting together (API processes, the worker) seed the empty database once.
  const created = await withAdvisoryLock(handle, advisoryLockKeys.firstStart, () =>
    firstStart(handle, options),
  );
  return { appliedMigrations, created };
}

async function firstStart(
  handle: DatabaseHandle,
  options: BootstrapOptions,
): Promise<BootstrapResult['created']> {
  const anyUser = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  if (options.isDemo) {
    await seedDemo(handle.db);
    return 'demo';
  }
  if (!options.adminEmail || !options.adminPassword) {
    throw new StartupError(
      'The database has no users. In production mode (WAKELINE_DEMO=0) set WAKELINE_ADMIN_EMAIL and WAKELINE_ADMIN_PASSWORD to create the first Administrator.',
    );
  }
  const email = v.safeParse(UserEmailSchema, options.adminEmail);
  if (!email.success)
    throw new StartupError(`WAKELINE_ADMIN_EMAIL is not a valid e-mail address: '${options.adminEmail}'.`);
  if (options.adminPassword.length < passwordMinLength) {
    throw new StartupError(`WAKELINE_ADMIN_PASSWORD must have at least ${passwordMinLength} characters.`);
  }
  await insertUser(handle.db, {
    email: email.output,
    name: 'Administrator',
    title: '',
    phoneNumber: '',
    role: 'Administrator',
    homeCompanyId: null,
    currentCompanyId: null,
    passwordHash: await hashPassword(options.adminPassword),
    kognifaiTenantId: '',
    kognifaiClientId: '',
    kognifaiClientSecret: '',
    isNewUser: false,
  });
  return 'admin';
}
