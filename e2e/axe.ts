import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's WCAG 2.1 A and AA rules; a serious or critical violation fails a check (issue 25). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING = new Set(['serious', 'critical']);

/**
 * Waits until the screen shows what it loads: its main region is there, nothing is marked busy or drawn as a
 * placeholder, react-admin's loading indicator is off (no query running) and no transition is still running (a
 * dialog fading in would be measured half transparent).
 */
export const settled = async (page: Page) => {
  // Not by role: under an open dialog or menu the page's main region is hidden from the accessibility tree.
  await page.locator('main').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .MuiSkeleton-root, .RaLoadingIndicator-loader') &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
};

/** The serious and critical violations on the screen as it is now, one readable entry per element. */
export const audit = async (page: Page, where: string) => {
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n` +
          `    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ')}`,
      ),
    );
};
