// A player's profile (#/profile/<name>): avatar, name, member since, their rating in each game
// (Players.GetRatings) with its history drawn as a small line chart (Players.GetRatingHistory; the
// numbers also in a table for screen readers), and their recent finished matches
// (Players.SearchMatches) with the outcome and a link to each replay.

import { games, players } from './api.js';
import { clear, h, num, s } from './dom.js';
import { avatar, playerLink } from './people.js';
import { refusal } from './refusals.js';
import { player } from './session.js';
import { dateWords, gameTitle } from './home.js';

const RECENT = 5;
const HISTORY = 50;

// Ratings are shown as players read them: one decimal.
export const ratingWords = (value) => (Math.round(Number(value || 0) * 10) / 10).toFixed(1);

export async function showProfile(page, name) {
  let profile;
  try {
    profile = (await players('GetProfile', { name })).player;
  } catch (error) {
    if (error.status !== 'NOT_FOUND') throw error;
    clear(page, h('section', { class: 'profile', id: 'profile-missing' },
      h('h1', null, 'No such player'),
      h('p', { role: 'alert' }, `No player is called “${name}”. Check the spelling, or find people on the `,
        h('a', { href: '#/leaderboard' }, 'leaderboards'), '.')));
    return;
  }
  const catalogue = await games().catch(() => ({}));
  const me = player();
  const isMe = me && me.playerId === profile.playerId;
  const ratingsEl = h('div', { id: 'ratings' }, h('p', { class: 'muted' }, 'Loading ratings…'));
  const recentEl = h('div', { id: 'recent-matches' }, h('p', { class: 'muted' }, 'Loading recent matches…'));
  const shown = profile.displayName || profile.name;

  clear(page, h('div', { class: 'profile', id: 'profile', dataset: { player: profile.name } },
    h('div', { class: 'profile-head' },
      avatar(profile, 72),
      h('div', null,
        h('h1', { id: 'profile-name' }, shown),
        shown !== profile.name ? h('p', { class: 'muted' }, `@${profile.name}`) : null,
        h('p', { class: 'muted', id: 'member-since' },
          profile.kind === 'PLAYER_KIND_GUEST' ? 'Guest' : 'Member',
          profile.memberSince ? ` since ${dateWords(profile.memberSince)}` : ''),
        isMe ? h('p', { class: 'small' }, 'This is you. ', h('a', { href: '#/home' }, 'Your home'), ' · ',
          h('a', { href: '#/account' }, 'your account')) : null)),
    h('section', { class: 'home-card', 'aria-labelledby': 'ratings-title' },
      h('h2', { id: 'ratings-title' }, 'Ratings'), ratingsEl),
    h('section', { class: 'home-card', 'aria-labelledby': 'recent-title' },
      h('h2', { id: 'recent-title' }, 'Recent matches'), recentEl)));

  await Promise.all([
    drawRatings(ratingsEl, profile, catalogue),
    drawRecent(recentEl, profile, catalogue),
  ]);
}

async function drawRatings(el, profile, catalogue) {
  let ratings;
  try {
    ratings = (await players('GetRatings', { player: profile.name })).ratings || [];
  } catch (error) {
    console.warn(error);
    clear(el, h('p', { class: 'error' }, `The ratings could not be read: ${refusal(error)}`));
    return;
  }
  if (!ratings.length) {
    clear(el, h('p', { class: 'muted', id: 'no-ratings' },
      `${profile.displayName || profile.name} has not finished a rated match yet.`));
    return;
  }
  ratings.sort((a, b) => num(b.matches) - num(a.matches));
  const cards = ratings.map((rating) => {
    const chart = h('div', { class: 'rating-history' }, h('p', { class: 'muted small' }, 'Loading the history…'));
    const title = gameTitle(catalogue, rating.game);
    const card = h('article', { class: 'rating', dataset: { game: rating.game } },
      h('h3', null, h('a', { href: `#/leaderboard/${encodeURIComponent(rating.game)}` }, title)),
      h('p', { class: 'rating-now' },
        h('span', { class: 'rating-value' }, ratingWords(rating.ordinal)),
        h('span', { class: 'muted small' },
          ` after ${num(rating.matches)} rated ${num(rating.matches) === 1 ? 'match' : 'matches'}`,
          rating.updatedAt ? `, last ${dateWords(rating.updatedAt)}` : '')),
      chart);
    drawHistory(chart, profile, rating.game, title);
    return card;
  });
  clear(el, h('p', { class: 'muted small' },
    'A rating is a cautious estimate of skill (skill minus three times its uncertainty): it rises as you play and win.'),
  h('div', { class: 'ratings' }, cards));
}

// The history of one game's rating: a line chart (oldest left) with a title and description for
// assistive technology, and the same numbers in a visually hidden table.
async function drawHistory(el, profile, game, title) {
  let changes;
  try {
    changes = (await players('GetRatingHistory', { player: profile.name, game, pageSize: HISTORY })).changes || [];
  } catch (error) {
    console.warn(error);
    clear(el, h('p', { class: 'error small' }, `The history could not be read: ${refusal(error)}`));
    return;
  }
  if (!changes.length) {
    clear(el, h('p', { class: 'muted small' }, 'No history yet.'));
    return;
  }
  const points = changes.slice().reverse(); // oldest first
  // The line starts from the rating before the oldest match shown (mu - 3 sigma, as shown).
  const oldest = points[0];
  const before = Number(oldest.muBefore || 0) - 3 * Number(oldest.sigmaBefore || 0);
  const values = [before, ...points.map((c) => Number(c.rating?.ordinal || 0))];
  const base = `history-${game}`;
  const count = `${points.length} rated ${points.length === 1 ? 'match' : 'matches'}`;
  clear(el,
    lineChart(values, `${base}-title`, `${base}-desc`,
      `${title}: rating after each rated match`,
      `${count}: from ${ratingWords(before)} before the first to ${ratingWords(values[values.length - 1])} now.`),
    // (A table ignores a 1 px width: the wrapper is what is hidden.)
    h('div', { class: 'visually-hidden' }, h('table', { class: 'history-table' },
      h('caption', null, `${title}: rating after each rated match, oldest first (${ratingWords(before)} before the first)`),
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Finished'), h('th', { scope: 'col' }, 'Place'),
        h('th', { scope: 'col' }, 'Rating'))),
      h('tbody', null, points.map((c) => h('tr', null,
        h('td', null, dateWords(c.finishedAt)),
        h('td', null, `${num(c.rank)} of ${num(c.seats)}`),
        h('td', null, ratingWords(c.rating?.ordinal))))))));
}

// A small SVG line chart of `values` (the starting rating, then one point per match), scaled to
// its own range, with the highest and lowest values written at the left.
function lineChart(values, titleId, descId, titleText, descText) {
  const width = 300;
  const height = 100;
  const left = 36;
  const pad = 10;
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high - low < 1) {
    low -= 0.5;
    high += 0.5;
  }
  const x = (i) => left + (i * (width - left - pad)) / Math.max(values.length - 1, 1);
  const y = (v) => height - pad - ((v - low) * (height - 2 * pad)) / (high - low);
  const path = values.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return s('svg', {
    class: 'history-chart', viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-labelledby': `${titleId} ${descId}`,
  },
  s('title', { id: titleId }, titleText),
  s('desc', { id: descId }, descText),
  s('line', { class: 'axis', x1: left, y1: height - pad, x2: width - pad, y2: height - pad }),
  s('text', { class: 'label', x: 2, y: pad + 4 }, ratingWords(high)),
  s('text', { class: 'label', x: 2, y: height - pad }, ratingWords(low)),
  s('path', { class: 'line', d: path, fill: 'none' }),
  values.map((v, i) => s('circle', { class: i ? 'point' : 'point start', cx: x(i).toFixed(1), cy: y(v).toFixed(1), r: 3.5 })));
}

const OUTCOMES = {
  MATCH_OUTCOME_WON: ['won', 'Won'],
  MATCH_OUTCOME_LOST: ['lost', 'Lost'],
  MATCH_OUTCOME_DRAWN: ['drawn', 'Draw'],
};

async function drawRecent(el, profile, catalogue) {
  let matches;
  try {
    matches = (await players('SearchMatches', { player: profile.name, pageSize: RECENT })).matches || [];
  } catch (error) {
    console.warn(error);
    clear(el, h('p', { class: 'error' }, `The matches could not be read: ${refusal(error)}`));
    return;
  }
  if (!matches.length) {
    clear(el, h('p', { class: 'muted', id: 'no-recent' }, 'No finished match yet.'));
    return;
  }
  const key = profile.name.toLowerCase();
  clear(el, h('ul', { class: 'recent-matches' }, matches.map((match) => {
    const seats = match.seats || [];
    const own = seats.find((seat) => (seat.player || '').toLowerCase() === key);
    const [outcomeClass, outcomeText] = OUTCOMES[own?.outcome] || ['', 'Finished'];
    const others = seats.filter((seat) => seat !== own).map((seat) =>
      seat.player ? playerLink(seat.player) : (seat.name || (seat.kind === 'SEAT_KIND_BOT' ? 'a bot' : `player ${num(seat.seat) + 1}`)));
    const againstWords = [];
    others.forEach((who, i) => {
      if (i) againstWords.push(i === others.length - 1 ? ' and ' : ', ');
      againstWords.push(who);
    });
    return h('li', { class: 'recent-match', dataset: { matchId: match.matchId } },
      h('span', { class: ['outcome', outcomeClass] }, outcomeText),
      h('span', { class: 'recent-what' },
        h('strong', null, gameTitle(catalogue, match.game)),
        others.length ? [' against ', againstWords] : '',
        h('span', { class: 'muted small' }, ` · ${dateWords(match.finishedAt)}`)),
      h('a', { class: 'replay-link', href: `#/replay/${encodeURIComponent(match.matchId)}` },
        h('span', { class: 'visually-hidden' }, `${gameTitle(catalogue, match.game)}: `), 'Replay'));
  })),
  h('p', { class: 'small' }, h('a', { href: `#/finished?player=${encodeURIComponent(profile.name)}` }, 'All their finished matches')));
}
