// The transport: ludus.v1.Gateway over HTTP/JSON (POST /ludus.v1.Gateway/<Method>) and the
// WatchMatch WebSocket on the same path. Messages use protobuf's canonical JSON mapping.

const SERVICE = '/ludus.v1.Gateway/';

export class ApiError extends Error {
  constructor(body, httpStatus) {
    super(body?.message || `HTTP ${httpStatus}`);
    this.httpStatus = httpStatus;
    this.status = body?.status || 'UNKNOWN';
    this.ruleCode = body?.ruleCode || '';
  }

  describe() {
    return `${this.status}${this.ruleCode ? ` ${this.ruleCode}` : ''}: ${this.message}`;
  }
}

export async function call(method, request = {}) {
  let response;
  try {
    response = await fetch(SERVICE + method, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch (error) {
    throw new ApiError({ status: 'UNAVAILABLE', message: `the gateway cannot be reached (${error.message})` }, 0);
  }
  let body;
  try {
    body = await response.json();
  } catch {
    body = { status: 'UNKNOWN', message: `HTTP ${response.status}` };
  }
  if (!response.ok) throw new ApiError(body, response.status);
  return body;
}

let gamesCache = null;

// GameInfo by name (titles, seat ranges, bot levels, message types, static data).
export async function games() {
  if (!gamesCache) {
    gamesCache = call('ListGames').then((reply) => Object.fromEntries((reply.games || []).map((g) => [g.name, g])));
    gamesCache.catch(() => { gamesCache = null; });
  }
  return gamesCache;
}

let schemaCache = null;

// The OpenAPI document (message schemas: used to build the options form of any game).
export async function schemas() {
  if (!schemaCache) {
    schemaCache = fetch('/openapi.json').then((r) => r.json()).then((doc) => doc.components.schemas);
    schemaCache.catch(() => { schemaCache = null; });
  }
  return schemaCache;
}

const RETRYABLE = new Set(['UNAVAILABLE', 'DEADLINE_EXCEEDED']);
const RETRYABLE_CLOSE = new Set([4503, 4504]);

// Follow a match's events over the WebSocket, resuming after the last version seen if the
// connection drops. Returns {close()}.
export function watch(request, { onEvent, onEnd, onError }) {
  let lastVersion = Number(request.fromVersion || 1) - 1;
  let socket = null;
  let stopped = false;
  let delay = 250;

  function open() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${scheme}//${location.host}${SERVICE}WatchMatch`);
    socket.onopen = () => {
      delay = 250;
      socket.send(JSON.stringify({ ...request, fromVersion: String(lastVersion + 1) }));
    };
    socket.onmessage = (message) => {
      const data = JSON.parse(message.data);
      if (data.error) {
        // UNAVAILABLE and DEADLINE_EXCEEDED are worth retrying (docs/api.md): the close that
        // follows reconnects from the next version. Anything else ends the watch.
        if (!RETRYABLE.has(data.error.status)) {
          stopped = true;
          onError?.(new ApiError(data.error, 0));
        }
        return;
      }
      const version = Number(data.version);
      if (version <= lastVersion) return;
      lastVersion = version;
      onEvent(data);
    };
    socket.onclose = (event) => {
      if (stopped) return;
      if (event.code === 1000) {
        stopped = true;
        onEnd?.();
      } else if (event.code >= 4000 && !RETRYABLE_CLOSE.has(event.code)) {
        stopped = true;
      } else {
        setTimeout(open, delay);
        delay = Math.min(delay * 2, 5000);
      }
    };
  }

  open();
  return {
    close() {
      stopped = true;
      socket?.close(1000);
    },
  };
}

// Every legal command of a seat (ListLegalCommands pages through long lists such as Arkadia's).
export async function legalCommands(matchId, token) {
  const first = await call('ListLegalCommands', { matchId, token });
  const total = Number(first.total || 0);
  const commands = [...(first.commands || [])];
  if (commands.length < total) {
    const size = commands.length || 1000;
    const offsets = [];
    for (let offset = commands.length; offset < total; offset += size) offsets.push(offset);
    const pages = await Promise.all(
      offsets.map((offset) => call('ListLegalCommands', { matchId, token, offset, limit: size })),
    );
    for (const page of pages) {
      if (page.version !== first.version) return legalCommands(matchId, token);
      commands.push(...(page.commands || []));
    }
  }
  return { version: first.version, commands, total };
}
