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

/**
 * The icons on screen drawn smaller than their size: an icon is a fixed-size mark, but an <svg> in a
 * row of text can be squeezed by its flex parent (down to nothing) when the row runs short of room.
 * Returns each squeezed icon as `symbol in "text of its link or button": drawn × declared`.
 */
export async function squeezedIcons(page: Page): Promise<string[]> {
  return page.locator('svg:has(> use)').evaluateAll((icons) =>
    (icons as SVGSVGElement[])
      .filter((icon) => icon.checkVisibility({ visibilityProperty: true }))
      .flatMap((icon) => {
        const box = icon.getBoundingClientRect();
        const width = Number(icon.getAttribute('width'));
        const height = Number(icon.getAttribute('height'));
        if (Math.abs(box.width - width) < 0.5 && Math.abs(box.height - height) < 0.5) return [];
        const symbol = icon.querySelector('use')?.getAttribute('href')?.split('#')[1] ?? '?';
        const owner = icon.closest('a, button, li, p')?.textContent?.trim().slice(0, 40) ?? '';
        return [`${symbol} in "${owner}": ${Math.round(box.width)}×${Math.round(box.height)} instead of ${width}×${height}`];
      }),
  );
}
