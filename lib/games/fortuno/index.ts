export { fortunoModule } from "./module";
export type { FortunoAction, FortunoEvent, FortunoState, FortunoOptions } from "./types";
export type { FortunoRecord, FortunoResult, FortunoDealResult } from "./record";
export type { FortunoView } from "./view";
