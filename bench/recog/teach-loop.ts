/**
 * How long teaching one 12-card photo holds the server's event loop (issue 32, server/deck-teach.ts):
 * a 2400×1800 JPEG of twelve generated cards (what the phone sends) taught once inline (as before)
 * and once through the teaching worker thread (server/teach-worker.ts), while a 5 ms timer measures
 * the longest gap between its ticks. `tsx bench/recog/teach-loop.ts [runs]`.
 */
import { loadCvNode } from "@/lib/recog/cv-node";
import { encodeJpeg } from "@/lib/recog/decode-file";
import { matRgba } from "@/lib/recog/mats";
import { generatedArt } from "./generated-art";
import { renderTeach } from "./render";
import { runTeachJob, type TeachJob } from "@/server/teach-job";
import { teachOffThread, warmTeachWorker } from "@/server/teach-worker";

const runs = Number(process.argv[2] ?? 3);
const cv = await loadCvNode();
const art = generatedArt(cv);
const codes = ["W01", "W02", "W03", "W04", "W05", "W06", "W07", "W08", "W09", "W10", "W11", "W12"];
const { photo } = renderTeach(cv, art as Map<string, never>, {
  width: 2400, height: 1800, codes, columns: 4, gap: 24,
  camera: { tilt: 6, distance: 470, roll: 1.5 }, effects: { blur: 0.5, noise: 3, uneven: 0.2, tint: [1, 0.98, 0.94] }, seed: 11,
});
const bytes = new Uint8Array(encodeJpeg(matRgba(cv, photo), 88));
photo.delete();
const job: TeachJob = { bytes, count: 12, aspect: null, maxPixels: 40e6 };

/** Runs `work` while a 5 ms timer ticks: the work's time and the longest gap between ticks. */
async function stall(work: () => Promise<unknown>): Promise<{ ms: number; gap: number; ok: boolean }> {
  let last = performance.now(), gap = 0;
  const t = setInterval(() => { const now = performance.now(); gap = Math.max(gap, now - last); last = now; }, 5);
  const t0 = performance.now();
  const r = (await work()) as { ok: boolean };
  const ms = performance.now() - t0;
  await new Promise((res) => setTimeout(res, 20));
  clearInterval(t);
  return { ms, gap, ok: r.ok };
}

console.log(`photo: 2400×1800 JPEG, ${(bytes.length / 1024).toFixed(0)} KB, 12 cards; load ${JSON.stringify((await import("node:os")).loadavg().map((x) => +x.toFixed(1)))}`);
await warmTeachWorker();
for (let i = 0; i < runs; i++) {
  const inline = await stall(async () => runTeachJob(cv, job));
  const worker = await stall(() => teachOffThread(job));
  console.log(`run ${i + 1}: inline ${inline.ms.toFixed(0)} ms, longest event-loop stall ${inline.gap.toFixed(0)} ms (${inline.ok ? "taught" : "NOT taught"}) · worker thread ${worker.ms.toFixed(0)} ms, longest stall ${worker.gap.toFixed(0)} ms (${worker.ok ? "taught" : "NOT taught"})`);
}
process.exit(0);
