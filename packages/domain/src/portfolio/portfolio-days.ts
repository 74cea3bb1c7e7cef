/**
 * The portfolio chart's days: Jakarta calendar days counted from 1970-01-01 (UTC+7 has no
 * daylight saving, so a day is always 86,400,000 ms), and which of them a range shows.
 */
export const PORTFOLIO_RANGES = ['1W', '1M', '1Y', 'ALL'] as const;
export type PortfolioRange = (typeof PORTFOLIO_RANGES)[number];

const DAY_MS = 86_400_000;
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** Days a range reaches back before today (ALL reaches back to the account's first movement). */
const RANGE_DAYS_BACK: Record<Exclude<PortfolioRange, 'ALL'>, number> = {
  '1W': 7,
  '1M': 30,
  '1Y': 365,
};

/** The most points one chart answer carries; a longer range is sampled evenly up to today. */
export const PORTFOLIO_POINTS_MAX = 400;

/** The Jakarta calendar day of an instant, as days since 1970-01-01. */
export const jakartaDayNumber = (epochMs: number): number =>
  Math.floor((epochMs + JAKARTA_OFFSET_MS) / DAY_MS);

/** The first instant (epoch ms) of a Jakarta day. */
export const dayNumberStartMs = (day: number): number => day * DAY_MS - JAKARTA_OFFSET_MS;

/** A day number as its ISO date, 'YYYY-MM-DD'. */
export const dayNumberIso = (day: number): string =>
  new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The first day a range shows, up to `today`: a week, month or year back, or for ALL the day of
 * the account's first movement (today when it has none).
 */
export const rangeFirstDay = (
  range: PortfolioRange,
  today: number,
  firstMovementDay: number | null,
): number =>
  range === 'ALL' ? Math.min(firstMovementDay ?? today, today) : today - RANGE_DAYS_BACK[range];

/**
 * The days a chart plots from `first` to `last`, ascending: every day, or every k-th day
 * counted back from `last` when there are more than `pointsMax`, so the last point is always
 * the newest day.
 */
export const plottedDays = (
  first: number,
  last: number,
  pointsMax: number = PORTFOLIO_POINTS_MAX,
): number[] => {
  if (last < first) return [];
  const step = Math.ceil((last - first + 1) / pointsMax);
  const days: number[] = [];
  for (let day = last; day >= first; day -= step) days.push(day);
  return days.reverse();
};
