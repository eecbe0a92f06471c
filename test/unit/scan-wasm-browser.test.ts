/**
 * zxing-wasm as the browser loads it: the reader .wasm comes from the URL we give (our own
 * public/zxing/ copy), never the package's CDN. Own file, so the module state is fresh.
 */
import { readFileSync } from "node:fs";
import { afterAll, expect, it, vi } from "vitest";
import { renderFrame } from "../../bench/scan/render";

const wasmBytes = readFileSync(new URL("../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm", import.meta.url));
const requested: string[] = [];
const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
  const url = String(input instanceof Request ? input.url : input);
  requested.push(url);
  if (url.endsWith("/own/zxing_reader.wasm")) return new Response(wasmBytes, { headers: { "content-type": "application/wasm" } });
  return new Response("not here", { status: 404 });
});
(globalThis as { window?: unknown }).window = globalThis; // what decode-wasm takes for a browser
afterAll(() => {
  fetchSpy.mockRestore();
  delete (globalThis as { window?: unknown }).window;
});

it("loads the reader from the wasmUrl it is given and decodes with it", async () => {
  const { loadZxingWasm, decodeWasm } = await import("../../lib/scan/decode-wasm");
  await loadZxingWasm({ wasmUrl: "http://localhost/own/zxing_reader.wasm" });
  expect(await decodeWasm(renderFrame({ width: 320, height: 240, card: "P07", size: 120 }))).toBe("P07");
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.every((u) => u === "http://localhost/own/zxing_reader.wasm")).toBe(true);
});
