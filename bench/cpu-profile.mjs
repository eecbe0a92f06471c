#!/usr/bin/env node
/**
 * Sums a V8 .cpuprofile's self time by function and by file (what `node --cpu-prof` writes;
 * `BENCH_PROFILE=1 npm run bench:api` leaves one in .tmp/cpu-api). Prints the top rows of each as
 * Markdown: `node bench/cpu-profile.mjs FILE.cpuprofile [--top 40] [--match TEXT]`.
 * `--match`: also the inclusive (total) time of functions whose name or file contains TEXT.
 */
import fs from "node:fs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--top" && args[args.indexOf(a) - 1] !== "--match");
const top = Number(args[args.indexOf("--top") + 1]) || 40;
const match = args.includes("--match") ? args[args.indexOf("--match") + 1] : null;
if (!file) {
  console.error("usage: node bench/cpu-profile.mjs FILE.cpuprofile [--top 40] [--match TEXT]");
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
// Self time per node: each sample's time delta goes to the node it was taken in.
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const short = (url) => (url || "(native)").replace(/^file:\/\//, "").replace(/^.*\/node_modules\//, "~/").replace(/^.*\/(\.next|app|server|lib|scripts)\//, "$1/");
const nameOf = (n) => `${n.callFrame.functionName || "(anonymous)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
const fns = new Map();
const files = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  add(fns, nameOf(n), t);
  add(files, short(n.callFrame.url), t);
}
const row = ([k, v]) => `| ${(v / 1000).toFixed(0)} ms | ${((v / total) * 100).toFixed(1)}% | ${k} |`;
const print = (title, m) => {
  console.log(`\n| ${title} | share | where |\n| --- | --- | --- |`);
  for (const r of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(row(r));
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
print("self time (function)", fns);
print("self time (file)", files);
if (match) {
  // Inclusive time of matching frames, counting each sample once per stack however deep the recursion.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map();
  for (const [id, t] of self) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      const k = nameOf(n);
      if (!seen.has(k) && k.includes(match)) {
        seen.add(k);
        add(incl, k, t);
      }
    }
  }
  print(`total time (matching "${match}")`, incl);
}
