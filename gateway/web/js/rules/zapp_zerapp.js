// Zapp Zerapp for players (from shared/rules/zapp_zerapp.md; rulings in docs/rules/zapp_zerapp.md).
export default {
  summary: 'Shake the magic cans, listen, and pick the one whose rattle matches the dice — then race your apprentices around the valley to your city.',
  sections: [
    ['Goal', ['Be the first to bring all three of your apprentices home to your city.']],
    ['Each round: listen, choose, move', [
      'Two dice give the magic number. Thirteen cans hold 1 to 13 pieces: the fuller the can, the more it rattles.',
      'Everyone at once: pick up cans (two at most), shake them and listen, put them back, and choose one before time runs out. Only you hear your shakes, and cans are told apart by ear only: the page never shows how a can sounded.',
      'The chosen cans are opened. Everyone whose number is not above the magic number moves, highest number first: exactly that many steps with one apprentice, clockwise, stopping at its own city.',
      'Opponents on any space you pass or land on are sent back to their start — except on their own colour.',
    ]],
    ['Carry variant', ['If chosen for the match, the white spaces carry two tower colours: apprentices shown there are safe and can be carried along by an apprentice of a shown colour passing by.']],
    ['Playing without sound', ['“Show each shake as motion” shakes the drawn can with every click of the rattle, as strong as it is loud: the same clues as the sound, no more. Volume and mute are next to the cans.']],
  ],
};
