// What the offline fold's bundles (scripts/build-folds.mjs) take for `zod`: its schemas, checks,
// errors and parsing, as the `z` the games' schemas use, without the rest of `z` (every error
// locale, JSON Schema in and out: ~400 KB that esbuild cannot shake out of zod's `z` namespace).
// The English messages still come (zod registers them with the first schema).
export * from "zod/v4/classic/schemas.js";
export * from "zod/v4/classic/checks.js";
export * from "zod/v4/classic/errors.js";
export * from "zod/v4/classic/parse.js";
export * from "zod/v4/classic/compat.js";
import * as z from "./fold-zod.mjs";
export { z };
export default z;
