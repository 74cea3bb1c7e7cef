/** Account opening: the /register pages (the console's Registrations desk is in console.ts). */
export { RegistrationPage } from './registration-page.tsx';
