/** The page's request as the API sees it (its cookies), for server/access.ts. */
import { headers } from "next/headers";

export async function pageRequest(path: string): Promise<Request> {
  const h = await headers();
  return new Request(`http://local${path}`, { headers: { cookie: h.get("cookie") ?? "" } });
}
