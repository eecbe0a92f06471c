/**
 * Next.js 16 proxy (formerly middleware), in front of every page: the same gate as the API routes
 * (server/guard.ts: only this machine's host names, same-origin writes) and the security headers.
 * API routes check themselves (`route()` in server/guard.ts), so their bodies are not buffered
 * here; static files carry no data and are left out.
 */
import { NextResponse, type NextRequest } from "next/server";
import { guard, securityHeaders } from "@/server/guard";

export function proxy(request: NextRequest) {
  const refused = guard(request);
  if (refused) return refused;
  const response = NextResponse.next();
  for (const [k, v] of Object.entries(securityHeaders())) response.headers.set(k, v);
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/static/|_next/image|zxing/|favicon).*)"],
};
