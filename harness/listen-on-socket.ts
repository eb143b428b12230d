// Loaded into decap-server before it starts (node --import): its `app.listen(PORT, BIND_HOST)` listens on the
// socket file DECAP_SOCKET instead, so decap-server has no TCP port a page could reach by scanning or DNS
// rebinding; harness/local-editor.ts is its one door, and checks every request (local-editor-guard.ts).
// decap-server has no option for a socket (it parses PORT as a number), hence this wrapper rather than a fork.
import { Server } from 'node:net';

const socket = process.env.DECAP_SOCKET;
if (socket) {
  const listen = Server.prototype.listen;
  Server.prototype.listen = function listenOnSocket(this: Server, ...args: unknown[]) {
    const listening = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    return listen.call(this, socket, listening);
  } as typeof listen;
}
