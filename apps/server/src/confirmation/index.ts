/** The trade confirmation feature's public surface. */
export { confirmationRoutes, type ConfirmationDeps } from './routes.ts';
