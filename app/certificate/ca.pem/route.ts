/** GET /certificate/ca.pem: the local certificate authority as PEM (desktops, Firefox), or 404 in words when HTTPS was never turned on. */
import { route } from "@/server/guard";
import { authority } from "@/server/tls";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const ca = authority();
  if (!ca) return new Response("No local certificate authority here: start the app with HTTPS=1 npm start to make one.\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(ca.pem, { headers: { "content-type": "application/x-pem-file", "content-disposition": 'attachment; filename="fortunes-table-ca.pem"', "cache-control": "no-store" } });
});
