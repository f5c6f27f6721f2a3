// Sign-in, token check, sign-out and the account calls of 000 §7 (SHELL-170..173).
import * as v from 'valibot';
import { passwordMaxLength, passwordMinLength } from '../auth/password.ts';
import { messages } from '../messages.ts';
import { IsoDateTimeSchema, MessageResponseSchema, emailPattern } from './common.ts';
import { endpoint } from './endpoint.ts';

export const AuthenticateRequestSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.usernameRequired), v.maxLength(254)),
  password: v.pipe(v.string(), v.nonEmpty(messages.passwordRequired), v.maxLength(passwordMaxLength)),
  persist: v.optional(v.boolean(), false),
});
export type AuthenticateRequest = v.InferInput<typeof AuthenticateRequestSchema>;

export const AuthenticateResponseSchema = v.object({ token: v.string(), expiresAt: IsoDateTimeSchema });
export type AuthenticateResponse = v.InferOutput<typeof AuthenticateResponseSchema>;

/** `expiresAt` is null when the caller used an API key. */
export const TokenCheckResponseSchema = v.object({
  valid: v.literal(true),
  expiresAt: v.nullable(IsoDateTimeSchema),
});
export type TokenCheckResponse = v.InferOutput<typeof TokenCheckResponseSchema>;

const NewPasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty(messages.passwordRequired),
  v.minLength(passwordMinLength, messages.passwordTooShort),
  v.maxLength(passwordMaxLength),
);

export const LostPasswordRequestSchema = v.object({
  Email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.emailRequired),
    v.regex(emailPattern, messages.emailMustBeValid),
    v.maxLength(254),
  ),
});
export type LostPasswordRequest = v.InferInput<typeof LostPasswordRequestSchema>;
export const LostPasswordResponseSchema = MessageResponseSchema;

export const ResetPasswordRequestSchema = v.object({
  Username: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.usernameRequired), v.maxLength(254)),
  Token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  Password: NewPasswordSchema,
});
export type ResetPasswordRequest = v.InferInput<typeof ResetPasswordRequestSchema>;
export const ResetPasswordResponseSchema = MessageResponseSchema;

export const ChangePasswordRequestSchema = v.object({
  Username: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.usernameRequired), v.maxLength(254)),
  CurrentPassword: v.pipe(v.string(), v.nonEmpty(messages.passwordRequired), v.maxLength(passwordMaxLength)),
  NewPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = v.InferInput<typeof ChangePasswordRequestSchema>;
export const ChangePasswordResponseSchema = MessageResponseSchema;

/** The sign-in and account endpoints (declared once for the server and the client, ADR 0111). */
export const authEndpoints = {
  authenticate: endpoint({
    method: 'post',
    path: '/Authenticate',
    body: AuthenticateRequestSchema,
    response: AuthenticateResponseSchema,
  }),
  tokenCheck: endpoint({
    method: 'get',
    path: '/Authenticate/TokenCheck',
    response: TokenCheckResponseSchema,
  }),
  signOut: endpoint({ method: 'post', path: '/Authenticate/SignOut' }),
  lostPassword: endpoint({
    method: 'post',
    path: '/Account/LostPassword',
    body: LostPasswordRequestSchema,
    response: LostPasswordResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'post',
    path: '/Account/ResetPassword',
    body: ResetPasswordRequestSchema,
    response: ResetPasswordResponseSchema,
  }),
  changePassword: endpoint({
    method: 'post',
    path: '/Account/ChangePassword',
    body: ChangePasswordRequestSchema,
    response: ChangePasswordResponseSchema,
  }),
};
