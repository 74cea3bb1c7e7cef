import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core over the page as it stands. The script goes in through the DevTools protocol
 * (page.evaluate), which the app's Content Security Policy does not govern, so the page under
 * test keeps its real policy. It runs the WCAG 2.x A and AA rules (the standard the app is held
 * to; axe's best-practice rules, left to review, cost a third of each run); serious and
 * critical violations fail the journey.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
const NODES_LISTED_MAX = 5;

const describeViolation = (violation: Result): string => {
  const nodes = violation.nodes
    .slice(0, NODES_LISTED_MAX)
    .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.trimEnd());
  const more = violation.nodes.length - nodes.length;
  return [
    `  ${violation.id} (${violation.impact}): ${violation.help}`,
    ...nodes,
    ...(more > 0 ? [`    … and ${more} more`] : []),
  ].join('\n');
};

/** Fails with every serious or critical axe violation on the page, `where` naming the state. */
export const assertAccessible = async (page: Page, where: string): Promise<void> => {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_TAGS,
  );
  const failing = results.violations.filter((violation) =>
    FAILING_IMPACTS.has(violation.impact ?? ''),
  );
  if (failing.length > 0) {
    throw new Error(
      `${where}: ${failing.length} serious or critical accessibility violation(s)\n` +
        failing.map(describeViolation).join('\n'),
    );
  }
};
