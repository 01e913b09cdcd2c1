// The transport: ludus.v1.Gateway and ludus.v1.Players over HTTP/JSON (POST /<service>/<Method>)
// and their streams over WebSockets on the same paths. Messages use protobuf's canonical JSON
// mapping. A signed-in player's access token (session.js) goes with every call; one refused as
// expired is refreshed and the call sent once more (every call that changes something carries its
// own idempotency key, e.g. a command id, so the retry cannot do it twice).

import { accessToken, refresh } from './session.js';

const SERVICE = '/ludus.v1.Gateway/';
const PLAYERS = '/ludus.v1.Players/';

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

// One JSON POST to the web face: the answer's body, or an ApiError in words (session.js too).
export async function postJson(path, request, extraHeaders = {}) {
  const headers = { 'Content-Type': 'application/json', ...extraHeaders };
  let response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(request) });
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

// An invite-only match's spectator code (Gateway.GetSpectatorCode), by match: sent with every call
// and stream about that match (the web face reads X-Ludus-Spectator-Code or ?spectator_code=).
const spectatorCodes = new Map();

export function rememberSpectatorCode(matchId, code) {
  if (matchId && code) spectatorCodes.set(matchId, code);
}

function post(path, request, token) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  const code = spectatorCodes.get(request?.matchId);
  if (code) headers['X-Ludus-Spectator-Code'] = code;
  return postJson(path, request, headers);
}

async function signedCall(path, request) {
  const token = accessToken();
  try {
    return await post(path, request, token);
  } catch (error) {
    // The access token expired (a laptop asleep, a timer throttled in a background tab): trade
    // the cookie for a new one and send the same request again.
    if (!token || error.status !== 'UNAUTHENTICATED') throw error;
    await refresh();
    return post(path, request, accessToken());
  }
}

// A Gateway call.
export function call(method, request = {}) {
  return signedCall(SERVICE + method, request);
}

// A Players call (accounts, profiles, invitations, queues, ratings).
export function players(method, request = {}) {
  return signedCall(PLAYERS + method, request);
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
export function watch(request, handlers) {
  return stream(SERVICE + 'WatchMatch', request, handlers);
}

// Follow the signed-in player's feed (Players.WatchPlayer), resuming after the last notice seen.
export function watchPlayer({ onNotice, onError }) {
  let after = '';
  return stream(PLAYERS + 'WatchPlayer', () => ({ after }), {
    onEvent: (notice) => {
      if (notice.cursor) after = notice.cursor;
      onNotice(notice);
    },
    onError,
  }, { versioned: false });
}

// Follow a match's table chat (Gateway.WatchChat): onMessage(ChatMessage) for each message the
// caller may read, onState(ChatState) first and on each change; resumes after the last message.
export function watchChat({ matchId, token = '' }, { onMessage, onState, onError }) {
  let after = '';
  return stream(SERVICE + 'WatchChat', () => ({ matchId, token, after }), {
    onEvent: (update) => {
      if (update.message) {
        if (update.message.cursor) after = update.message.cursor;
        onMessage(update.message);
      } else if (update.state) {
        onState(update.state);
      }
    },
    onError,
  }, { versioned: false });
}

// A server stream over a WebSocket: `request` (an object, or a function giving the request to
// send on each connection) is the first frame, with the access token when signed in (browsers
// cannot set a WebSocket's headers; gateway/webface/face.py).
function stream(path, request, { onEvent, onEnd, onError }, { versioned = true } = {}) {
  const initial = typeof request === 'function' ? request() : request;
  let lastVersion = Number(initial.fromVersion || 1) - 1;
  let socket = null;
  let stopped = false;
  let sentToken = false;
  let renew = false;
  let renewed = false; // renew once until something arrives: a token refused again ends it
  let delay = 250;

  function open() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const code = spectatorCodes.get(initial.matchId);
    const query = code ? `?spectator_code=${encodeURIComponent(code)}` : '';
    socket = new WebSocket(`${scheme}//${location.host}${path}${query}`);
    socket.onopen = () => {
      delay = 250;
      const current = typeof request === 'function' ? request() : request;
      const frame = versioned ? { ...current, fromVersion: String(lastVersion + 1) } : { ...current };
      const token = accessToken();
      sentToken = Boolean(token);
      if (token) frame['@authorization'] = `Bearer ${token}`;
      socket.send(JSON.stringify(frame));
    };
    socket.onmessage = (message) => {
      const data = JSON.parse(message.data);
      if (data.error) {
        // UNAVAILABLE and DEADLINE_EXCEEDED are worth retrying (docs/api.md): the close that
        // follows reconnects from the next version. So is an expired access token, once renewed.
        // Anything else ends the watch.
        if (data.error.status === 'UNAUTHENTICATED' && sentToken && !renewed) {
          renew = true;
          renewed = true;
        } else if (!RETRYABLE.has(data.error.status)) {
          stopped = true;
          onError?.(new ApiError(data.error, 0));
        }
        return;
      }
      renewed = false;
      if (versioned) {
        const version = Number(data.version);
        if (version <= lastVersion) return;
        lastVersion = version;
      }
      onEvent(data);
    };
    socket.onclose = (event) => {
      if (stopped) return;
      if (renew) {
        renew = false;
        refresh().then(open, (error) => {
          stopped = true;
          onError?.(error);
        });
        return;
      }
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
