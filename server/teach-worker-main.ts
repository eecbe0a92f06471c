/** The teaching worker thread's entry (bundled by server/teach-worker.ts): OpenCV loaded once, then one photo in, one answer out. */
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";
import { settle, type CV } from "@/lib/recog/cv";
import { runTeachJob, type TeachJob, type TeachJobAnswer } from "./teach-job";

let cv: Promise<CV> | null = null;
// OpenCV's build stays out of the bundle: required from the app's node_modules.
const load = () => (cv ??= settle(createRequire(path.join(process.cwd(), "package.json"))("@techstark/opencv-js")));

parentPort?.on("message", async (message: { id: number; job: TeachJob | null }) => {
  let answer: TeachJobAnswer | null;
  try {
    const c = await load();
    answer = message.job ? runTeachJob(c, message.job) : null;
  } catch (error) {
    answer = { ok: false, id: "deck/failed", error: (error as Error).message };
  }
  const transfer = answer && answer.ok ? answer.cards.map((c) => c.buffer as ArrayBuffer) : [];
  parentPort?.postMessage({ id: message.id, answer }, transfer);
});
