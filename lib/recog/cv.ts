/**
 * OpenCV's JavaScript build (@techstark/opencv-js: OpenCV 4.12 compiled to WebAssembly, the wasm
 * inside the one .js file) loaded once per process or worker. Node (the teaching API, tests,
 * benches) requires it from node_modules; a browser worker loads our own copy with importScripts
 * (public/opencv/opencv-<hash>.js and its wasm apart, written by scripts/build-recog-worker.mjs) and
 * hands it to `useCv`.
 *
 * The recogniser's code takes the loaded module as its first argument, so it never loads anything
 * by itself and runs the same in Node and in the phone's worker.
 */

/** The loaded OpenCV module. Its typings are large and partial; the recogniser uses a small part, loosely typed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CV = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Mat = any;

/** The module this process or worker uses (lib/recog/cv-node.ts sets it in Node). */
export let ready: Promise<CV> | null = null;
export const setReady = (p: Promise<CV>) => (ready = p);

/** Waits for an OpenCV module object (it may be a promise, or call onRuntimeInitialized) to be usable. */
export async function settle(mod: CV): Promise<CV> {
  // Never `await` the module itself: an Emscripten module is a thenable that resolves to itself.
  if (mod instanceof Promise) mod = await mod;
  if (typeof mod.Mat !== "function") await new Promise<void>((resolve) => { mod.onRuntimeInitialized = () => resolve(); });
  // Handed back inside an object with no `then`, so that awaiting it ends.
  const plain: CV = Object.create(mod);
  plain.then = undefined;
  return plain;
}

/** Uses an OpenCV module already loaded (a browser worker's `self.cv`). */
export function useCv(mod: CV): Promise<CV> {
  ready = settle(mod);
  return ready;
}

/** OpenCV throws C++ exceptions as bare numbers in JavaScript: this gives their message. */
export function cvError(cv: CV, e: unknown): Error {
  if (typeof e === "number") {
    try { return new Error(`OpenCV: ${cv.exceptionFromPtr(e).msg}`); } catch { return new Error(`OpenCV error ${e}`); }
  }
  return e instanceof Error ? e : new Error(String(e));
}
