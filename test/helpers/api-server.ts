/**
 * A small HTTP server of the app's JSON API alone (app/api/dispatch.ts: the route handlers of
 * app/api/**), for tests and benches that need a real server process to load or kill without a
 * `next build`:
 *
 *   DATABASE_URL=file:/tmp/x.db PORT=0 npx tsx test/helpers/api-server.ts
 *
 * It listens on 127.0.0.1 only (PORT, 0 = any free port) and prints `listening <port>` once ready.
 */
import http from "node:http";
import { handleApi } from "@/app/api/dispatch";

const server = http.createServer({ keepAliveTimeout: 30_000 }, (req, res) => {
  if (!handleApi(req, res)) res.writeHead(404, { "content-type": "application/json" }).end('{"error":"Not found.","id":"request/not-found"}');
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === "object" && address ? address.port : 0}\n`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
