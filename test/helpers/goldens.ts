/** The golden Fortunes records of test/fixtures: NAME.json, NAME.scoring.json, NAME.readings.json. */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const FIXTURES = join(__dirname, "../fixtures");
const read = (f: string) => JSON.parse(readFileSync(join(FIXTURES, f), "utf8"));

/** A golden record itself. */
export const goldenRecord = (name: string) => read(`${name}.json`);
/** Its expected replay without the readings' prose. */
export const goldenScoring = (name: string) => read(`${name}.scoring.json`);
/** Its whole expected replay: the scoring file with the readings put back. */
export function goldenResult(name: string) {
  const s = goldenScoring(name);
  const r = read(`${name}.readings.json`);
  return { ...s, deals: s.deals.map((d: object, i: number) => ({ ...d, readings: r.deals[i].readings })) };
}
/** The play screen's view of a golden's deals: the last in full without readings, earlier ones summarised. */
export function goldenViewDeals(name: string) {
  const deals = goldenScoring(name).deals as { readings: unknown[]; tricks: unknown[]; violations: unknown[] }[];
  return deals.map((d, i) => (i === deals.length - 1 ? { ...d, readings: d.readings.length } : { ...d, tricks: [], violations: [], readings: d.readings.length }));
}
