/**
 * A cookie jar for in-process route calls: what a browser does with the `ft_<game>` device
 * cookies. `jar.wrap(handler)` sends the jar's cookies with each request and keeps the cookies of
 * each answer, so a test that makes a game and plays it acts as that game's host device.
 */
export type Handler<C> = (request: Request, context: C) => Promise<Response>;

export class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const i = pair!.indexOf("=");
      if (i > 0) this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    }
    return response;
  }

  /** The request with this jar's cookies (unless it carries a Cookie header of its own). */
  request(request: Request): Request {
    if (!this.cookies.size || request.headers.has("cookie")) return request;
    const headers = new Headers(request.headers);
    headers.set("cookie", this.header());
    return new Request(request, { headers, duplex: "half" } as RequestInit);
  }

  wrap<C>(handler: Handler<C>): (request?: Request, context?: C) => Promise<Response> {
    return async (request = new Request("http://localhost/"), context?: C) => this.keep(await handler(this.request(request), context as C));
  }

  /** The device secret for a game (the cookie's value), for bearer headers. */
  token(gameId: string): string | undefined {
    return this.cookies.get(`ft_${gameId.replace(/-/g, "")}`);
  }
}

/** One jar for a whole test file: `const createGame = hostJar.wrap(rawCreate)` (test/helpers/routes.ts wraps every route). */
export const hostJar = new CookieJar();

/** The cookie name and value from an answer's Set-Cookie (for fetch-based tests). */
export function cookieOf(res: { headers: Headers }): string {
  return res.headers.getSetCookie().map((l) => l.split(";")[0]).join("; ");
}
