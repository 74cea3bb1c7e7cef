/** API keys' public surface: the Settings tab (issue 23 item 12). */
export { ApiKeysTab } from './api-keys-tab.tsx';
