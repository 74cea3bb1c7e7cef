import type { SelectQueryBuilder } from 'kysely';

/** The spec's page: 10 rows unless the call asks for another size. */
export const PAGE_SIZE_DEFAULT = 10;
/** The most rows one page may ask for. */
export const PAGE_SIZE_MAX = 100;

export type PageRequest = { readonly offset?: number; readonly limit?: number };
export type Page<Row> = { readonly rows: Row[]; readonly total: number };

/** A page request bounded: offset at least 0, size between 1 and PAGE_SIZE_MAX. */
export const boundedPage = ({ offset, limit }: PageRequest) => ({
  offset: Math.max(0, Math.trunc(offset ?? 0)),
  limit: Math.min(PAGE_SIZE_MAX, Math.max(1, Math.trunc(limit ?? PAGE_SIZE_DEFAULT))),
});

/**
 * One page of a filtered query and how many rows match in all. `filtered` builds the query
 * without its selection, so the page and the count run the same filter; `selectPage` adds the
 * selection and the order (a stable one, so pages never repeat or skip a row).
 */
export const paged = async <DB, TB extends keyof DB, Row>(
  filtered: () => SelectQueryBuilder<DB, TB, object>,
  selectPage: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  request: PageRequest,
): Promise<Page<Row>> => {
  const { offset, limit } = boundedPage(request);
  const [rows, count] = await Promise.all([
    selectPage(filtered()).offset(offset).limit(limit).execute(),
    filtered()
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number((count as { n: string | number | bigint }).n) };
};
