/** GET /certificate/ca.crt: the local certificate authority as DER, the form Android and iOS install, or 404 in words when HTTPS was never turned on. */
import { route } from "@/server/guard";
import { authority } from "@/server/tls";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const ca = authority();
  if (!ca) return new Response("No local certificate authority here: start the app with HTTPS=1 npm start to make one.\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(ca.der), { headers: { "content-type": "application/x-x509-ca-cert", "content-disposition": 'attachment; filename="fortunes-table-ca.crt"', "cache-control": "no-store" } });
});
