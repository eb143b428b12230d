import { expect, type Page } from './fixtures';

/** Opens `from`, follows the link of that name as a visitor would, and checks where it leads. */
export async function followLink(page: Page, from: string, name: string, to: RegExp) {
  await page.goto(from);
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(to);
}
