// The generic board, for any game without its own module (games/index.js): the view as readable
// fields (nested messages as nested lists, lists of messages as tables), and the legal commands
// the picker offers as buttons right on the board. So a new game is playable in the browser
// from its proto alone; a board module only makes it prettier.
import { h, clear } from '../dom.js';
import { genericSteps } from '../picker.js';

// "ownLimit" -> "own limit": the JSON mapping's lowerCamelCase, read aloud.
const words = (key) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

const isMessage = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

function scalar(value) {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

function table(rows) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key !== '@type');
  return h('table', { class: 'view-table' },
    h('thead', null, h('tr', null, columns.map((key) => h('th', null, words(key))))),
    h('tbody', null, rows.map((row) => h('tr', null, columns.map((key) => h('td', null, value(row[key])))))));
}

function value(item) {
  if (Array.isArray(item)) {
    if (item.length === 0) return h('span', { class: 'muted' }, 'none');
    if (item.every(isMessage)) return table(item);
    return item.map(scalar).join(', ');
  }
  if (isMessage(item)) return fields(item);
  return scalar(item);
}

// One <dl> per message: a row per field, in the order the view sends them.
function fields(message) {
  return h('dl', { class: 'view-fields' },
    Object.entries(message)
      .filter(([key]) => key !== '@type')
      .map(([key, item]) => [
        h('dt', null, words(key)),
        h('dd', { dataset: { field: key } }, value(item)),
      ]));
}

export default {
  steps: (command) => genericSteps(command),
  render(el, view, ctx = {}) {
    const options = ctx.options || [];
    clear(el,
      h('div', { class: 'generic-board' },
        fields(view || {}),
        options.length
          ? h('div', { class: 'generic-moves' },
            h('h4', null, 'Moves'),
            options.map((option) => h('button', {
              type: 'button',
              class: 'generic-option',
              dataset: { key: option.key },
              onclick: () => ctx.pick(option.key),
            }, option.label)))
          : null));
  },
};
