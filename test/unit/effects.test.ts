/**
 * No React effect in app/ may return anything but a cleanup function. A value returned from a
 * `useEffect`/`useLayoutEffect` callback is called by React as the cleanup on unmount: in current
 * Chromium `el.scrollIntoView()` returns a Promise, so `useEffect(() => el.scrollIntoView())`
 * crashed the table when Invite was closed. This reads every app/ source with TypeScript's parser
 * and fails on an expression-bodied effect arrow or a `return <something>` in an effect body
 * whose value is not a function written right there.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

const EFFECT = /^(React\.)?use(Layout|Insertion)?Effect$/;
const isFn = (n: ts.Node) => ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n);

/** Places in `text` where an effect returns something that is not a cleanup function. */
export function effectsReturningValues(file: string, text: string): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const where = (n: ts.Node) => `${file}:${src.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && EFFECT.test(n.expression.getText(src))) {
      const fn = n.arguments[0];
      if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) {
        if (!ts.isBlock(fn.body)) found.push(`${where(fn)} effect arrow without braces returns ${fn.body.getText(src).slice(0, 60)}`);
        else {
          const walk = (m: ts.Node): void => {
            if (isFn(m)) return; // a nested function's returns are its own
            if (ts.isReturnStatement(m) && m.expression && !isFn(m.expression)) found.push(`${where(m)} effect returns ${m.expression.getText(src).slice(0, 60)}`);
            ts.forEachChild(m, walk);
          };
          ts.forEachChild(fn.body, walk);
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return found;
}

describe("React effects return nothing but a cleanup function", () => {
  it("finds a returned value (the check can fail)", () => {
    expect(effectsReturningValues("a.tsx", "useEffect(() => box.current?.scrollIntoView(), []);")).toHaveLength(1);
    expect(effectsReturningValues("a.tsx", "useEffect(() => { return el.focus(); }, []);")).toHaveLength(1);
    expect(effectsReturningValues("a.tsx", "useLayoutEffect(() => setOpen(true));")).toHaveLength(1);
    expect(effectsReturningValues("a.tsx", "useEffect(() => { if (!x) return; const t = setInterval(f, 9); return () => clearInterval(t); }, []);")).toEqual([]);
  });

  it("holds for every source file under app/", () => {
    const found = sources(path.join(ROOT, "app")).flatMap((f) => effectsReturningValues(path.relative(ROOT, f), fs.readFileSync(f, "utf8")));
    expect(found).toEqual([]);
  });
});
