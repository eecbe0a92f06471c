export * from "./deck";
export * from "./types";
export * from "./rules";
export * from "./engine";
export { checkRound } from "./validate";
export * from "./record";
export * from "./view";
export { randomLegalGame } from "./random";
export { fortuneTennersModule, tennersActionSchema } from "./module";
