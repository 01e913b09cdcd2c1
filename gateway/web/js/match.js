// The match page: a seat's board (with its token) or a spectator's (without), live from the
// WatchMatch WebSocket (each delivery's last event brings the match and the view after it);
// legal moves from the events (or ListLegalCommands, for lists past the cap) in the picker; rule
// errors, whose turn it is, the clocks and the result.

import { ApiError, call, games, legalCommands, rememberSpectatorCode, watch } from './api.js';
import { clear, h, num, randomId, seatColour, seatDot, seatName, setPalette } from './dom.js';
import { boardFor } from './games/index.js';
import { Picker } from './picker.js';
import { eventLine } from './events.js';
import { renderResult, statusLabel } from './result.js';
import { TABLE_MOVED_ON, refusal } from './refusals.js';
import { attention } from './attention.js';
import { rulesLink } from './rulespage.js';
import { animateMoves, positions } from './motion.js';
import { explainer } from './explain.js';
import { accessToken, player } from './session.js';
import { mountChat } from './chat.js';
import { drawSpectatorLink, drawTablePeople, mountRematch, seatNames } from './table.js';

// Two commands are the same move when their JSON is, whatever the order of its keys.
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key])]));
  }
  return value;
}
const sameCommand = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

// A table wider than a phone scrolls sideways (style.css): keyboard users must be able to reach
// it to scroll it, so a table that scrolls takes focus, and one that fits does not.
function reachScrollables(root) {
  for (const table of root.querySelectorAll('table')) {
    if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
    else table.removeAttribute('tabindex');
  }
}

// The board is drawn anew on every event: a keyboard user's focus (on the Arkadia grid, a cabin, a
// can) must stay where it was, on the element drawn in its place, or their next key is lost.
function focusKey(root) {
  const el = document.activeElement;
  if (!el || el === root || !root.contains(el)) return null;
  return `${el.tagName}|${el.getAttribute('class') || ''}|${JSON.stringify({ ...el.dataset })}`;
}

function refocus(root, key) {
  if (!key) return;
  for (const el of root.querySelectorAll('[tabindex], button, a, input, select, svg')) {
    if (`${el.tagName}|${el.getAttribute('class') || ''}|${JSON.stringify({ ...el.dataset })}` === key) {
      el.focus({ preventScroll: true });
      return;
    }
  }
}

// Seat fields that change without an event of the match (presence) and who is watching: read
// every few seconds while the table is open and merged into the match the page shows.
const PRESENCE_TICKS = 10;
// How long an accepted move's events may take to come on the stream before the table asks.
const STREAM_GRACE_MS = 2000;

export async function showMatch(root, { matchId, token = '', seat = null, spectatorCode = '' }) {
  rememberSpectatorCode(matchId, spectatorCode);
  const names = seatNames(matchId);
  const first = await call('GetView', { matchId, token });
  await names.apply(first.match);
  // A seat's token plays that seat; a signed-in player (session.js) plays the seat they hold,
  // which their view names (a spectator's view names no viewer).
  const playing = Boolean(token) || (Boolean(accessToken()) && first.view?.viewer !== undefined);
  const info = (await games())[first.match.game];
  const board = boardFor(first.match.game);
  const statics = info?.staticData || {};
  setPalette(board.palette?.(statics));
  const state = { match: first.match, view: first.view, version: num(first.version), legal: null, events: [] };
  const viewer = playing ? num(seat ?? first.view?.viewer) : null;

  const boardEl = h('div', { id: 'board', class: 'board' });
  const turnEl = h('div', { id: 'turn', class: 'turn' });
  const errorEl = h('div', { id: 'error', class: 'error', hidden: true, role: 'alert' });
  // Why the piece the player points at cannot go there (the board's explanations; polite, as the
  // player asked by pointing).
  const hintEl = h('div', { id: 'hint', class: 'hint', role: 'status', 'aria-live': 'polite' });
  const pickerEl = h('div', { id: 'picker', class: 'picker' });
  const resultEl = h('div', { id: 'result' });
  const rematchEl = h('div', { id: 'rematch', hidden: true });
  const peopleEl = h('div', { id: 'table-people' });
  const spectatorLinkEl = h('div', { id: 'spectator-link-box' });
  const chatEl = h('div', { id: 'chat' });
  // Focusable: it scrolls, and keyboard users must be able to scroll it.
  const logEl = h('ol', { id: 'log', class: 'log', reversed: true, tabindex: 0, 'aria-label': 'What happened, latest first' });
  const headEl = h('div', { class: 'match-head' });
  const page = h(
    'section',
    { id: 'match', class: 'match', dataset: { matchId, game: first.match.game, mode: playing ? 'play' : 'watch' } },
    headEl,
    turnEl,
    h('div', { class: 'match-body' },
      boardEl,
      h('aside', { class: 'side' }, errorEl, playing ? hintEl : null, playing ? pickerEl : null, playing ? attention.controls() : null, resultEl, rematchEl,
        peopleEl, spectatorLinkEl, chatEl,
        h('details', { open: true }, h('summary', null, 'Events'), logEl))),
  );
  clear(root, page);

  const picker = new Picker(pickerEl, {
    describe: (command) => board.steps(command, { info, statics, view: state.view, viewer }),
    submit: (command) => submit(command),
    onChange: () => drawBoard(),
  });

  // Errors in plain words (refusals.js); the server's message is for developers: the console.
  function showError(error) {
    if (!error) {
      errorEl.hidden = true;
      return;
    }
    errorEl.hidden = false;
    const described = error instanceof ApiError ? error : new ApiError({ message: String(error) }, 0);
    if (described.message) console.info('refused:', described.describe());
    errorEl.dataset.status = described.status;
    errorEl.dataset.ruleCode = described.ruleCode;
    clear(errorEl,
      h('span', { class: 'message' }, refusal(described)),
      h('button', { type: 'button', class: 'close', 'aria-label': 'Dismiss', onclick: () => showError(null) }, '×'));
  }

  const why = explainer({ matchId, token, commandType: info?.commandType || '', version: () => state.version });

  let drawn = false;
  function drawBoard() {
    const ctx = {
      info,
      statics,
      match: state.match,
      viewer,
      options: playing ? picker.current || [] : [],
      pick: (key) => picker.choose(key),
      // For boards that let a player place a piece directly (Arkadia's buildings): every legal
      // command's steps, the keys chosen so far, and a step back.
      commands: playing ? picker.entries.map((entry) => entry.steps) : [],
      chosen: () => (playing ? picker.chosen.map((choice) => choice.key) : []),
      // The steps among those the picker took for the player because only one was possible.
      autoChosen: () => (playing ? picker.chosen.filter((choice) => choice.auto).map((choice) => choice.key) : []),
      back: () => picker.back(),
      // Several steps at once (a hand card clicked before "play a card" was chosen); false when
      // a step is not on offer, leaving the choices made so far.
      pickPath: (keys) => {
        for (const key of keys) {
          if (picker.chosen.some((choice) => choice.key === key)) continue;
          if (!(picker.current || []).some((option) => option.key === key)) return false;
          picker.choose(key);
        }
        return true;
      },
      // Sentences for players saying why each command would be refused (null: allowed).
      why: (commands) => (playing ? why(commands) : Promise.resolve(commands.map(() => null))),
      hint: (text) => { hintEl.textContent = text || ''; },
      redraw: () => drawBoard(),
      mode: playing ? 'play' : 'watch',
    };
    try {
      const before = drawn ? positions(boardEl) : null;
      const focused = focusKey(boardEl);
      board.render(boardEl, state.view, ctx);
      reachScrollables(boardEl);
      refocus(boardEl, focused);
      drawn = true;
      animateMoves(boardEl, before);
    } catch (error) {
      console.error(error);
      clear(boardEl, h('pre', { class: 'error' }, `cannot draw the board: ${error}`));
    }
  }

  function drawHead() {
    const match = state.match;
    page.dataset.version = String(state.version);
    page.dataset.status = match.status;
    clear(headEl,
      h('h2', null, info?.title || match.game),
      h('span', { class: `badge ${match.status}` }, statusLabel(match.status)),
      ' ',
      playing
        ? h('span', { class: 'you' }, seatDot(viewer), `you play ${seatName(match, viewer)}`)
        : h('span', { class: 'you' }, 'spectator (public view)'),
      ' · ',
      h('a', { href: `#/replay/${encodeURIComponent(match.matchId)}` }, 'replay'),
      rulesLink(match.game) ? [' · ', rulesLink(match.game)] : null,
      playing ? [' · ', h('a', { href: `#/watch/${encodeURIComponent(match.matchId)}` }, 'watch as spectator')] : null);
    if (match.status === 'MATCH_STATUS_FINISHED') {
      renderResult(resultEl, match, info);
      // "Play again" is a player's (a rematch is proposed by a player, not a seat token).
      if (playing && accessToken() && !rematch) {
        rematchEl.hidden = false;
        rematch = mountRematch(rematchEl, { match });
      }
    }
    drawTablePeople(peopleEl, match, viewer);
  }
  let rematch = null;

  function clockText(seatNumber) {
    const match = state.match;
    const clock = (match.clocks || []).find((c) => num(c.seat) === seatNumber);
    if (!clock) return '';
    let ms = num(clock.bankMs);
    if (clock.deadline) ms = Date.parse(clock.deadline) - Date.now();
    const total = Math.max(0, Math.round(ms / 1000));
    return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
  }

  function drawTurn() {
    const match = state.match;
    const awaiting = (match.awaiting || []).map(num);
    const deadlines = (match.deadlines || []).map((d) => {
      const left = Math.max(0, Math.ceil((Date.parse(d.due) - Date.now()) / 1000));
      const label = board.deadlineLabel?.(d.key, state.view) || 'Time left:';
      return h('span', { class: 'deadline', dataset: { key: d.key } }, `${label} ${left} s`);
    });
    const seats = (match.seats || []).map((s) => {
      const n = num(s.seat);
      const clock = clockText(n);
      return h('span', {
        class: ['seat-chip', awaiting.includes(n) && 'awaited', n === viewer && 'me', s.absent && 'absent'],
        style: { borderColor: seatColour(n) },
        dataset: { seat: n },
      },
      seatDot(n),
      seatName(match, n),
      s.kind === 'SEAT_KIND_BOT' ? ` (${s.botLevel || 'bot'})` : '',
      s.kind === 'SEAT_KIND_OPEN' && !s.occupied ? ' (open)' : '',
      s.absent ? ' (timed out)' : '',
      clock ? h('span', { class: 'clock' }, ` ${clock}`) : null);
    });
    let text;
    if (match.status === 'MATCH_STATUS_FINISHED') text = 'The match is over.';
    else if (match.status === 'MATCH_STATUS_WAITING') text = 'Waiting for players to claim the open seats.';
    else if (playing && awaiting.includes(viewer)) text = 'Your turn.';
    else text = `Waiting for ${awaiting.map((n) => seatName(match, n)).join(', ') || '…'}.`;
    attention.set(playing && match.status === 'MATCH_STATUS_ACTIVE' && awaiting.includes(viewer), info?.title || match.game);
    const absent = playing && (match.seats || []).find((s) => num(s.seat) === viewer && s.absent);
    clear(turnEl,
      h('strong', { id: 'whose-turn', dataset: { awaiting: awaiting.join(',') } }, text),
      ' ', seats, ' ', deadlines,
      absent ? h('button', { type: 'button', onclick: reclaim }, 'Reclaim my seat') : null);
  }

  async function reclaim() {
    try {
      await call('ReclaimSeat', { matchId, token });
      showError(null);
    } catch (error) {
      showError(error);
    }
    refresh();
  }

  // The seat's legal commands as the last event or command answer carried them (WatchMatch with
  // `enrich`, SubmitCommandResponse.legal): a refresh at that version needs no ListLegalCommands.
  let offered = null;
  function offer(legal, version) {
    if (legal && !legal.truncated) offered = { version: num(legal.version || version), commands: legal.commands || [] };
  }

  // The table is drawn from the match and the view at one version: those the last event of a
  // delivery carries (WatchMatch with `views`: no GetView per move), or GetView's answer when
  // something else asks (the first draw, a refused move, the stream's end, the 15 s safety net).
  let refreshing = false;
  let again = false;
  let ask = false;
  let delivered = null; // { match, view, version } from an event, newer than the table's, not drawn yet
  function refresh() {
    ask = true;
    return redraw();
  }
  function settle(event) {
    if (num(event.version) <= state.version) return;
    if (!delivered || num(event.version) > num(delivered.version)) {
      delivered = { match: event.match, view: event.view, version: event.version };
    }
    redraw();
  }
  async function redraw() {
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = true;
    try {
      do {
        again = false;
        let reply = null;
        if (ask) {
          ask = false;
          reply = await call('GetView', { matchId, token });
        }
        if (delivered && (!reply || num(delivered.version) > num(reply.version))) reply = delivered;
        delivered = null;
        if (!reply || num(reply.version) < state.version) continue;
        await names.apply(reply.match);
        if (num(reply.version) !== state.version) hintEl.textContent = '';
        state.match = reply.match;
        state.view = reply.view;
        state.version = num(reply.version);
        const mine = playing && state.match.status === 'MATCH_STATUS_ACTIVE'
          && (state.match.awaiting || []).map(num).includes(viewer);
        if (mine) {
          const legal = offered?.version === state.version ? offered : await legalCommands(matchId, token);
          if (num(legal.version) !== state.version) {
            ask = true;
            again = true;
            continue;
          }
          state.legal = legal;
          picker.setCommands(legal.commands, state.version);
        } else if (playing) {
          state.legal = null;
          picker.clearCommands(state.match.status === 'MATCH_STATUS_FINISHED' ? 'The match is over.' : undefined);
        }
        drawHead();
        drawTurn();
        drawBoard();
      } while (again);
    } catch (error) {
      showError(error);
    } finally {
      refreshing = false;
    }
  }

  // A move made on a stale view (ABORTED: the table moved on meanwhile) is sent again, silently,
  // if it is still among the legal commands at the new version; otherwise the player is asked to
  // choose again. Anything else is a refusal in words.
  async function submit(command) {
    let expected = state.legal?.version ?? state.version;
    let accepted = 0;
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const reply = await call('SubmitCommand', {
            matchId, token, command, expectedVersion: String(expected), commandId: randomId(),
          });
          showError(null);
          accepted = num(reply.version);
          offer(reply.legal, reply.version);
          if (attempt) page.dataset.retries = String(num(page.dataset.retries) + attempt);
          for (const event of reply.events || []) {
            if (seen.has(event.version)) continue;
            seen.add(event.version);
            board.onEvent?.(event, { viewer, live: true });
          }
          return;
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 'ABORTED' || attempt >= 4) throw error;
          const legal = await legalCommands(matchId, token);
          if (!legal.commands.some((c) => sameCommand(c, command))) {
            showError(new ApiError({ status: 'ABORTED', message: TABLE_MOVED_ON }, 409));
            return;
          }
          expected = legal.version;
        }
      }
    } catch (error) {
      showError(error);
    } finally {
      // An accepted move's events come on the stream with the view after them; ask only if they
      // are late (the stream reconnecting), or when the move was not accepted.
      if (!accepted) refresh();
      else setTimeout(() => state.version < accepted && refresh(), STREAM_GRACE_MS);
    }
  }

  const seen = new Set();
  function onEvent(event) {
    state.events.push(event);
    offer(event.legal, event.version);
    logEl.prepend(eventLine(event, { game: state.match.game, match: state.match, viewer, statics, view: state.view }));
    while (logEl.children.length > 200) logEl.lastChild.remove();
    if (!seen.has(event.version)) {
      seen.add(event.version);
      board.onEvent?.(event, { viewer, live: Date.now() - Date.parse(event.time) < 5000 });
    }
    // The delivery's last event brings the match and the view after it; an earlier one is
    // followed by it (a delivery without a game yet has no view: asked for instead).
    if (event.match && event.view) settle(event);
    else if (event.match) refresh();
  }

  drawHead();
  drawTurn();
  drawBoard();
  refresh();
  const stream = watch({ matchId, token, enrich: true, views: true }, {
    onEvent,
    onEnd: () => refresh(),
    onError: (error) => showError(error),
  });
  // The chat: a seat writes as "seat:<n>", a signed-in spectator as "player:<id>"; the creator
  // (who holds the first human seat) switches the spectators' channel.
  const firstHuman = (first.match.seats || []).find((s) => s.kind === 'SEAT_KIND_HUMAN');
  const me = playing ? `seat:${viewer}` : (player() ? `player:${player().playerId}` : '');
  const chat = mountChat(chatEl, { matchId, token, me, creator: playing && firstHuman && num(firstHuman.seat) === viewer });
  if (playing && first.match.spectators === 'SPECTATOR_POLICY_INVITE_ONLY') drawSpectatorLink(spectatorLinkEl, { matchId, token });

  async function readPresence() {
    try {
      const { match } = await call('GetMatch', { matchId });
      const now = new Map((match.seats || []).map((s) => [num(s.seat), s]));
      for (const s of state.match.seats || []) s.connected = Boolean(now.get(num(s.seat))?.connected);
      state.match.watchers = match.watchers || [];
      state.match.anonymousWatchers = match.anonymousWatchers || 0;
      drawTablePeople(peopleEl, state.match, viewer);
    } catch (error) {
      console.info('presence unavailable:', error.message);
    }
  }

  let ticks = 0;
  const ticker = setInterval(() => {
    if (!document.body.contains(page)) {
      clearInterval(ticker);
      attention.reset();
      stream.close();
      chat.close();
      rematch?.close();
      return;
    }
    drawTurn();
    if (ticks % PRESENCE_TICKS === 1) readPresence();
    // A safety net beside the stream: re-read the match every 15 s while it runs.
    ticks += 1;
    if (ticks % 30 === 0 && state.match.status !== 'MATCH_STATUS_FINISHED') refresh();
  }, 500);
}
