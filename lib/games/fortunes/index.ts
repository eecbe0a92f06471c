export * from "./types";
export * from "./rules";
export * from "./engine";
export { checkDeal } from "./validate";
