import { expect, type Locator } from '@playwright/test';

/**
 * The box of `locator` once it is on the page and has stopped moving: a widget dropped on the grid
 * slides into its cell (a CSS transition), a chart is drawn again when more data arrives, and an
 * element read while it slides or is replaced is not where the mouse will find it.
 */
export async function settledBox(locator: Locator) {
  let box = await locator.boundingBox();
  await expect
    .poll(
      async () => {
        const earlier = box;
        await new Promise((resolve) => setTimeout(resolve, 300));
        box = await locator.boundingBox();
        return (
          !!box &&
          !!earlier &&
          box.x === earlier.x &&
          box.y === earlier.y &&
          box.width === earlier.width &&
          box.height === earlier.height
        );
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return box!;
}
