/** The portfolio home (issue 23): a client's first page after sign-in. */
export { PortfolioPage } from './portfolio-page.tsx';
