// The legal-move picker. Every legal command (from ListLegalCommands) is described by its game
// module as a list of steps ({key, label}) in the order a player decides them; the picker offers
// the distinct next steps of the commands still matching what was chosen, skips steps with a
// single choice, and submits as soon as one command is left. Boards may offer the same choices
// by clicking on the board (the options' keys name board things, e.g. "square:3,4").

import { h, clear } from './dom.js';

// A generic description: the oneof's name, then every leaf field as "path = value".
export function genericSteps(command) {
  const steps = [];
  const body = { ...command };
  delete body['@type'];
  for (const [kind, value] of Object.entries(body)) {
    steps.push({ key: `kind:${kind}`, label: kind });
    const walk = (obj, path) => {
      for (const [k, v] of Object.entries(obj || {})) {
        if (v && typeof v === 'object' && !Array.isArray(v)) walk(v, `${path}${k}.`);
        else steps.push({ key: `${path}${k}=${JSON.stringify(v)}`, label: `${path}${k}: ${Array.isArray(v) ? v.join(', ') || '—' : v}` });
      }
    };
    walk(value, '');
  }
  return steps;
}

export class Picker {
  constructor(root, { describe, submit, onChange }) {
    this.root = root;
    this.describe = describe || genericSteps;
    this.submit = submit;
    this.onChange = onChange || (() => {});
    this.entries = [];
    this.chosen = [];
    this.busy = false;
  }

  // `version`: the match version the commands are legal at. The same version again (a refresh
  // that found nothing new, such as the first event of a reconnected watch) keeps what the player
  // has chosen so far: a half-made move must survive a redraw.
  setCommands(commands, version) {
    if (version !== undefined && version === this.version && !this.busy && this.entries.length) {
      this.render();
      return;
    }
    this.version = version;
    this.entries = commands.map((command) => ({ command, steps: this.describe(command) }));
    this.chosen = [];
    this.busy = false;
    this.render();
  }

  clearCommands(message) {
    this.version = undefined;
    this.entries = [];
    this.chosen = [];
    this.busy = false;
    this.render(message);
  }

  candidates() {
    return this.entries.filter((entry) => this.chosen.every((choice, i) => (entry.steps[i]?.key ?? '∎') === choice.key));
  }

  // The options at the first level that offers a real choice (single-choice levels are taken).
  options() {
    let candidates = this.candidates();
    for (;;) {
      const depth = this.chosen.length;
      if (candidates.every((entry) => entry.steps.length <= depth)) {
        return [{ key: '∎', label: 'Confirm', count: candidates.length }];
      }
      const byKey = new Map();
      for (const entry of candidates) {
        const step = entry.steps[depth] || { key: '∎', label: 'confirm' };
        if (!byKey.has(step.key)) byKey.set(step.key, { ...step, count: 0 });
        byKey.get(step.key).count += 1;
      }
      if (byKey.size === 1 && candidates.length > 1) {
        const [only] = byKey.keys();
        this.chosen.push({ key: only, auto: true });
        candidates = candidates.filter((entry) => (entry.steps[depth]?.key || '∎') === only);
        continue;
      }
      return [...byKey.values()];
    }
  }

  choose(key) {
    if (this.busy) return;
    this.chosen.push({ key, auto: false });
    const left = this.candidates();
    if (left.length === 1 || (key === '∎' && left.length > 0)) {
      this.busy = true;
      this.render();
      this.submit(left[0].command);
      return;
    }
    this.render();
  }

  back() {
    const dropAutos = () => { while (this.chosen.length && this.chosen.at(-1).auto) this.chosen.pop(); };
    dropAutos();
    this.chosen.pop();
    dropAutos();
    this.render();
  }

  reset() {
    this.chosen = [];
    this.render();
  }

  path() {
    const first = this.candidates()[0];
    return this.chosen.map((choice, i) => first?.steps[i]?.label ?? choice.key);
  }

  render(message) {
    const options = this.entries.length && !this.busy ? this.options() : [];
    this.current = options;
    const total = this.entries.length;
    clear(
      this.root,
      h('h3', null, 'Your move'),
      total === 0 ? h('p', { class: 'muted' }, message || 'Waiting for the other seats.') : null,
      this.busy ? h('p', { class: 'muted' }, 'Sending…') : null,
      total > 0 && !this.busy
        ? [
            this.chosen.length
              ? h('div', { class: 'breadcrumb' }, this.path().map((label) => h('span', null, label)))
              : null,
            h(
              'div',
              { class: 'options' },
              options.map((option) =>
                h(
                  'button',
                  {
                    class: 'option',
                    type: 'button',
                    dataset: { key: option.key },
                    onclick: () => this.choose(option.key),
                  },
                  option.label,
                ),
              ),
            ),
            this.chosen.some((choice) => !choice.auto)
              ? h('div', { class: 'row' },
                  h('button', { type: 'button', class: 'secondary', onclick: () => this.back() }, '← Back'),
                  h('button', { type: 'button', class: 'secondary', onclick: () => this.reset() }, 'Start over'))
              : null,
          ]
        : null,
    );
    this.onChange();
  }
}
