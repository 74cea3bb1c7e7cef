/**
 * The route-only view of one feature subpath of the contract, as the production build serves it
 * (vite-contract-routes.ts): each endpoint table as its calls' method, path and auth (and the
 * console's roles), every other export re-exported from the contract as it is.
 */

/** What `call()` reads of an endpoint in production. */
const ROUTE_KEYS = ['method', 'path', 'auth'] as const;

type Route = Record<(typeof ROUTE_KEYS)[number], string> & { roles?: readonly string[] };

/** What an endpoint keeps in production: its route, and the roles by which the console shows its desk. */
const routeOf = (endpoint: Route) => ({
  ...Object.fromEntries(ROUTE_KEYS.map((key) => [key, endpoint[key]])),
  ...(endpoint.roles === undefined ? {} : { roles: endpoint.roles }),
});

const isEndpoint = (value: unknown): value is Route & { response: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  ROUTE_KEYS.every((key) => typeof (value as Record<string, unknown>)[key] === 'string') &&
  'response' in value;

/** A table of calls: an object whose every value is an endpoint. */
const isEndpointTable = (value: unknown): value is Record<string, Route> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(isEndpoint);

/** The route-only module of one feature subpath, from the feature's module as evaluated. */
export const routeModuleOf = (subpath: string, feature: Record<string, unknown>): string => {
  const lines: string[] = [];
  const kept: string[] = [];
  for (const [name, value] of Object.entries(feature)) {
    if (!isEndpointTable(value)) {
      kept.push(name);
      continue;
    }
    const routes = Object.fromEntries(
      Object.entries(value).map(([call, endpoint]) => [call, routeOf(endpoint)]),
    );
    lines.push(`export const ${name} = ${JSON.stringify(routes)};`);
  }
  if (kept.length > 0) lines.push(`export { ${kept.join(', ')} } from '@emas/api/${subpath}';`);
  return `${lines.join('\n')}\n`;
};
