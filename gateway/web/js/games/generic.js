// The fallback board: the view as an indented tree (for games without their own board module).
import { h, clear } from '../dom.js';
import { genericSteps } from '../picker.js';

export default {
  steps: (command) => genericSteps(command),
  render(el, view) {
    clear(el, h('pre', { class: 'view-json' }, JSON.stringify(view, null, 1)));
  },
};
