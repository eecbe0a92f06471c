/**
 * Next.js 16 proxy (formerly middleware), in front of every page: the same gate as the API routes
 * (server/guard.ts: only this machine's host names, same-origin writes) and the security headers.
 * API routes check themselves (`route()` in server/guard.ts), so their bodies are not buffered
 * here; static files carry no data and are left out.
 */
import { NextResponse, type NextRequest } from "next/server";
import { guard, securityHeaders, workerPolicy } from "@/server/guard";

export function proxy(request: NextRequest) {
  const refused = guard(request);
  if (refused) return refused;
  const response = NextResponse.next();
  for (const [k, v] of Object.entries(securityHeaders())) response.headers.set(k, v);
  // The card recogniser's worker runs OpenCV.js, whose bindings build functions at run time: the
  // worker alone (its own policy, from its own response) may evaluate code; pages still may not.
  if (request.nextUrl.pathname === "/recog-worker.js") response.headers.set("content-security-policy", workerPolicy());
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/static/|_next/image|zxing/|favicon).*)"],
};
