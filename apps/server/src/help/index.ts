/** Help: notifications, documentation, support requests and the FAQ. */
export { type HelpDeps, helpRoutes } from './routes.ts';
