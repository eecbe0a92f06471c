export * from "./types";
export * from "./rules";
export * from "./deck";
export * from "./engine";
export * from "./record";
export { needs, view, type ForteyOneView, type Need41 } from "./view";
export { randomLegalGame, type RandomGame41 } from "./random";
export { forteyOneModule } from "./module";
