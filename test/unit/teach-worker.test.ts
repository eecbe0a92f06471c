/**
 * Teaching a photo on the worker thread (server/teach-worker.ts): the same answer as teaching it on
 * the main thread, cards packed and sent back, a wrong count answered with what was found. (How long
 * the event loop is held is measured, not asserted: bench/recog/teach-loop.ts.)
 */
import { afterAll, describe, expect, it } from "vitest";
import { cvReady, teachPng } from "../helpers/recog";
import { runTeachJob } from "@/server/teach-job";
import { teachOffThread } from "@/server/teach-worker";

const box = () => (globalThis as { __fortunesTeachWorker?: { worker?: { terminate(): Promise<number> } | null } }).__fortunesTeachWorker;
afterAll(async () => { await box()?.worker?.terminate(); });

describe("teaching on a worker thread", () => {
  it("teaches six cards as the main thread does, on a worker; a wrong count names what it found", async () => {
    const { png } = await teachPng(["T01", "T02", "T03", "T04", "T05", "T06"], 3);
    const bytes = new Uint8Array(png);
    const job = { bytes, count: 6, aspect: null, maxPixels: 40e6 };
    const off = await teachOffThread(job);
    expect(box()?.worker, "a worker thread was started").toBeTruthy();
    const here = runTeachJob(await cvReady, job);
    expect(off.ok && here.ok).toBe(true);
    if (!off.ok || !here.ok) return;
    expect(off.cards.length).toBe(6);
    expect(off.cards.map((c) => c.length)).toEqual(here.cards.map((c) => c.length));
    expect(Buffer.from(off.cards[0]).equals(Buffer.from(here.cards[0]))).toBe(true);
    const wrong = await teachOffThread({ ...job, count: 5 });
    expect(wrong).toMatchObject({ ok: false, id: "deck/count" });
    expect(wrong.ok === false && wrong.id === "deck/count" ? wrong.found.length : 0).toBe(6);
    const junk = await teachOffThread({ ...job, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) });
    expect(junk).toMatchObject({ ok: false, id: "deck/photo-unreadable" });
  }, 60_000);
});
