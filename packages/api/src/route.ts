/**
 * How a call's URL is written: its path with the parameters filled in, and its query string.
 * Free of zod, so a production web page that builds URLs loads no schema library
 * (`@emas/api/route`; `endpoint.ts` re-exports both).
 */

/** The path with its parameters filled in, each encoded. */
export const pathOf = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });

/**
 * A query string as the spec's calls send it: a list is its key repeated (`contractId[]=1&
 * contractId[]=3`), an absent or null value is left out.
 */
export const queryStringOf = (query: Record<string, unknown> = {}): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};
