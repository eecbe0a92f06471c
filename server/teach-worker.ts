/**
 * Teaching photos on a worker thread (as server/record-worker.ts does for records): decoding a
 * 12-card photo and finding and flattening its cards takes OpenCV 1–5 s of computing, which on the
 * request thread would stall every table of the server meanwhile. One worker (OpenCV loaded in it
 * once, ~0.6 s), kept between photos; server/deck-teach.ts queues photos one at a time in front of
 * it. A photo taking longer than TEACH_TIME_BUDGET_MS (default 60 s) stops the worker (a new one
 * starts for the next photo) and is answered `deck/too-slow`. Where esbuild cannot be loaded, or
 * with TEACH_WORKER=0, the job runs on the main thread as before.
 */
import { Worker } from "node:worker_threads";
import { loadCvNode } from "@/lib/recog/cv-node";
import { bundleWorker } from "./worker-bundle";
import { runTeachJob, type TeachJob, type TeachJobAnswer } from "./teach-job";

const budgetMs = () => Number(process.env.TEACH_TIME_BUDGET_MS) || 60_000;

// One per process (on globalThis: `npm start` loads server/ in two bundles, see app/api/dispatch.ts).
const box = ((globalThis as typeof globalThis & { __fortunesTeachWorker?: { code?: Promise<string | null>; worker?: Worker | null; nextId: number } }).__fortunesTeachWorker ??= { nextId: 1 });

function workerCode(): Promise<string | null> {
  box.code ??= (async () => {
    if (process.env.TEACH_WORKER === "0") return null;
    try {
      return await bundleWorker("teach-worker-main.ts", ["@techstark/opencv-js"]);
    } catch (error) {
      console.warn(`[decks] no teaching worker thread (${(error as Error).message.split("\n")[0]}); photos are taught on the main thread`);
      return null;
    }
  })();
  return box.code;
}

function worker(source: string): Worker {
  if (box.worker) return box.worker;
  const w = new Worker(source, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 1024 } });
  w.unref();
  w.once("exit", () => { if (box.worker === w) box.worker = null; });
  box.worker = w;
  return w;
}

/**
 * Teaches one photo off the main thread (the caller runs one at a time). Answers as runTeachJob
 * does, or `deck/too-slow` / `deck/failed` when the worker ran out of time or stopped.
 */
export async function teachOffThread(job: TeachJob): Promise<TeachJobAnswer> {
  const source = await workerCode();
  if (source === null) return runTeachJob(await loadCvNode(), job);
  const w = worker(source);
  const id = box.nextId++;
  return new Promise<TeachJobAnswer>((resolve) => {
    const done = (answer: TeachJobAnswer, stop: boolean) => {
      clearTimeout(timer);
      w.off("message", onMessage);
      w.off("error", onError);
      w.off("exit", onExit);
      if (stop) { if (box.worker === w) box.worker = null; void w.terminate(); }
      resolve(answer);
    };
    const onMessage = (m: { id: number; answer: TeachJobAnswer }) => { if (m.id === id) done(m.answer, false); };
    const onError = (e: Error) => done({ ok: false, id: "deck/failed", error: e.message }, true);
    const onExit = () => done({ ok: false, id: "deck/failed", error: "the teaching worker stopped" }, true);
    const timer = setTimeout(() => done({ ok: false, id: "deck/too-slow" }, true), budgetMs());
    w.on("message", onMessage);
    w.once("error", onError);
    w.once("exit", onExit);
    // The photo's bytes are copied (the caller may still need them); the answers' buffers come back transferred.
    w.postMessage({ id, job });
  });
}

/** Starts the worker and loads OpenCV in it ahead of the first photo (optional). */
export async function warmTeachWorker(): Promise<void> {
  const source = await workerCode();
  if (source === null) return;
  const w = worker(source);
  const id = box.nextId++;
  await new Promise<void>((resolve) => {
    const on = (m: { id: number }) => { if (m.id === id) { w.off("message", on); resolve(); } };
    w.on("message", on);
    w.postMessage({ id, job: null });
  });
}
