import { z } from 'zod';
import {
  ForgotPasswordInput,
  LoginInput,
  MessageResponse,
  PublicUser,
  RegisterInput,
  ResetPasswordInput,
  VerifyResetTokenResponse,
} from '../../../contract/auth';
import { GuideSignupInput } from '../../../contract/guide-applications';
import type { App } from '../../app-types';
import { requireUser } from '../../http/guards';
import { rateLimit } from '../../http/rate-limits';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../../http/session-cookie';
import { localeOfRequest, SERVER_I18N, translated } from '../../i18n';
import type { AuthService } from './service';

export const AUTH_RATE_LIMITS = {
  login: rateLimit(10, 15 * 60 * 1000, /*i18n*/ 'auth.rateLimits.loginAttempts'),
  register: rateLimit(10, 60 * 60 * 1000, /*i18n*/ 'auth.rateLimits.signUpAttempts'),
  guideSignup: rateLimit(10, 60 * 60 * 1000, /*i18n*/ 'auth.rateLimits.signUpAttempts'),
  forgotPassword: rateLimit(5, 15 * 60 * 1000, /*i18n*/ 'auth.rateLimits.passwordResetRequests'),
  resetPassword: rateLimit(10, 15 * 60 * 1000, /*i18n*/ 'auth.rateLimits.passwordResetAttempts'),
};

export function authRoutes(app: App, auth: AuthService, secureCookies: boolean): void {
  app.post(
    '/api/register',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.register },
      schema: { tags: ['auth'], body: RegisterInput, response: { 201: PublicUser } },
    },
    async (request, reply) => {
      const { user, sessionToken } = await auth.register(request.body, localeOfRequest(request.headers));
      setSessionCookie(reply, sessionToken, secureCookies);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/guide-signup',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.guideSignup },
      schema: { tags: ['auth'], body: GuideSignupInput, response: { 201: PublicUser } },
    },
    async (request, reply) => {
      const { user, sessionToken } = await auth.registerGuide(request.body, localeOfRequest(request.headers));
      setSessionCookie(reply, sessionToken, secureCookies);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/login',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.login },
      schema: { tags: ['auth'], body: LoginInput, response: { 200: PublicUser } },
    },
    async (request, reply) => {
      const previous = readSessionCookie(request);
      if (previous) await auth.logout(previous);
      const { user, sessionToken } = await auth.login(request.body, request.ip);
      setSessionCookie(reply, sessionToken, secureCookies);
      return user;
    },
  );

  app.post('/api/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    const token = readSessionCookie(request);
    if (token) await auth.logout(token);
    clearSessionCookie(reply, secureCookies);
    return reply.status(204).send();
  });

  app.get('/api/user', { schema: { tags: ['auth'], response: { 200: PublicUser } } }, async (request) =>
    requireUser(request),
  );

  app.post(
    '/api/forgot-password',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.forgotPassword },
      schema: { tags: ['auth'], body: ForgotPasswordInput, response: { 200: MessageResponse } },
    },
    async (request, reply) => {
      const { answer, afterAnswer } = await auth.requestPasswordReset(request.body.email);
      // Once the answer is out (or the client has gone), never before: see requestPasswordReset.
      reply.raw.once('close', () => {
        afterAnswer().catch((err: unknown) => request.log.error({ err }, 'password reset email not queued'));
      });
      return { message: translated(SERVER_I18N[localeOfRequest(request.headers)], answer.message) };
    },
  );

  app.get(
    '/api/verify-reset-token/:token',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.resetPassword },
      schema: {
        tags: ['auth'],
        params: z.object({ token: z.string().max(200) }),
        response: { 200: VerifyResetTokenResponse },
      },
    },
    async (request) => ({ valid: await auth.isResetTokenValid(request.params.token) }),
  );

  app.post(
    '/api/reset-password',
    {
      config: { rateLimit: AUTH_RATE_LIMITS.resetPassword },
      schema: { tags: ['auth'], body: ResetPasswordInput, response: { 200: MessageResponse } },
    },
    async (request) => {
      const { message } = await auth.resetPassword(request.body.token, request.body.password);
      return { message: translated(SERVER_I18N[localeOfRequest(request.headers)], message) };
    },
  );
}
