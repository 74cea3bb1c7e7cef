/** Account opening: the /register pages, and the operator console's Registrations desk. */
export { RegistrationPage } from './registration-page.tsx';
export { RegistrationsDesk } from './registrations-desk.tsx';
