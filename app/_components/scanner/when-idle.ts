/**
 * Runs `go` once the page is idle (at most 4 s later; 1.5 s where there is no requestIdleCallback),
 * never on a phone asking to save data. Returns a cancel that says whether `go` ran (or never will:
 * saving data), for effects that remember what they warmed.
 */
export function whenIdle(go: () => void): () => boolean {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return () => true;
  let ran = false;
  const run = () => { ran = true; go(); };
  const idle = typeof requestIdleCallback === "function";
  const t = idle ? requestIdleCallback(run, { timeout: 4000 }) : window.setTimeout(run, 1500);
  return () => { if (idle) cancelIdleCallback(t); else clearTimeout(t); return ran; };
}
