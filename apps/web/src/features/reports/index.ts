/** The reports feature's public surface: the /reports page. */
export { ReportsPage } from './reports-page.tsx';
export { ContractFilter } from './report-filters.tsx';
