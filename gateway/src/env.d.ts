/*
 * lib/request/ reads the site's build settings from process.env in functions the gateway never calls
 * (the gateway's settings are its own: settings.ts). Declared so that those files type-check here; a
 * Worker without nodejs_compat has no `process`, and nothing the gateway runs touches it.
 */
declare const process: { env: Record<string, string | undefined> };
