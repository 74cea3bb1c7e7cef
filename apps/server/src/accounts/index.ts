/** The accounts feature's public surface: its routes. */
export { accountRoutes } from './routes.ts';
