// The gateway over gRPC, for Node: Connect's gRPC transport (HTTP/2).
import { createClient } from "@connectrpc/connect";
import { createGrpcTransport } from "@connectrpc/connect-node";
import { Gateway } from "./gen/ludus/v1/gateway_pb.js";
export * from "./index.js";
/** A typed client of ludus.v1.Gateway at `address` ("host:port"). */
export function createNodeClient(address, options = {}) {
    const bearer = (next) => async (request) => {
        const token = typeof options.accessToken === "function" ? options.accessToken() : options.accessToken;
        if (token)
            request.header.set("authorization", `Bearer ${token}`);
        return next(request);
    };
    const transport = createGrpcTransport({
        baseUrl: `${options.tls ? "https" : "http"}://${address}`,
        interceptors: [bearer, ...(options.interceptors ?? [])],
    });
    return createClient(Gateway, transport);
}
