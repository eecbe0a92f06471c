/** Tiny client for our own JSON API: errors come back as values with a plain message. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; id?: string };

export async function callApi<T>(url: string, init?: { method?: string; body?: unknown; idempotencyKey?: string }): Promise<ApiResult<T>> {
  try {
    const headers: Record<string, string> = {};
    if (init?.body !== undefined) headers["content-type"] = "application/json";
    if (init?.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
    const res = await fetch(url, {
      method: init?.method ?? (init?.body === undefined ? "GET" : "POST"),
      headers,
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      cache: "no-store",
    });
    const json = await res.json().catch(() => ({}));
    if (!res.ok) return { ok: false, status: res.status, error: json.error ?? `The server answered ${res.status}.`, id: json.id };
    return { ok: true, data: json as T };
  } catch {
    return { ok: false, status: 0, error: "Could not reach the app. Check the connection and try again." };
  }
}

/** A fresh key for one submission: retries of it (a lost answer) reuse it, so nothing is made twice. */
/**
 * 128 random bits as hex from `crypto.getRandomValues`, which plain-HTTP pages have too (a LAN
 * address is not a secure context, so `randomUUID` is missing there); never a clock or Math.random.
 */
export const newRequestKey = (): string => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
};
