/**
 * For scanner tests: loads zxing-wasm from node_modules before the file's tests and fails the file
 * if anything tried the network (zxing-wasm fetches its .wasm from a CDN unless told otherwise).
 */
import { afterAll, beforeAll, expect, vi } from "vitest";
import { loadZxingWasm } from "../../lib/scan/decode-wasm";

export function useOfflineZxing(): void {
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no network in scan tests"));
  beforeAll(async () => {
    await loadZxingWasm();
  });
  afterAll(() => {
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
}
