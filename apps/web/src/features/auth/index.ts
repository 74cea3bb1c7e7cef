/** The auth feature's public surface: the router's two sign-in pages. */
export { LoginPage } from './login-page.tsx';
