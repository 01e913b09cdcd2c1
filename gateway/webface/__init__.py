"""The gateway's web face: HTTP/JSON, WebSocket, OpenAPI and the browser client (see face.py)."""

from gateway.webface.face import WebFace, start_web_face

__all__ = ["WebFace", "start_web_face"]
