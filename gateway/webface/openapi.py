"""An OpenAPI 3.1 description of the web face, generated from the same descriptors as its routes:
one path per RPC of the service and one schema per message type the pool knows (the service's own
and every game's commands, events, views and options, learnt over reflection)."""

from __future__ import annotations

from typing import Any

from google.protobuf.descriptor import Descriptor, FieldDescriptor

from gateway.webface.descriptors import TypeRegistry

# Protobuf's canonical JSON mapping of each scalar type.
_SCALARS: dict[int, dict[str, Any]] = {
    FieldDescriptor.TYPE_DOUBLE: {"type": "number"},
    FieldDescriptor.TYPE_FLOAT: {"type": "number"},
    FieldDescriptor.TYPE_INT64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_UINT64: {"type": "string", "format": "uint64"},
    FieldDescriptor.TYPE_SINT64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_FIXED64: {"type": "string", "format": "uint64"},
    FieldDescriptor.TYPE_SFIXED64: {"type": "string", "format": "int64"},
    FieldDescriptor.TYPE_INT32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_SINT32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_SFIXED32: {"type": "integer", "format": "int32"},
    FieldDescriptor.TYPE_UINT32: {"type": "integer", "format": "uint32", "minimum": 0},
    FieldDescriptor.TYPE_FIXED32: {"type": "integer", "format": "uint32", "minimum": 0},
    FieldDescriptor.TYPE_BOOL: {"type": "boolean"},
    FieldDescriptor.TYPE_STRING: {"type": "string"},
    FieldDescriptor.TYPE_BYTES: {"type": "string", "format": "byte"},
}

_WELL_KNOWN: dict[str, dict[str, Any]] = {
    "google.protobuf.Any": {
        "type": "object",
        "description": "A message of the type its @type URL names, in JSON, with @type added "
        "(for example a game's command: {'@type': 'type.googleapis.com/ludus.v1.ArkCommand', ...}).",
        "properties": {"@type": {"type": "string"}},
        "required": ["@type"],
        "additionalProperties": True,
    },
    "google.protobuf.Timestamp": {"type": "string", "format": "date-time"},
}

_ERROR = {
    "type": "object",
    "description": "A failed call: google.rpc.Status in JSON, the status name and the rule code.",
    "properties": {
        "code": {"type": "integer", "description": "The gRPC status code."},
        "status": {"type": "string", "description": "Its name, e.g. FAILED_PRECONDITION."},
        "message": {"type": "string"},
        "ruleCode": {"type": "string", "description": "The stable rule code (google.rpc.ErrorInfo.reason)."},
        "details": {"type": "array", "items": {"$ref": "#/components/schemas/google.protobuf.Any"}},
    },
    "required": ["code", "status", "message"],
}


def _ref(name: str) -> dict[str, Any]:
    return {"$ref": f"#/components/schemas/{name}"}


def _field_schema(field: FieldDescriptor) -> dict[str, Any]:
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        assert field.message_type is not None
        schema: dict[str, Any] = _ref(field.message_type.full_name)
    elif field.type == FieldDescriptor.TYPE_ENUM:
        assert field.enum_type is not None
        schema = {"type": "string", "enum": [value.name for value in field.enum_type.values]}
    else:
        schema = dict(_SCALARS[field.type])
    if field.is_repeated:
        return {"type": "array", "items": schema}
    return schema


def _message_schema(descriptor: Descriptor) -> dict[str, Any]:
    if descriptor.full_name in _WELL_KNOWN:
        return _WELL_KNOWN[descriptor.full_name]
    properties = {field.json_name: _field_schema(field) for field in descriptor.fields}
    schema: dict[str, Any] = {"type": "object", "properties": properties, "additionalProperties": False}
    oneofs = [
        oneof
        for oneof in descriptor.oneofs
        if not (len(oneof.fields) == 1 and oneof.name == "_" + oneof.fields[0].name)  # proto3 optional
    ]
    if oneofs:
        schema["description"] = "; ".join(
            f"at most one of {', '.join(field.json_name for field in oneof.fields)} ({oneof.name})" for oneof in oneofs
        )
    return schema


def openapi_document(registry: TypeRegistry, service_name: str, *more: str) -> dict[str, Any]:
    """The description of `service_name` (and of the `more` services served beside it)."""
    service = registry.service(service_name)
    paths: dict[str, Any] = {}
    errors = {
        status: {"description": meaning, "content": {"application/json": {"schema": _ref("ludus.Error")}}}
        for status, meaning in [
            ("400", "INVALID_ARGUMENT, FAILED_PRECONDITION (a rule code in ruleCode) or OUT_OF_RANGE"),
            ("401", "UNAUTHENTICATED: token missing, malformed, forged or expired"),
            ("403", "PERMISSION_DENIED: a token for another match"),
            ("404", "NOT_FOUND: no such match or game"),
            ("409", "ABORTED: expected_version is stale; re-read and retry with the same command_id"),
            ("429", "RESOURCE_EXHAUSTED: the message is over the size limit"),
            ("503", "UNAVAILABLE: retry with the same command_id"),
            ("504", "DEADLINE_EXCEEDED: retry with the same command_id"),
        ]
    }
    for method in [method for name in (service_name, *more) for method in registry.service(name).methods]:
        path = f"/{method.containing_service.full_name}/{method.name}"
        request = {"required": True, "content": {"application/json": {"schema": _ref(method.input_type.full_name)}}}
        output = _ref(method.output_type.full_name)
        if method.client_streaming:
            paths[path] = {
                "get": {
                    "operationId": method.name,
                    "summary": f"{service.name}.{method.name} (bidirectional, WebSocket only)",
                    "description": "Open a WebSocket (GET with Upgrade). Every text frame you send is "
                    "one request message (the first opens the call), every frame you receive one "
                    'response message; a frame that is not a valid request is answered {"error": '
                    "{...}} and the stream goes on. The server closes with 1000 at the end of the "
                    'stream, or sends {"error": {...}} and closes with 4000 + the HTTP status. '
                    "See docs/api.md.",
                    "responses": {
                        "101": {
                            "description": "Switching to the WebSocket",
                            "content": {"application/json": {"schema": output}},
                        },
                        **errors,
                    },
                },
            }
        elif method.server_streaming:
            paths[path] = {
                "post": {
                    "operationId": method.name,
                    "summary": f"{method.containing_service.name}.{method.name} (server streaming)",
                    "description": "One response message per line (application/x-ndjson); a failure "
                    'after the first line arrives as a last line {"error": {...}}. The same path '
                    "also accepts a WebSocket (GET with Upgrade): send this request as the first "
                    "text frame, then receive one message per frame; the server closes with 1000 "
                    'at the end of the stream, or sends {"error": {...}} and closes with 4000 + '
                    "the HTTP status.",
                    "requestBody": request,
                    "responses": {
                        "200": {"description": "The stream", "content": {"application/x-ndjson": {"schema": output}}},
                        **errors,
                    },
                },
            }
        else:
            paths[path] = {
                "post": {
                    "operationId": method.name,
                    "summary": f"{method.containing_service.name}.{method.name}",
                    "requestBody": request,
                    "responses": {
                        "200": {"description": "OK", "content": {"application/json": {"schema": output}}},
                        **errors,
                    },
                }
            }
    schemas: dict[str, Any] = {name: schema for name, schema in _WELL_KNOWN.items()}
    for descriptor in registry.messages():
        schemas[descriptor.full_name] = _message_schema(descriptor)
    schemas["ludus.Error"] = _ERROR
    return {
        "openapi": "3.1.0",
        "info": {
            "title": f"{service.full_name} over HTTP/JSON",
            "version": "v1",
            "description": "The gRPC API with protobuf's canonical JSON mapping: field names in "
            "lowerCamelCase, enums by name, 64-bit integers as strings, Any with an @type. Every "
            "call is POST with the request message as the body. See docs/web.md and docs/api.md.",
        },
        "paths": paths,
        "components": {"schemas": schemas},
    }
