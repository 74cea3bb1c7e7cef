import { type Job, dailyJob } from '../feature.ts';
import { runDailyScreening } from './daily-screening.ts';
import type { ScreeningDeps } from './deps.ts';

/** Every applicant and client screened once a day, at SCREENING_HOUR in Jakarta. */
export const screeningJobs: readonly Job<ScreeningDeps>[] = [
  dailyJob('daily screening', (config) => config.screeningHour, runDailyScreening),
];
