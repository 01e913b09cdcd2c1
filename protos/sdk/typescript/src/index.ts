// Ludus's TypeScript client: the generated types of the public API and the transport-independent
// helpers. Import "@ludus/client/node" for gRPC (Node) or "@ludus/client/web" for the HTTP/JSON +
// WebSocket face (browsers, or Node with a WebSocket implementation).
export * from "./gen/index.js";
export * from "./errors.js";
export * from "./play.js";
export * from "./registry.js";
export * from "./version.js";
