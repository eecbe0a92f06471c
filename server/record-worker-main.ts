/** The worker thread's entry (bundled by server/record-worker.ts): one job in, one answer out. */
import { parentPort } from "node:worker_threads";
import { runRecordJob, type RecordJob } from "./record-jobs";

parentPort?.on("message", (message: { id: number; job: RecordJob }) => {
  let answer;
  try {
    answer = runRecordJob(message.job);
  } catch (error) {
    answer = { ok: false, status: 422, id: "record/failed", error: `the record could not be read (${(error as Error).message})` };
  }
  parentPort?.postMessage({ id: message.id, answer });
});
