/** Account opening for a new client under a broker, approved by operators. */
export { type RegistrationDeps, registrationRoutes } from './routes.ts';
export { registrationOperatorDesk } from './operator-desk.ts';
