import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation of the page as it is now (WCAG 2.1 A/AA). `soft`:
 * the failure is recorded and the test goes on (a tour of pages names every page that fails).
 * `include`: only this part of the page (a CSS selector), when the rest was checked already.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  { soft = false, include }: { soft?: boolean; include?: string } = {},
): Promise<void> {
  // A dialog still fading in has its text at part opacity, which axe reads as too little contrast:
  // let the page's finite animations and transitions end first (spinners run forever; at most 2 s).
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  (soft ? expect.soft : expect)(summary, `axe violations on ${page.url()}`).toEqual([]);
}
