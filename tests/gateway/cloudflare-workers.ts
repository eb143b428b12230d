/*
 * What the gateway's modules import of `cloudflare:workers`, for its unit tests in Node (vitest.config.ts
 * aliases the name here): the Durable Object's base class, holding what the runtime gives it. The real one runs
 * only under workerd (the scenarios of tests/gateway/worker/).
 */
export class DurableObject<Env = unknown> {
  constructor(
    protected readonly ctx: unknown,
    protected readonly env: Env,
  ) {}
}
