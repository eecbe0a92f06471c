/**
 * `npm start` answers the JSON API through app/api/dispatch.ts's own route table, not through
 * Next.js. Every app/api/**\/route.ts must be in that table, with the very module Next.js would
 * call, or a route added under app/api/ would work under `next dev` and silently fall through to
 * Next.js (slower, and without the dispatcher's body limits) under `npm start`.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RECORD_BODY_LIMIT } from "@/server/http";
import { apiRoute, gateOfHandler } from "@/app/api/dispatch";

const ROOT = path.resolve(__dirname, "../..");
/**
 * Routes Next.js must serve itself, and why: none now (the live stream, which stays open, is passed
 * on as it comes by the dispatcher too, so a loop of reopenings is refused without Next.js).
 */
const NEXT_ONLY: Record<string, string> = {};

function routeFiles(dir = "app/api"): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...routeFiles(rel));
    else if (e.name === "route.ts") out.push(rel);
  }
  return out.sort();
}

/** app/api/games/[id]/undo/route.ts → /api/games/x1/undo (each [param] filled with a sample). */
const samplePath = (file: string) => "/" + path.dirname(file).replace(/^app\//, "").replace(/\[[^\]]+\]/g, (_, i) => `x${i}`);

describe("the API dispatcher", () => {
  const files = routeFiles();
  it("finds the routes", () => expect(files.length).toBeGreaterThan(10));

  it.each(files.filter((f) => !(f in NEXT_ONLY)))("dispatches %s to that very module", async (file) => {
    const route = apiRoute(samplePath(file));
    expect(route, `${samplePath(file)} is not in app/api/dispatch.ts's route table`).not.toBeNull();
    const mod = await import(`@/${file.replace(/\.ts$/, "")}`);
    expect(route!.module).toBe(mod);
  });

  it("matches whole segments: a fixed one before a [param] beside it, one slash at the end, no empty or extra segment", async () => {
    const folder = (p: string) => apiRoute(p)?.folder ?? null;
    expect(folder("/api/games")).toBe("games");
    expect(folder("/api/games/")).toBe("games");
    expect(folder("/api/games//")).toBeNull();
    expect(folder("/api/games/import")).toBe("games/import");
    expect(folder("/api/players/export.csv")).toBe("players/export.csv");
    expect(folder("/api/players/changes")).toBe("players/changes");
    expect(folder("/api/players/exportXcsv")).toBe("players/[name]");
    expect(folder("/api/games//actions")).toBeNull();
    expect(folder("/api/games/g1/actions/")).toBe("games/[id]/actions");
    expect(folder("/api/games/g1/actions/x")).toBeNull();
    expect(folder("/api/gamesx")).toBeNull();
    expect(folder("/apix/games")).toBeNull();
    expect(folder("/api")).toBeNull();
    expect(apiRoute("/api/players/Ann%20Lee/rename")?.params).toEqual({ name: "Ann Lee" });
    expect(apiRoute("/api/players/%E0%A4%A/rename")?.params).toEqual({ name: "%E0%A4%A" });
  });

  it("passes the live stream on as it comes (its gate says so); every other route's answer is whole", () => {
    const streaming = files.filter((f) => {
      const r = apiRoute(samplePath(f));
      return r && ["GET", "POST"].some((m) => gateOfHandler(r.module, m).stream);
    });
    expect(streaming).toEqual(["app/api/games/[id]/stream/route.ts"]);
  });

  it("reads each route's needs from its handler, declared once (a game route's credential, a record's body limit)", async () => {
    const need = (p: string, m: string) => gateOfHandler(apiRoute(p)!.module, m);
    expect(need("/api/games/x/actions", "POST").need).toBe("write");
    expect(need("/api/games/x/undo", "POST").need).toBe("write");
    expect(need("/api/games/x", "GET").need).toBe("read");
    expect(need("/api/games/x/devices", "GET").need).toBe("host");
    expect(need("/api/games/x/devices", "POST").need).toBe("host");
    expect(need("/api/games/x/shares", "POST").need).toBe("host");
    expect(need("/api/games", "POST").need).toBeUndefined();
    expect(need("/api/replay", "POST").limit).toBe(RECORD_BODY_LIMIT);
    expect(need("/api/games/import", "POST").limit).toBe(RECORD_BODY_LIMIT);
    expect(need("/api/games", "POST").limit).toBeUndefined();
    // Every handler of every route file carries the gate route() gives it (made by route(), so
    // Next.js and the dispatcher serve the very same checks).
    for (const file of files) {
      const mod = await import(`@/${file.replace(/\.ts$/, "")}`);
      for (const m of ["GET", "POST", "HEAD", "PUT", "PATCH", "DELETE"]) if (typeof mod[m] === "function") expect(mod[m].gate, `${file} ${m} is not made by route()`).toBeDefined();
    }
  });

  it("lives beside the routes: nothing under server/ imports app/", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = `${dir}/${e.name}`;
        if (e.isDirectory()) walk(rel);
        else if (/\.(ts|tsx|mjs|js)$/.test(e.name) && /(from|import)\s*\(?\s*["'](@\/app\/|(\.\.\/)+app\/)/.test(fs.readFileSync(path.join(ROOT, rel), "utf8"))) offenders.push(rel);
      }
    };
    walk("server");
    expect(offenders).toEqual([]);
  });
});
