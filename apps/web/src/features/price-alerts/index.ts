/** Price alerts' public surface: the /price-alerts page. */
export { PriceAlertsPage } from './price-alerts-page.tsx';
