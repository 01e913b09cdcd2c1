// The result of a finished match (MatchInfo.result): winners, scores and ranks.
import { clear, h, num, seatDot, seatName } from './dom.js';

export function statusLabel(status) {
  return { MATCH_STATUS_WAITING: 'waiting', MATCH_STATUS_ACTIVE: 'active', MATCH_STATUS_FINISHED: 'finished' }[status] || status;
}

export function ordinal(n) {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] || 'th';
  return `${n}${suffix}`;
}

export function renderResult(el, match, info) {
  const result = match.result || {};
  const winners = (result.winners || []).map(num);
  const scores = (result.scores || []).map((s) => ({ seat: num(s.seat), score: num(s.score), rank: num(s.rank) }));
  // Best first; shared places read "2nd" for each (the server's ranks, 1st, 2nd, 2nd, 4th).
  const table = [...scores].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  el.dataset.winners = winners.join(',');
  el.dataset.scores = JSON.stringify(scores);
  clear(el,
    h('h3', null, 'Result'),
    h('p', { class: 'winners' }, winners.length
      ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.map((w) => seatName(match, w)).join(', ')}`
      : 'No winner.'),
    h('table', { class: 'scores' },
      h('tr', null, h('th', { scope: 'col' }, 'Place'), h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col' }, 'Score')),
      table.map((s) => h('tr', { class: winners.includes(s.seat) ? 'winner' : '', dataset: { seat: s.seat, rank: s.rank } },
        h('td', null, ordinal(s.rank)),
        h('td', null, seatDot(s.seat), seatName(match, s.seat)),
        h('td', null, s.score)))),
    h('p', null, h('a', { href: `#/replay/${encodeURIComponent(match.matchId)}` }, `Replay ${info?.title || ''} match`)));
}
