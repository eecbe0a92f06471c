/**
 * For scanner tests: loads zxing-wasm from node_modules before the file's tests and fails the file
 * if anything tried the network (zxing-wasm fetches its .wasm from a CDN unless told otherwise).
 */
import { afterAll, beforeAll, expect, vi } from "vitest";
import { loadZxingWasm } from "../../lib/scan/decode-wasm";
import { grayPng, renderTrickGray, type TrickPhotoParams } from "../../bench/scan/trick";

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

/**
 * A synthetic photo of a trick (or a spread) as a PNG file for `setInputFiles`: stickered cards
 * laid round the middle, each turned towards its player's seat (degrees clockwise on the screen
 * from the phone's own player), as bench/scan/trick.ts renders them. 1600×1200 unless told.
 */
export function trickPhoto(cards: TrickPhotoParams["cards"], options: Partial<TrickPhotoParams> = {}): { name: string; mimeType: string; buffer: Buffer } {
  const p: TrickPhotoParams = { width: 1600, height: 1200, sticker: 110, jitter: 8, tilt: 10, noise: 3, unevenLight: 0.2, seed: 4, ...options, cards };
  const { gray } = renderTrickGray(p);
  return { name: "trick.png", mimeType: "image/png", buffer: grayPng(gray, p.width, p.height) };
}
