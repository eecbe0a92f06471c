/**
 * `npm run bench:recognize -- --deck DIR [--photos N] [--taught FILE] [--browser chromium [--loads N]]`
 * (--taught: keep the taught deck in FILE, outside the repository, and reuse it on later runs): teaches
 * a deck from rendered photos of the folder's 78 card images (bench/recog/art.ts), then reads rendered
 * trick photos at 12 MP and 3 MP (bench/recog/scenes.ts) and reports cards named right (sure), sure
 * but wrong, unsure, way up right, player right, and the time to a guess. Without --browser it reads
 * in Node with the lib/recog code the phone's worker runs (bench/RESULTS-recognize-node.md); with
 * `--browser chromium` the app's own worker reads in this machine's Chromium (bench/recog/chromium.ts,
 * headless, loopback only; bench/RESULTS-recognize-chromium.md), and first OpenCV's loading is timed
 * N times (--loads, default 3) on a fresh profile (a phone's first visit) and N times on the same
 * profile reopened (cached), then the time to the first guess with nothing loaded beforehand.
 * The card art is never committed: fetch a public-domain deck to a folder outside the repository.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { cvError } from "../lib/recog/cv";
import { loadCvNode } from "../lib/recog/cv-node";
import { matRgba, rgbaMat, withMats } from "../lib/recog/mats";
import { readCards, type TaughtDeck } from "../lib/recog/read";
import { teachFromPhoto } from "../lib/recog/teach";
import { parseDeckData } from "../lib/recog/deck-data";
import { pack } from "../lib/recog/signature";
import { loadArt } from "./recog/art";
import { deckData, startChromiumReader, type LoadTimes } from "./recog/chromium";
import { emptyTally, score, TALLY_HEAD, tallyRow, teachingPhotos, trickPhoto, type Tally } from "./recog/scenes";

const arg = (name: string, fallback?: string) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : fallback; };
const dir = arg("deck");
if (!dir) { console.error("usage: npm run bench:recognize -- --deck DIR (78 card images named W01.jpg … T21.jpg)"); process.exit(2); }
const photos = Number(arg("photos", "30"));
const browser = arg("browser");
if (browser && browser !== "chromium") { console.error("--browser: only chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH)"); process.exit(2); }
const inNode = !browser;
const loads = Number(arg("loads", "3"));
const verbose = process.argv.includes("--verbose");

const cv = await loadCvNode();
process.on("uncaughtException", (e) => { console.error(cvError(cv, e).message, (e as Error)?.stack ?? ""); process.exit(1); });
const arts = loadArt(cv, dir, console.log);

// Teach: 7 photos of up to 12 cards (or, with --taught FILE, the deck taught by an earlier run, kept there).
const t0 = performance.now();
const taught = new Map<string, Uint8Array>();
const aspects: number[] = [];
let teachPhotos = 0, teachOk = 0, teachSeconds = 0;
const cache = arg("taught");
if (cache && existsSync(cache)) {
  const kept = JSON.parse(readFileSync(cache, "utf8")) as { aspects: number[]; teachPhotos: number; teachOk: number; cards: [string, string][]; teachSeconds: number };
  for (const [code, b64] of kept.cards) taught.set(code, new Uint8Array(Buffer.from(b64, "base64")));
  aspects.push(...kept.aspects);
  ({ teachPhotos, teachOk, teachSeconds } = kept);
  console.log(`Taught deck read from ${cache}.`);
}
for (const p of taught.size ? [] : teachingPhotos(cv, arts)) {
  teachPhotos++;
  let r;
  try { r = withMats((keep) => teachFromPhoto(cv, keep(rgbaMat(cv, matRgba(cv, p.photo))), p.codes.length)); } catch (e) { throw cvError(cv, e); }
  p.photo.delete();
  if (!r.ok) { console.log(`teaching photo ${teachPhotos}: found ${r.found.length} of ${p.codes.length}`); continue; }
  teachOk++;
  aspects.push(r.aspect);
  r.signatures.forEach((s, i) => taught.set(p.codes[i], pack(s)));
}
if (!teachSeconds) teachSeconds = (performance.now() - t0) / 1000;
if (cache && !existsSync(cache)) writeFileSync(cache, JSON.stringify({ aspects, teachPhotos, teachOk, teachSeconds, cards: [...taught].map(([c, b]) => [c, Buffer.from(b).toString("base64")]) }));
const aspect = aspects.sort((a, b) => a - b)[Math.floor(aspects.length / 2)] ?? 1.72;
const bytes = [...taught.values()].reduce((s, b) => s + b.length, 0);
const teachLine = `Taught ${taught.size} of 78 cards from ${teachOk} of ${teachPhotos} teaching photos (12 MP, 12 cards each) in ${teachSeconds.toFixed(1)} s; measured height/width ${aspect.toFixed(3)}; the deck's data ${(bytes / 1024).toFixed(0)} KB.`;
console.log(teachLine);
// The deck as the phone's worker gets it (server/decks.ts deckData: the aspect as a 32-bit float, the
// cards by code), so that Node reads with exactly what Chromium reads with.
const data = deckData(aspect, taught);
const deck: TaughtDeck = parseDeckData(data);

const reader = inNode ? null : await startChromiumReader(data);
const loadLines: string[] = [];
if (reader) {
  // OpenCV's loading, timed as the table's background warm-up does it: fresh profile (first visit), then cached.
  const fmt = (t: LoadTimes) => `${t.ready.toFixed(0)} ms (script ${t.phases.script.toFixed(0)}, wasm ${t.phases.wasm.toFixed(0)}; deck ${t.deck.toFixed(0)})`;
  for (const [label, cached] of [["first visit (fresh profile)", false], ["cached (same profile, browser reopened)", true]] as const) {
    const times: LoadTimes[] = [];
    for (let i = 0; i < loads; i++) {
      if (!cached) await reader.fresh(); else await reader.relaunch();
      times.push(await reader.warm());
    }
    const line = `OpenCV loaded in the worker, ${label}: ${times.map(fmt).join("; ")}`;
    loadLines.push(line);
    console.log(line);
  }
  await reader.relaunch();
}
let firstGuess = "";
const firstLines: string[] = [];
const rows: string[] = [];
const notes: string[] = [];
for (const [W, H, label] of [[4000, 3000, "12 MP (4000×3000)"], [2000, 1500, "3 MP (2000×1500)"]] as const) {
  const tally: Tally = emptyTally();
  const firsts: number[] = [];
  for (let i = 0; i < photos; i++) {
    let scene;
    try { scene = trickPhoto(cv, arts, W, H, 5000 + i * 13 + W); } catch (e) { throw cvError(cv, e); }
    const rgba = matRgba(cv, scene.photo);
    scene.photo.delete();
    let read, ms;
    if (reader) {
      let r = await reader.read(rgba, scene.n);
      // The run's first photo loads OpenCV and the deck (cached profile): the time to a first guess with no
      // warm-up. It is read again for its time with the reader loaded, as after the table's warm-up.
      if (!firstGuess) {
        firstGuess = `First photo with nothing loaded beforehand (cached profile, ${label}): a first guess after ${(r.first ?? r.total).toFixed(0)} ms, every card's after ${r.total.toFixed(0)} ms, of which reading ${r.worker.toFixed(0)} ms.`;
        console.log(firstGuess);
        r = await reader.read(rgba, scene.n);
      }
      ({ read, total: ms } = r);
      firsts.push(r.first ?? r.total);
      if (verbose) console.log(`first card ${r.first?.toFixed(0) ?? "none early"} ms, every card ${r.total.toFixed(0)} ms`);
      if (verbose) console.log(r.trace.filter((l) => !/^\d+ ms (depth|locate \w+ votes)/.test(l)).join("\n"));
    } else {
      const t = performance.now();
      // As the phone: the photo shrunk to at most 2400 px a side first.
      const k = Math.min(1, 2400 / Math.max(W, H));
      read = withMats((keep) => {
        const m = keep(rgbaMat(cv, rgba));
        const s = keep(new cv.Mat());
        cv.resize(m, s, new cv.Size(Math.round(W * k), Math.round(H * k)), 0, 0, cv.INTER_AREA);
        try { return readCards(cv, s, deck, { expect: scene.n }).map((r) => ({ ...r, x: r.x / k, y: r.y / k })); } catch (e) { throw cvError(cv, e); }
      });
      ms = performance.now() - t;
    }
    const photoNotes: string[] = [];
    score(tally, scene.truth, read, ms, photoNotes);
    if (photoNotes.length) notes.push(`${label} #${i} (${scene.n} cards, tilt ${scene.tilt.toFixed(0)}°): ${photoNotes.join("; ")}`);
    if (verbose) console.log(i, photoNotes.join("; ") || "all right", `${ms.toFixed(0)} ms`);
  }
  rows.push(tallyRow(label, tally));
  console.log(rows.at(-1));
  if (reader) {
    const q = (p: number) => [...firsts].sort((a, b) => a - b)[Math.min(firsts.length - 1, Math.floor(p * firsts.length))] ?? 0;
    firstLines.push(`${label}: a first guess (the first card read whose whole outline was found, or else placed firmly by its keypoints; when none was, every card's guess) after ${q(0.5).toFixed(0)} ms median, ${q(0.95).toFixed(0)} ms p95, ${firsts.filter((f) => f < 1000).length} of ${firsts.length} photos within 1 s; every card's guess after ${[...tally.ms].sort((a, b) => a - b)[Math.floor(tally.ms.length / 2)]?.toFixed(0)} ms median.`);
    console.log(firstLines.at(-1));
  }
}
if (reader) {
  // Chromium keeps a wasm module's compiled code once enough of it has been optimised (after use, not at load).
  await reader.relaunch();
  const t = await reader.warm();
  const line = `OpenCV loaded in the worker after a session that read these photos (same profile, browser reopened): ${t.ready.toFixed(0)} ms (script ${t.phases.script.toFixed(0)}, wasm ${t.phases.wasm.toFixed(0)}; deck ${t.deck.toFixed(0)})`;
  loadLines.push(line);
  console.log(line);
}
await reader?.close();
const resultFile = `bench/RESULTS-recognize-${inNode ? "node" : "chromium"}.md`;
const out = `# Recognising a taught deck (npm run bench:recognize)

Deck: \`${dir}\`. Reader: ${inNode ? "Node " + process.version + " (lib/recog in Node)" : "Chromium (" + (reader?.version ?? "") + "), the app's worker"}. Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), load average ${os.loadavg()[0].toFixed(1)} at the end. ${new Date().toISOString().slice(0, 10)}.

${teachLine}
${loadLines.map((l) => `\n${l}.`).join("")}${firstGuess ? `\n\n${firstGuess}` : ""}

${TALLY_HEAD}
${rows.join("\n")}
${firstLines.length ? `\nIn Chromium, with OpenCV and the deck loaded before the photo (as the table's warm-up does):\n${firstLines.map((l) => `- ${l}`).join("\n")}\n` : ""}
"Named right" counts a card only when it was shown without the unsure mark and was the right card;
"sure but wrong" must stay 0. Time: from the photo's pixels to every card's guess (${inNode ? "in Node, shrinking included" : "in the app's worker in Chromium: the photo's pixels shrunk to 2400 px on a canvas, read; decoding the camera's JPEG not included"}).

## Misses and unsure cards
${notes.map((n) => `- ${n}`).join("\n") || "none"}
`;
writeFileSync(resultFile, out);
console.log(`wrote ${resultFile}`);
