export * from "./gen/index.js";
export * from "./errors.js";
export * from "./play.js";
export * from "./registry.js";
export * from "./version.js";
