import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthDeps } from './deps.ts';
import { publicRoutes } from './public-routes.ts';
import { recoveryRoutes } from './recovery-routes.ts';
import { securityRoutes } from './security-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';

/**
 * Sign-in, sessions, password recovery, geolocation, captcha and the public app settings; a
 * client's two-factor sign-in, devices and sessions, and login history.
 * Request bodies are never logged: they carry password hashes, codes and tokens.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  await app.register(publicRoutes, deps);
  await app.register(signInRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(recoveryRoutes, deps);
  await app.register(securityRoutes, deps);
};
