import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { expect, test } from '../fixtures';
import { EDITOR_CONFIG } from './editor-session';
import { keepOnMachine } from './editor-fixture';
import { ADMIN_PATH } from '../../lib/routes';

/*
 * The sign-in screen staff meet with the gateway path (CMS_SIGN_IN=gateway, the build's default): the
 * built editor under its own policy, with the config the build wrote but without its local backend, so
 * Decap shows what it shows on the live site. Nothing leaves the machine: the gateway's sign-in page is
 * answered here, and the test reads where Decap sends staff.
 */

const built = parse(readFileSync(EDITOR_CONFIG, 'utf8')) as { backend: Record<string, string>; local_backend?: unknown };

/** The built editor as the live site serves it: the generated config without its local backend. */
async function liveConfig(page: import('@playwright/test').Page) {
  const live = { ...built, local_backend: undefined };
  await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml', body: stringify(live) }));
}

test('the gateway’s sign-in screen: in French, within the screen, and to the gateway’s page with PKCE', async ({ page, context, baseURL }) => {
  expect(built.backend).toMatchObject({ name: 'git-gateway', auth_type: 'pkce' });
  const outside = await keepOnMachine(context);
  await liveConfig(page);
  // The gateway's sign-in page, answered here instead of DecapBridge (registered last: it answers first).
  const signInPage = `${built.backend.base_url}${built.backend.auth_endpoint}`;
  let sentTo: URL | undefined;
  await page.route(`${signInPage}?**`, (route) => {
    sentTo = new URL(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>DecapBridge</title><p>Connexion</p>' });
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });

  await page.goto(ADMIN_PATH);
  const button = page.getByRole('button', { name: 'Se connecter' });
  await expect(button).toBeVisible();
  const width = page.viewportSize()!.width;
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  if (width < 800) expect(box.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // Only French on the screen: Decap's words for this page, and the centre's logo.
  const text = await page.evaluate(() => document.body.innerText.trim());
  expect(text).toBe('Se connecter');
  await expect(page.locator('img[src="/images/logo.svg"]')).toBeVisible();

  await button.click();
  await page.waitForURL(`${signInPage}?**`);
  // Back to the editor's own address once signed in (the login URL given to DecapBridge).
  expect(sentTo?.searchParams.get('redirect_uri')).toBe(`${baseURL}/admin/`);
  expect(sentTo?.searchParams.get('response_type')).toBe('code');
  expect(sentTo?.searchParams.get('code_challenge_method')).toBe('S256');
  expect(sentTo?.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(violations).toEqual([]);
  // The only request to another machine is the navigation to the gateway's page, which the test answered.
  expect(outside).toEqual([]);
});

test('a sign-in cancelled on the gateway’s page: a French sentence and « Se connecter » again, not the provider’s English', async ({ page, context }) => {
  const outside = await keepOnMachine(context);
  await liveConfig(page);
  await page.goto(ADMIN_PATH);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // What Decap kept in this tab when it sent staff away, and what the gateway sends back when they cancel.
  const nonce = await page.evaluate(() => {
    const value = crypto.randomUUID();
    sessionStorage.setItem('decap-cms-auth', JSON.stringify({ nonce: value }));
    return value;
  });
  const state = encodeURIComponent(JSON.stringify({ auth_type: 'pkce', nonce }));
  await page.goto(`/admin/?error=access_denied&error_description=The+user+denied+the+request&state=${state}`);
  await expect(page.getByRole('alert')).toHaveText(/La connexion a été annulée : rien n’a changé\./);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toMatch(/Error|access_denied|denied|nonce/i);
  expect(new URL(page.url()).search).toBe('');
  expect(outside).toEqual([]);
});
