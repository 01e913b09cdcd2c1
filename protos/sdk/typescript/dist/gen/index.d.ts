export * from "./google/rpc/code_pb.js";
export * from "./google/rpc/error_details_pb.js";
export * from "./google/rpc/status_pb.js";
export * from "./ludus/v1/ark_pb.js";
export * from "./ludus/v1/arkadia_pb.js";
export * from "./ludus/v1/common_pb.js";
export * from "./ludus/v1/gateway_pb.js";
export * from "./ludus/v1/players_pb.js";
export * from "./ludus/v1/primordial_soup_pb.js";
export * from "./ludus/v1/zapp_zerapp_pb.js";
/** Every file's descriptor. */
export declare const files: import("@bufbuild/protobuf").DescFile[];
