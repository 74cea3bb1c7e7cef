import type { Page } from 'playwright-core';
import { screenshot } from './browser.ts';

/**
 * Layout checks a person would make by eye: the page does not scroll sideways, nothing sticks
 * out of the window, and nothing spills out of its card (a price out of its tile, a badge cut
 * off). Elements inside a box that clips or scrolls its overflow are that box's business.
 */
export type LayoutFault = string;

/** A pixel of slack for subpixel rounding. */
const SLACK_PX = 1;

export const layoutFaults = async (page: Page): Promise<LayoutFault[]> => {
  return page.evaluate((slack) => {
    const faults: string[] = [];
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    if (root.scrollWidth > viewportWidth) {
      faults.push(`the page scrolls sideways: ${root.scrollWidth} px in ${viewportWidth} px`);
    }

    const name = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.clip !== 'auto';
    };
    /** The nearest ancestor that clips or scrolls, up to (not including) `stop`. */
    const clippedWithin = (element: Element, stop: Element | null) => {
      for (let parent = element.parentElement; parent && parent !== stop;) {
        if (clips(parent)) return true;
        parent = parent.parentElement;
      }
      return false;
    };
    const shown = (rect: DOMRect) => rect.width > 0 && rect.height > 0;

    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (!shown(rect) || clippedWithin(element, null)) continue;
      if (rect.left < -slack || rect.right > viewportWidth + slack) {
        faults.push(
          `${name(element)} reaches past the window (${Math.round(rect.left)}..${Math.round(rect.right)} of ${viewportWidth} px)`,
        );
      }
    }

    for (const card of Array.from(
      document.querySelectorAll('.tile, .card, .quote, [role="dialog"]'),
    )) {
      const box = card.getBoundingClientRect();
      if (!shown(box)) continue;
      for (const element of Array.from(card.querySelectorAll('*'))) {
        const rect = element.getBoundingClientRect();
        if (!shown(rect) || clippedWithin(element, card) || clips(element)) continue;
        if (rect.left < box.left - slack || rect.right > box.right + slack) {
          faults.push(`${name(element)} spills out of ${name(card)}`);
        }
      }
    }
    return faults;
  }, SLACK_PX);
};

/** Fails with every layout fault of the page as it stands, naming where it was looked at. */
export const assertNoLayoutFaults = async (page: Page, where: string): Promise<void> => {
  const faults = await layoutFaults(page);
  if (faults.length > 0) throw new Error(`${where}: ${faults.join('; ')}`);
};

export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 390, height: 844 };

/**
 * Looks at the page at 1440 and at 390 pixels wide: no layout fault (on a whole page) and a
 * screenshot of each, then back to 1440.
 */
export const lookAtWidths = async (page: Page, name: string, fullPage = true): Promise<void> => {
  for (const [label, size] of [
    ['1440', WIDE],
    ['390', NARROW],
  ] as const) {
    await page.setViewportSize(size);
    if (fullPage) await assertNoLayoutFaults(page, `${name} at ${label}`);
    await screenshot(page, `${name}-${label}`, { fullPage });
  }
  await page.setViewportSize(WIDE);
};
