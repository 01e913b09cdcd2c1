// The result of a finished match (MatchInfo.result): winners, scores and ranks.
import { clear, h, num, seatColour, seatName } from './dom.js';

export function statusLabel(status) {
  return { MATCH_STATUS_WAITING: 'waiting', MATCH_STATUS_ACTIVE: 'active', MATCH_STATUS_FINISHED: 'finished' }[status] || status;
}

export function renderResult(el, match, info) {
  const result = match.result || {};
  const winners = (result.winners || []).map(num);
  const scores = (result.scores || []).map((s) => ({ seat: num(s.seat), score: num(s.score), rank: num(s.rank) }));
  el.dataset.winners = winners.join(',');
  el.dataset.scores = JSON.stringify(scores);
  clear(el,
    h('h3', null, 'Result'),
    h('p', { class: 'winners' }, winners.length
      ? `Winner${winners.length > 1 ? 's' : ''}: ${winners.map((w) => seatName(match, w)).join(', ')}`
      : 'No winner.'),
    h('table', { class: 'scores' },
      h('tr', null, h('th', null, 'Seat'), h('th', null, 'Score'), h('th', null, 'Rank')),
      scores.map((s) => h('tr', { class: winners.includes(s.seat) ? 'winner' : '' },
        h('td', null, h('span', { class: 'dot', style: { background: seatColour(s.seat) } }), seatName(match, s.seat)),
        h('td', null, s.score),
        h('td', null, s.rank)))),
    h('p', null, h('a', { href: `#/replay/${encodeURIComponent(match.matchId)}` }, `Replay ${info?.title || ''} match`)));
}
