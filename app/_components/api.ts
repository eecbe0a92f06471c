/** Tiny client for our own JSON API: errors come back as values with a plain message. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: string; id?: string };

export async function callApi<T>(url: string, init?: { method?: string; body?: unknown }): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, {
      method: init?.method ?? (init?.body === undefined ? "GET" : "POST"),
      headers: init?.body === undefined ? undefined : { "content-type": "application/json" },
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
