// Replay: any match stepped or scrubbed version by version (GetHistory up to a version gives the
// public view then), with the audit verdict (GetAudit).

import { call, games } from './api.js';
import { clear, h, num, setPalette } from './dom.js';
import { eventLine } from './events.js';
import { boardFor } from './games/index.js';
import { renderResult } from './result.js';
import { animateMoves, positions } from './motion.js';

export async function showReplay(root, matchId) {
  const { match } = await call('GetMatch', { matchId });
  const info = (await games())[match.game];
  const board = boardFor(match.game);
  setPalette(board.palette?.(info?.staticData || {}));
  const last = num(match.version);
  let current = 1;
  let loading = null;

  const slider = h('input', { type: 'range', id: 'replay-slider', min: 1, max: last, value: 1, step: 1, 'aria-label': 'Position in the replay' });
  const versionEl = h('span', { id: 'replay-version', 'aria-live': 'polite', dataset: { version: 0, last } });
  const boardEl = h('div', { id: 'board', class: 'board' });
  const logEl = h('ol', { id: 'log', class: 'log', reversed: true, tabindex: 0, 'aria-label': 'What happened up to here, latest first' });
  const auditEl = h('div', { id: 'audit', class: 'audit' }, 'Auditing…');
  const resultEl = h('div', { id: 'result' });
  const errorEl = h('div', { id: 'error', class: 'error', hidden: true });
  let timer = null;

  async function show(version) {
    current = Math.max(1, Math.min(last, version));
    slider.value = current;
    const request = { matchId, toVersion: String(current) };
    const pending = call('GetHistory', request);
    loading = pending;
    try {
      const history = await pending;
      if (loading !== pending) return;
      versionEl.dataset.version = num(history.version);
      versionEl.textContent = `move ${num(history.version)} of ${last}`;
      const before = boardEl.firstChild ? positions(boardEl) : null;
      board.render(boardEl, history.view, replayContext(info, history.match));
      animateMoves(boardEl, before);
      // No spoilers: the result shows only once the replay reaches the end.
      if (num(history.version) >= last && match.status === 'MATCH_STATUS_FINISHED') renderResult(resultEl, match, info);
      else {
        clear(resultEl);
        delete resultEl.dataset.winners;
        delete resultEl.dataset.scores;
      }
      clear(logEl, [...(history.events || [])].reverse().slice(0, 60).map((e) => eventLine(e, { game: match.game, match: history.match, viewer: null, statics: info?.staticData || {}, view: history.view })));
      errorEl.hidden = true;
    } catch (error) {
      errorEl.hidden = false;
      errorEl.textContent = error.describe ? error.describe() : String(error);
    }
  }

  function play() {
    if (timer) {
      clearInterval(timer);
      timer = null;
      playButton.textContent = '▶ Play';
      return;
    }
    if (current >= last) show(1);
    playButton.textContent = '■ Pause';
    timer = setInterval(() => {
      if (current >= last || !document.body.contains(slider)) {
        clearInterval(timer);
        timer = null;
        playButton.textContent = '▶ Play';
        return;
      }
      show(current + 1);
    }, 400);
  }

  const button = (id, label, action) => h('button', { type: 'button', id, class: 'secondary', onclick: action }, label);
  const playButton = button('replay-play', '▶ Play', play);
  slider.addEventListener('input', () => show(num(slider.value)));
  clear(root, h('section', { class: 'match replay', id: 'replay', dataset: { matchId } },
    h('div', { class: 'match-head' }, h('h2', null, `Replay: ${info?.title || match.game}`),
      h('span', { class: 'muted' }, ` ${matchId} · `), h('a', { href: `#/watch/${encodeURIComponent(matchId)}` }, 'live view')),
    h('div', { class: 'replay-controls' },
      button('replay-first', '|◀ First', () => show(1)),
      button('replay-prev', '◀ Step', () => show(current - 1)),
      playButton,
      button('replay-next', 'Step ▶', () => show(current + 1)),
      button('replay-last', 'Last ▶|', () => show(last)),
      slider, versionEl),
    auditEl,
    h('div', { class: 'match-body' }, boardEl,
      h('aside', { class: 'side' }, errorEl, resultEl, h('details', { open: true }, h('summary', null, 'Events up to here'), logEl)))));
  // A replay starts at the beginning: the result is for the end (no spoilers).
  show(1);
  try {
    const { report } = await call('GetAudit', { matchId });
    auditEl.dataset.ok = String(Boolean(report.ok));
    auditEl.className = `audit ${report.ok ? 'ok' : 'bad'}`;
    clear(auditEl,
      h('strong', null, report.ok ? 'Audit passed' : 'Audit FAILED'), ': ',
      `${num(report.eventsChecked)} events checked, ${num(report.commandsReplayed)} commands re-derived from the seed`,
      report.finished ? ', the log ends with the match' : ', the match is not over',
      report.ok ? '' : ` — first bad version ${num(report.firstBadVersion)}: ${report.reason}`);
  } catch (error) {
    auditEl.dataset.ok = 'error';
    auditEl.textContent = `Audit unavailable: ${error.describe ? error.describe() : error}`;
  }
}

// A board's context on the replay: nothing to choose, nothing to explain.
function replayContext(info, match) {
  return {
    info, statics: info?.staticData || {}, match, viewer: null, mode: 'replay',
    options: [], commands: [], chosen: () => [], autoChosen: () => [], pick: () => {}, pickPath: () => false, back: () => {},
    why: (commands) => Promise.resolve(commands.map(() => null)), hint: () => {}, redraw: () => {},
  };
}
