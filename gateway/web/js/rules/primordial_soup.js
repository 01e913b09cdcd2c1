// Primordial Soup for players (from shared/rules/primordial_soup.md; rulings in docs/rules/primordial_soup.md).
export default {
  summary: 'Steer your amoebas through the soup, eat the others’ leftovers, divide, and evolve genes — before the ozone layer makes your mutations a burden.',
  sections: [
    ['Goal', ['Your marker moves up the score track every round for the amoebas you have in the soup and the genes you hold. The game ends after a round in which a marker reached 42, or the last environment card was turned: the marker furthest along wins.']],
    ['A round in six phases', [
      'Movement and feeding: each amoeba drifts with the current for free, or swims actively for 1 BP (a die picks the direction), then must eat three cubes of other colours on its space and leaves two of its own. An amoeba that cannot eat takes a damage point.',
      'Environment: a new card sets the current and the ozone layer. Genes whose mutation values add up to more than the ozone cost you genes or BP.',
      'Genes: buy genes with BP; each changes how your amoebas move, eat or fight.',
      'Division: receive 10 BP and place new amoebas next to your own for 6 BP each.',
      'Deaths: an amoeba with two damage points dies and leaves food behind. Players with Aggression may attack.',
      'Scoring: move your marker.',
    ]],
    ['On this page', ['The list beside the board says what the soup is waiting for; the spaces and amoebas you may choose light up on the board and can be clicked.']],
  ],
};
