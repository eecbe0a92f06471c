/**
 * Runs record jobs (server/record-jobs.ts: scoring a `replay`, reading an import) on worker threads,
 * so a long record never stalls the event loop: other tables keep playing while it is read.
 *
 * - Every job has a time budget (RECORD_TIME_BUDGET_MS, default 5 s): past it the worker is
 *   stopped and the answer is 422 `record/too-slow`. A worker that runs out of memory (512 MB)
 *   answers 422 `record/too-large`.
 * - RECORD_WORKERS threads (default 1, beside the main thread on a 2-core machine); at most
 *   RECORD_QUEUE jobs wait for one (default 8), further ones get 503 `record/busy` at once.
 * - The worker runs the lib/ code bundled once with esbuild (a dependency of tsx, which the app
 *   already needs) from this folder's sources. Where esbuild cannot be loaded the job runs on the
 *   main thread instead: limits still hold, only the time budget does not.
 */
import { Worker } from "node:worker_threads";
import { bundleWorker } from "./worker-bundle";
import { runRecordJob, type RecordJob, type RecordJobResult } from "./record-jobs";

export type WorkerAnswer = RecordJobResult | { ok: false; status: 422 | 503; id: "record/too-slow" | "record/too-large" | "record/busy"; error: string };

const budgetMs = () => Number(process.env.RECORD_TIME_BUDGET_MS) || 5000;
const poolSize = () => Math.max(1, Number(process.env.RECORD_WORKERS) || 1);
const queueLimit = () => Math.max(0, Number(process.env.RECORD_QUEUE ?? 8));

// One pool per process (on globalThis: `npm start` loads server/ in two bundles, see app/api/dispatch.ts).
const pool = ((globalThis as typeof globalThis & { __fortunesRecordPool?: { code?: Promise<string | null>; slots: Slot[]; queue: Waiting[]; nextId: number } }).__fortunesRecordPool ??= {
  slots: [],
  queue: [],
  nextId: 1,
});

/** The worker's source, bundled on first use (about 0.2 s), or null when esbuild is not there. */
function workerCode(): Promise<string | null> {
  pool.code ??= (async () => {
    try {
      return await bundleWorker("record-worker-main.ts");
    } catch (error) {
      console.warn(`[records] no worker thread (${(error as Error).message.split("\n")[0]}); records are read on the main thread`);
      return null;
    }
  })();
  return pool.code;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}
interface Waiting {
  job: RecordJob;
  resolve(answer: WorkerAnswer): void;
}

const { slots, queue } = pool;

function spawn(source: string): Slot {
  const worker = new Worker(source, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 512 } });
  worker.unref();
  const slot: Slot = { worker, busy: false };
  slots.push(slot);
  return slot;
}

function retire(slot: Slot) {
  const i = slots.indexOf(slot);
  if (i >= 0) slots.splice(i, 1);
  void slot.worker.terminate();
}

function dispatch(source: string) {
  while (queue.length) {
    let slot = slots.find((s) => !s.busy);
    if (!slot && slots.length < poolSize()) slot = spawn(source);
    if (!slot) return;
    const { job, resolve } = queue.shift()!;
    run(slot, job, source).then(resolve);
  }
}

function run(slot: Slot, job: RecordJob, source: string): Promise<WorkerAnswer> {
  slot.busy = true;
  const id = pool.nextId++;
  return new Promise<WorkerAnswer>((resolve) => {
    const { worker } = slot;
    const done = (answer: WorkerAnswer, keep: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (keep) slot.busy = false;
      else retire(slot);
      resolve(answer);
      dispatch(source);
    };
    const onMessage = (m: { id: number; answer: RecordJobResult }) => {
      if (m.id === id) done(m.answer, true);
    };
    const onError = (error: Error & { code?: string }) =>
      done(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? { ok: false, status: 422, id: "record/too-large", error: "The record is too large to read here." }
          : { ok: false, status: 422, id: "record/too-large", error: `The record could not be read (${error.message}).` },
        false,
      );
    const onExit = () => done({ ok: false, status: 422, id: "record/too-large", error: "The record could not be read." }, false);
    const budget = budgetMs();
    const timer = setTimeout(
      () => done({ ok: false, status: 422, id: "record/too-slow", error: `Reading this record took longer than ${budget / 1000} s, the limit here. Split it into shorter records.` }, false),
      budget,
    );
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    worker.postMessage({ id, job });
  });
}

/** Runs one job off the main thread within the time budget (see the top of this file). */
export async function runInWorker(job: RecordJob): Promise<WorkerAnswer> {
  const source = await workerCode();
  if (source === null) return runRecordJob(job);
  const idle = slots.some((s) => !s.busy) || slots.length < poolSize();
  if (!idle && queue.length >= queueLimit()) {
    return { ok: false, status: 503, id: "record/busy", error: "Other records are being read right now. Try again in a moment." };
  }
  return new Promise<WorkerAnswer>((resolve) => {
    queue.push({ job, resolve });
    dispatch(source);
  });
}

/** Bundles the worker's code ahead of the first record (the server calls this at start). */
export function warmRecordWorker(): void {
  void workerCode();
}
