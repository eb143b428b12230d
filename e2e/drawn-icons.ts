import type { Page } from '@playwright/test';

/**
 * The icons on screen that draw nothing: a `<use>` whose file or symbol is missing, or whose load
 * was blocked, has an empty box. Icons inside something hidden (a closed menu) have no box either,
 * so only those the visitor could see are counted. Returns their references, and how many were drawn.
 */
export async function undrawnIcons(page: Page): Promise<{ drawn: number; undrawn: string[] }> {
  return page.locator('svg > use').evaluateAll((uses) => {
    const visible = (uses as SVGUseElement[]).filter((use) => use.ownerSVGElement?.checkVisibility({ visibilityProperty: true }));
    const undrawn = visible.filter((use) => {
      const box = use.getBBox();
      return box.width === 0 || box.height === 0;
    });
    return { drawn: visible.length - undrawn.length, undrawn: undrawn.map((use) => use.getAttribute('href') ?? '') };
  });
}
