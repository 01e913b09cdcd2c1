// The rules for players of one game (#/rules/<game>), from js/rules/<game>.js, linked from the
// lobby's game cards and from every table.
import { games } from './api.js';
import { clear, h } from './dom.js';
import { boardFor } from './games/index.js';
import { rulesFor } from './rules/index.js';

export function rulesLink(game, label = 'How to play') {
  if (!rulesFor(game)) return null;
  return h('a', { href: `#/rules/${encodeURIComponent(game)}`, class: 'rules-link', target: '_blank', rel: 'noopener' }, label);
}

// The rules illustrated with the table's own drawings (each board module's illustrations()).
function figures(game, info) {
  const drawn = boardFor(game).illustrations?.(info?.staticData || {});
  if (!drawn?.figures?.length) return null;
  return h('section', { class: 'figures' }, h('h3', null, 'What you will see on the table'),
    drawn.figures.map((figure) => h('figure', null, figure.el, h('figcaption', null, figure.caption))));
}

export async function showRules(root, game) {
  const info = (await games())[game];
  const rules = rulesFor(game);
  document.title = `${info?.title || game}: how to play — Ludus`;
  if (!rules) {
    clear(root, h('p', null, 'There are no rules for players of this game yet.'), h('p', null, h('a', { href: '#/' }, 'Back to the lobby')));
    return;
  }
  clear(root, h('article', { class: 'rules', id: 'rules', dataset: { game } },
    h('h2', null, `${info?.title || game}: how to play`),
    h('p', { class: 'lead' }, rules.summary),
    rules.sections.map(([heading, items]) => h('section', null, h('h3', null, heading), h('ul', null, items.map((item) => h('li', null, item))))),
    figures(game, info),
    h('p', null, h('a', { href: '#/' }, 'Back to the lobby'))));
}
