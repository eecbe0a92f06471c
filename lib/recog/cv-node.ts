/** OpenCV's JavaScript build in Node (the teaching API, tests, benches): required once from node_modules. */
import { ready, setReady, settle, type CV } from "./cv";

/** OpenCV in Node, required once from node_modules (about 0.6 s the first time). */
export function loadCvNode(): Promise<CV> {
  return ready ?? setReady((async () => {
    const { createRequire } = await import(/* webpackIgnore: true */ "node:module");
    const require = createRequire(import.meta.url);
    return settle(require("@techstark/opencv-js"));
  })());
}

