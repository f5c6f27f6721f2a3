// Sign-in, sessions, API-key authentication and the password flows of 000 §2/§7.
import type {
  AuthenticateResponse,
  ChangePasswordRequest,
  LostPasswordRequest,
  ResetPasswordRequest,
} from '../../domain/contracts/auth.ts';
import { hasPartnerKeys, isKognifai } from '../../domain/auth/roles.ts';
import { messages } from '../../domain/messages.ts';
import { AppError } from '../http/app-error.ts';
import type { Actor } from '../security/actor.ts';
import {
  consumePasswordReset,
  findSessionUser,
  findUserByApiKeyHash,
  findUserByEmail,
  insertUserSecret,
  revokeSessions,
  setPasswordHash,
  touchLastActivity,
  type UserRecord,
} from '../users/public.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { hashSecret, newSecret } from '../security/tokens.ts';
import type { ServiceContext } from '../context.ts';

const hour = 3_600_000;
export const sessionLifetimeMs = 12 * hour;
export const persistentSessionLifetimeMs = 30 * 24 * hour;
export const resetTokenLifetimeMs = hour;
export const welcomeTokenLifetimeMs = 7 * 24 * hour;

function actorOf(user: UserRecord, sessionTokenHash: string | null): Actor {
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    homeCompanyId: user.homeCompanyId,
    companyId: user.companyId,
    sessionTokenHash,
    hasPartnerKeys: isKognifai(user.role) && hasPartnerKeys(user),
  };
}

export function createAuthService(ctx: ServiceContext) {
  async function sendResetLink(user: UserRecord, subject: string, intro: string, lifetimeMs: number) {
    const token = newSecret();
    const expiresAt = new Date(ctx.now().getTime() + lifetimeMs);
    await insertUserSecret(ctx.db, 'password_resets', {
      tokenHash: hashSecret(token),
      userId: user.id,
      expiresAt,
    });
    const link = `${ctx.publicUrl}/Account/ResetPassword?username=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
    await ctx.mailer.send({
      to: user.email,
      subject,
      text: `Hello ${user.name},\n\n${intro}\n\n${link}\n\nThe link works once and expires at ${expiresAt.toISOString()} (UTC).\nIf you did not ask for this, you can ignore this e-mail.\n\nWakeline`,
    });
  }

  return {
    async authenticate(
      input: { username: string; password: string; persist: boolean },
      clientAddress: string,
    ): Promise<AuthenticateResponse> {
      // Failures count per user name AND address, so failures from elsewhere never lock a user out
      // at their own address, and per address whatever the name, against password spraying (ADR
      // 0091). Counted as failures until the attempt succeeds (so racing attempts cannot pass the
      // limits together).
      const limitKey = `${input.username.toLowerCase()}|${clientAddress}`;
      if (!(await ctx.loginLimiter.tryAttempt(limitKey)))
        throw new AppError('RATE_LIMITED', messages.tooManyLoginAttempts);
      const addressAttempt = await ctx.addressLoginLimiter.attempt(clientAddress);
      if (addressAttempt === null) throw new AppError('RATE_LIMITED', messages.tooManyLoginAttempts);
      const user = await findUserByEmail(ctx.db, input.username);
      const isValid = await verifyPassword(input.password, user?.passwordHash ?? null);
      if (!user || !isValid) {
        throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials);
      }
      await ctx.loginLimiter.clear(limitKey);
      await ctx.addressLoginLimiter.refund(addressAttempt);
      const token = newSecret();
      const now = ctx.now();
      const expiresAt = new Date(
        now.getTime() + (input.persist ? persistentSessionLifetimeMs : sessionLifetimeMs),
      );
      await insertUserSecret(ctx.db, 'sessions', {
        tokenHash: hashSecret(token),
        userId: user.id,
        expiresAt,
      });
      await touchLastActivity(ctx.db, user.id, now);
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The caller behind a bearer token or an API key, or null. Records activity (at most once a
     * minute). Answers from the session cache when it holds the token's or key's hash (ADR 0064).
     */
    async resolveActor(credentials: {
      bearerToken: string | null;
      apiKey: string | null;
    }): Promise<{ actor: Actor; expiresAt: Date | null } | null> {
      const now = ctx.now();
      const cache = ctx.sessionCache;
      const tokenHash = credentials.bearerToken ? hashSecret(credentials.bearerToken) : null;
      const apiKeyHash = !tokenHash && credentials.apiKey ? hashSecret(credentials.apiKey) : null;
      const key = tokenHash ? `t:${tokenHash}` : apiKeyHash ? `k:${apiKeyHash}` : null;
      if (!key) return null;
      const cached = cache?.lookup(key);
      if (cached) {
        if (cache?.shouldTouch(key)) await touchLastActivity(ctx.db, cached.actor.userId, now);
        return cached;
      }
      const generation = cache?.generation ?? 0;
      let resolved: { actor: Actor; expiresAt: Date | null } | null = null;
      if (tokenHash) {
        const session = await findSessionUser(ctx.db, tokenHash, now);
        if (session) resolved = { actor: actorOf(session.user, tokenHash), expiresAt: session.expiresAt };
      } else if (apiKeyHash) {
        const user = await findUserByApiKeyHash(ctx.db, apiKeyHash);
        if (user) resolved = { actor: actorOf(user, null), expiresAt: null };
      }
      if (resolved) {
        await touchLastActivity(ctx.db, resolved.actor.userId, now);
        cache?.store(key, resolved, generation);
      }
      return resolved;
    },

    async signOut(actor: Actor): Promise<void> {
      if (actor.sessionTokenHash) await revokeSessions(ctx.db, { tokenHash: actor.sessionTokenHash });
    },

    /** Answers the same whatever the e-mail, so nobody learns which accounts exist (SHELL-171). */
    async lostPassword(input: LostPasswordRequest, clientAddress: string): Promise<{ message: string }> {
      // Per address (nobody floods inboxes from one place, and one address blocks only itself) and
      // per e-mail, whether or not it has an account (one inbox gets at most a few links; ADR 0091).
      if (!(await ctx.resetRequestLimiter.tryAttempt(clientAddress))) {
        throw new AppError('RATE_LIMITED', messages.tooManyResetRequests);
      }
      if (!(await ctx.accountResetLimiter.tryAttempt(input.Email.trim().toLowerCase()))) {
        throw new AppError('RATE_LIMITED', messages.tooManyResetRequests);
      }
      const user = await findUserByEmail(ctx.db, input.Email);
      if (user) {
        await sendResetLink(
          user,
          'Reset your Wakeline password',
          'Someone (hopefully you) asked to reset the password of your Wakeline account. Open this link to choose a new password:',
          resetTokenLifetimeMs,
        );
      }
      return { message: messages.lostPasswordSent };
    },

    /** Sends a new user the link to choose a first password. */
    async sendWelcome(user: UserRecord): Promise<void> {
      await sendResetLink(
        user,
        'Your Wakeline account',
        'An account has been created for you in Wakeline. Open this link to choose your password:',
        welcomeTokenLifetimeMs,
      );
    },

    async resetPassword(input: ResetPasswordRequest): Promise<{ message: string }> {
      const user = await findUserByEmail(ctx.db, input.Username);
      const isConsumed = user
        ? await consumePasswordReset(ctx.db, hashSecret(input.Token), user.id, ctx.now())
        : false;
      if (!user || !isConsumed) throw new AppError('VALIDATION_FAILED', messages.passwordResetInvalid);
      await setPasswordHash(ctx.db, user.id, await hashPassword(input.Password));
      await revokeSessions(ctx.db, { userId: user.id });
      return { message: messages.passwordResetDone };
    },

    async changePassword(actor: Actor, input: ChangePasswordRequest): Promise<{ message: string }> {
      if (input.Username.toLowerCase() !== actor.email.toLowerCase())
        throw new AppError('FORBIDDEN', messages.forbidden);
      const user = await findUserByEmail(ctx.db, actor.email);
      if (!user || !(await verifyPassword(input.CurrentPassword, user.passwordHash))) {
        throw new AppError('VALIDATION_FAILED', messages.currentPasswordWrong, [
          { path: 'CurrentPassword', message: messages.currentPasswordWrong },
        ]);
      }
      await setPasswordHash(ctx.db, user.id, await hashPassword(input.NewPassword));
      return { message: messages.passwordChanged };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
