// The gateway over gRPC, for Node: Connect's gRPC transport (HTTP/2).
import { createClient, type Interceptor } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { Gateway } from "./gen/ludus/v1/gateway_pb.js";
import type { GatewayClient } from "./play.js";

export * from "./index.js";

export interface NodeClientOptions {
  /** An account's access token, sent as `authorization: Bearer` metadata. Sign-in is not in the
   * API yet: this is the hook it will fill (a function is asked before every call). */
  accessToken?: string | (() => string | undefined);
  /** Use TLS ("https://") instead of plaintext. */
  tls?: boolean;
  interceptors?: Interceptor[];
}

/** A typed client of ludus.v1.Gateway at `address` ("host:port"). */
export function createNodeClient(address: string, options: NodeClientOptions = {}): GatewayClient {
  const bearer: Interceptor = (next) => async (request) => {
    const token = typeof options.accessToken === "function" ? options.accessToken() : options.accessToken;
    if (token) request.header.set("authorization", `Bearer ${token}`);
    return next(request);
  };
  const transport = createGrpcTransport({
    baseUrl: `${options.tls ? "https" : "http"}://${address}`,
    interceptors: [bearer, ...(options.interceptors ?? [])],
  });
  return createClient(Gateway, transport);
}
