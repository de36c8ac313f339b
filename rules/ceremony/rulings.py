"""Our rulings where the expansion's text (and its missing base game) is silent or ambiguous.

Each entry: (section, question, ruling, test name); every test exists in tests/rules/ceremony/
(a meta-test checks it). RULES.md ends with this list, generated:
    python -m rules.ceremony.rulings        (rewrites the "## Rulings" section of RULES.md)
Sections: B1-B11 the authored base duel, E1-E8 the expansion (RULES.md).
"""
from __future__ import annotations

from rules.core.rulings import Ruling, render

RULINGS: list[Ruling] = [
    ("E1", "Do dwarves also have only one wound location?",
     "Yes: 'all helpers have only ONE location' includes them; the parenthesis treats dwarves "
     "as warriors for binding, shooting and reach only. All their armour covers that location.",
     "test_e1_helpers_have_one_wound_location"),
    ("E1", "Are non-dwarf helpers themselves bound by the warriors they touch?",
     "No: binding is between warriors (gladiators and dwarves); a dog walks away freely.",
     "test_e1_non_dwarf_helpers_are_not_bound_either"),
    ("E2", "May anything interrupt a helper's ORDERed actions?",
     "No, they come 'one after another': nobody else acts until they are done (only the DODGE "
     "decision of a figure it hits). Its controller may give up the rest (end_sequence).",
     "test_e2_order_costs_an_offensive_point_and_a_psyche_test_success_gives_three_in_a_row"),
    ("E2", "In an ordinary duel, who may ORDER the beast?",
     "Either gladiator, once per round in total; it waits on the trapdoor at the start and "
     "attacks anyone. Its DODGE and hourglass belong to whoever ordered it this round.",
     "test_e2_orders_go_to_own_helpers_and_the_beast_only"),
    ("E3", "How can a helper DODGE, when its actions come only with an ORDER?",
     "With its kept-back action: a helper hit while holding an hourglass may spend it on the "
     "DODGE (its controller decides). Without one it cannot dodge.",
     "test_e3_a_dog_dodges_with_its_kept_back_action_after_being_hit"),
    ("E3", "How many hourglasses may a helper hold?",
     "One at a time ('one of the helper's actions may be kept back'); gladiators likewise.",
     "test_e3_wait_marks_an_hourglass_used_any_time_in_the_round_and_lost_at_its_end"),
    ("E3", "RUN across a trap?",
     "The sprung trap stops the runner on its square.",
     "test_e3_a_trap_stops_a_running_dog"),
    ("E4", "SHOVE: 'a test against the difference of STRENGTH, +3' - which way round?",
     "A d10 at most (the ape-man's STRENGTH - the target's) + 3. The target goes straight away "
     "from him up to 2 squares, stopping at the edge or a figure; traps on the way spring. A "
     "shove is not a hit: no DODGE.",
     "test_e4_the_ape_man_cannot_run_and_shoves_two_squares_on_the_strength_difference_plus_three"),
    ("E5", "Dwarves' armour 'in any combination'?",
     "Any set of leather, chain and plate, each at most once; their protections add on the one "
     "location and their weights count for carrying (+2 with a two-handed weapon).",
     "test_e6_dwarf_armour_in_any_combination_and_two_hands_add_two_to_carrying"),
    ("E5", "Dwarves hired in an ordinary duel?",
     "The hiring gladiator pays the hire (dogs 3 ZK, dwarves 2 ZK) and the dwarf's weapon and "
     "armour cards from his own 20 ZK; helpers take start squares on his edge after the gladiators.",
     "test_e5_dwarf_equipment_is_paid_by_the_hiring_player_within_his_budget"),
    ("E6", "Does the beast the Master fields lower his PSYCHE?",
     "No. The Polish text ties the value to 'the creatures controlled by him' (the English says "
     "'every ally token'); the beast is not his to ORDER, so it does not count.",
     "test_e6_the_master_fields_the_beast_but_cannot_order_it"),
    ("E6", "Who ORDERs the beast the Master fields?",
     "The gladiators, with an ORDER (an offensive point and their PSYCHE test), once per round in "
     "total. The Master only INTRODUCEs it and may RESURRECT it.",
     "test_e6_the_master_fields_the_beast_but_cannot_order_it"),
    ("E6", "What does a failed PSYCHE test do to each Master action?",
     "ORDER and COERCION: the ally acts once instead of three times (the ORDER rule); "
     "INTRODUCTION: the ally stays in his pool; RESURRECTION: it dies for good (the text). "
     "The points are spent either way.",
     "test_e6_introduction_on_a_free_square_by_the_gate_the_trapdoor_or_the_grate"),
    ("E6", "DESPAIR's +1 when the Master orders her?",
     "Applies to every ORDER and COERCION test given to her, the Master's too.",
     "test_e6_despair_is_easier_to_order_for_the_master_too"),
    ("E6", "Is using a helper's hourglass, or deciding its DODGE, a Master action?",
     "No: it is the helper's own kept-back action, with no point and no test; it may come at any "
     "moment, right after a Master action too.",
     "test_e6_a_helpers_hourglass_is_not_a_master_action"),
    ("E6", "What separates two Master actions, and what opens the round?",
     "An action a gladiator takes with a point or an hourglass; DODGE decisions do not count.",
     "test_e6_the_master_never_takes_two_actions_in_a_row"),
    ("E6", "How does the Master act 'at any moment between the players' moves'?",
     "Whenever he may act, his seat is among the seats to act together with the gladiator whose "
     "turn it is; whoever acts first goes first (a hot-seat table asks the Master before each "
     "gladiator action). Once the gladiators' last action is taken the round is over for him.",
     "test_e6_the_master_never_starts_a_round"),
    ("E6", "Can a COERCION bring more than 3 markers?",
     "Yes: each COERCION adds 2 markers, also on an ally already carrying 3.",
     "test_e6_coercion_costs_two_points_and_works_on_an_ally_with_three_markers"),
    ("E7", "Which wounds are the Master's crystals?",
     "Every wound (ordinary, critical or mortal) a gladiator takes from the Master's helpers, the "
     "beast he fields, or his traps; never a gladiator's blow.",
     "test_e7_wounds_from_the_masters_creatures_and_traps_are_crystals_not_a_gladiators"),
    ("E7", "Does the killing wound count towards the 10 crystals?",
     "No: 'inflict 10 wounds and THEN kill': the 10 must be on the wheel before the fatal wound.",
     "test_e7_a_kill_before_ten_crystals_gives_the_surviving_gladiator_the_win"),
    ("E7", "A gladiator killed by the beast, a trap or a helper?",
     "Not 'by his own hand': the Master's kill. He wins with 10 crystals before it, else the "
     "surviving gladiator wins.",
     "test_e7_ten_crystals_and_then_a_kill_win_for_the_master"),
    ("E7", "Time runs out in the Master's game?",
     "Still exactly one winner: the gladiator with fewer wounds; equal wounds: the Master (the "
     "spectacle stayed undecided).",
     "test_e7_when_time_runs_out_exactly_one_wins"),
    ("E8", "Who lays a pair's traps, and who knows them?",
     "The gladiator of the pair with the higher PSYCHE (the first seat on a tie) lays them for "
     "that PSYCHE; a hidden trap is known only to the one who laid it, not to his partner.",
     "test_e8_a_trap_is_known_only_to_the_gladiator_who_laid_it"),
    ("E8", "Master, helpers or a beast in the death eliminations?",
     "None: the text describes four gladiators only.",
     "test_e8_no_helpers_or_beast_in_the_eliminations"),
    ("E3", "'Used at any moment of the round': how does an hourglass interrupt?",
     "Its owner's seat is among the seats to act at every moment of the round outside a helper's "
     "ordered sequence and a pending DODGE; using it does not pass the turn.",
     "test_b10_wait_keeps_an_action_as_an_hourglass_for_any_moment_of_the_round"),
    ("B4", "May two hidden traps share a square?",
     "Yes: a placer knows only his own traps (refusing the square would reveal the other's), so "
     "both spring on whoever enters.",
     "test_b4_two_hidden_traps_may_share_a_square"),
    ("B7", "When does reach call for the test?",
     "When a warrior steps from outside the enemy's reach to a square next to him; one test, "
     "failing keeps him where he was and the point is spent.",
     "test_b7_approaching_a_reach_weapon_needs_an_agility_test"),
    ("B9", "A location has 4 wound boxes: what does a wound do when all 4 are marked?",
     "It is MORTAL: there is no box to mark it in, the location is destroyed. (Otherwise a "
     "gladiator could take critical wounds without end and fight on at -6 to every test.)",
     "test_b9_a_wound_on_a_location_whose_four_boxes_are_full_is_mortal"),
    ("B9", "How many wound boxes has a location (the base game is not in the text)?",
     "Four (authored; three until 2026-12-04). The Master wins with 10 crystals and THEN a kill "
     "(E7), so the gladiators must be able to take more than 10 wounds between them: with three "
     "boxes they killed each other first and the Master won 7% of games with three normal "
     "computer seats; with four, 27.2% of 400 (`main.py simulate --ruleset ceremony --seats "
     "ai:normal,ai:normal,ai:normal --games 400 --seed 1`, the 'wins by seat' line), inside "
     "the 25-40% a three-player game needs; five boxes gave him 44.5% (200 games).",
     "test_b9_a_wound_on_a_location_whose_four_boxes_are_full_is_mortal"),
    ("B4", "What do the others know of a hidden trap?",
     "That it was laid (how many each seat laid is public), not where nor which kind: the "
     "PSYCHE left to buy traps with is in its placer's view only.",
     "test_b4_others_see_how_many_traps_were_laid_not_where_nor_which"),
    ("E6", "Are the Master's pool of helpers and his dwarves' equipment secret?",
     "No: the text hides nothing but the traps (the helper cards are 'his alone' to use, not "
     "hidden); every seat's view shows the pool, the dwarves' kits and who is on the board.",
     "test_e6_the_masters_pool_and_dwarves_kits_are_on_the_table"),
    ("E6", "The Master 'may act at any moment': how does he decline a moment?",
     "With a `pass` (no point, no test, no event): he is not asked again until the next action "
     "is taken. An hourglass held out of turn is declined the same way (B10); the gladiator who "
     "alone must act now cannot pass.",
     "test_e6_the_master_may_let_a_moment_pass_and_is_asked_again_after_the_next_action"),
    ("E8", "How does 'the pair decides which of its gladiators uses an action' work at a table?",
     "Both gladiators of the pair on turn may act; one may `pass` to leave the action to his "
     "partner (the last one who could act may not pass).",
     "test_e8_the_pair_on_turn_chooses_which_gladiator_acts_by_passing"),
]


def markdown() -> str:
    return render(RULINGS, "Rulings",
                  "Generated from rules/ceremony/rulings.py "
                  "(`python -m rules.ceremony.rulings`); each ruling names the test that "
                  "pins it down.", level=2)


def update_rules_md() -> None:
    from pathlib import Path
    path = Path(__file__).with_name("RULES.md")
    text = path.read_text()
    head = text[: text.index("## Rulings")] if "## Rulings" in text else text
    path.write_text(head + markdown())


if __name__ == "__main__":
    update_rules_md()
