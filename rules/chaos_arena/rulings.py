"""Our rulings where the Chaos Arena rulebook is silent, ambiguous or leaves data out.

Each entry: (section, question, ruling, test name). Every ruling has a test of that name in
tests/rules/chaos_arena/ (a meta-test checks it), and RULINGS.md is generated from this list:
    python -m rules.chaos_arena.rulings > rules/chaos_arena/RULINGS.md
"""
from __future__ import annotations

from rules.core.rulings import Ruling, render

RULINGS: list[Ruling] = [
    ("1", "The board diagram is not in our text: what does the Arena look like?",
     "An authored hexagon of radius 7 (arenas/chaos-arena.json, authored: true) with every "
     "terrain kind, point-symmetric so neither side is favoured. Custom boards load from the same "
     "JSON (\"grid\": \"hex\", start_areas good/evil name the teleportals).",
     "test_1_the_arena_has_every_terrain_kind_and_is_authored"),
    ("1", "Are walls drawn on hex edges or whole hexes?",
     "Whole wall hexes ('W'): nobody stands on, walks or lands on them; two characters with a wall "
     "between are never touching, so they cannot fight across it; arrows fly over them.",
     "test_4b_walls_stand_between_so_no_fight_across_them"),
    ("1", "Do the Octo Altars and the Random Movement Indicator change movement?",
     "No: they are printed on the board; their hexes are open ground.",
     "test_1_altars_and_the_indicator_are_open_ground"),
    ("4B", "The Swamp line of the Movement Table says '1-3 drown' and '1-4 survive': which?",
     "The body text: off the path a roll of 1-3 drowns, 4-6 survives; Scouts drown only on a 1.",
     "test_4b_off_the_swamp_path_a_roll_of_1_to_3_drowns"),
    ("4B", "When is the swamp roll made?",
     "Each time a character enters a swamp hex off the path (and when random movement or "
     "teleportation lands him there). Walking along the path never rolls.",
     "test_4b_a_roll_for_each_off_path_swamp_hex_entered"),
    ("4B", "Woods and swamp: -1 per hex or per move?",
     "Per move: entering, leaving or passing through woods takes 1 off the Move score once; the "
     "swamp (path or not) another 1 once. Leaving the hex he starts on counts.",
     "test_4b_woods_take_one_off_entering_leaving_or_moving_through_once_per_move"),
    ("4B", "Which way does a character walk to his destination?",
     "A move names its destination (and may name its path); without a path the engine takes the "
     "one with the fewest swamp rolls, then the cheapest, then the one of fewest hexes, then "
     "the first in direction order of its last step.",
     "test_4b_the_engine_path_avoids_swamp_rolls_where_it_can"),
    ("4B", "May a character walk into or over a Lake?",
     "Yes, it is his choice: he drowns at once on the first lake hex he enters and the walk ends "
     "there. The engine's own paths never cross a lake.",
     "test_4b_moving_onto_or_over_a_lake_drowns_at_once"),
    ("4B", "How often may a character move and fight in one action phase?",
     "Each character moves once and attacks once (a combat, an arrow or the Lazer Bolt Gun); he "
     "may attack after moving but not move after attacking. Defending is unlimited.",
     "test_4b_a_character_moves_before_fighting_not_after"),
    ("4B", "Group combat: who defends, and whose dice?",
     "The attacker names attackers and defenders; each must touch a participant of the other "
     "side. Each side rolls one die; a side with a Berserker rolls two and keeps the highest.",
     "test_4b_a_group_with_a_berserker_rolls_two_dice"),
    ("4B", "Which group combats does the table offer?",
     "Every single combat; against each enemy every group of two or more ready characters "
     "touching him; each whole cluster of touching attackers and enemies. Any other valid group "
     "(each participant touching an enemy of the combat) is accepted when named; listing every "
     "subset of both sides would explode.",
     "test_4b_a_group_not_listed_is_still_accepted"),
    ("4", "What do the legal actions list?",
     "Every kind of action a player may take at that moment (a move names its destination; the "
     "path is the engine's, ruling 4B-path), except conceding, which the table offers apart.",
     "test_4_every_action_kind_but_concede_is_reachable_from_legal_actions"),
    ("4B", "When does the loser pick his survivors?",
     "Only when the damage reaches a type of which some but not all take it; he then orders "
     "those equals (a Choose action) and the damage goes through them in that order.",
     "test_4b_group_combat_worked_example_both_scouts_and_warrior_1_die"),
    ("4B", "A line of fire running exactly along a hex edge?",
     "Clear if either side of the edge is clear (both nudged hex lines are tried).",
     "test_4b_a_line_along_a_hex_edge_is_clear_if_either_side_is"),
    ("4B", "Several covers at once; what is 'directly behind a Wall'?",
     "Only the best cover counts. Directly behind a wall: the hex just before the target on the "
     "line of fire is a wall hex.",
     "test_4b_cover_does_not_stack_the_best_counts"),
    ("4B", "May an archer shoot his own side?",
     "No: arrows (and the Lazer Bolt Gun) are shot at enemy characters only.",
     "test_4b_archers_shoot_only_enemies"),
    ("4B", "'Swap as often as you like' and 'an item may be used once per action phase'?",
     "Swaps need two of your characters touching; an item used this phase stays used when passed "
     "on. At most 12 swaps per action phase, so that every turn ends.",
     "test_4b_swapping_items_between_touching_characters"),
    ("4B", "Items with a combat bonus: used once per action phase even when defending?",
     "Yes: the bonus counts in the first combat of the action phase the holder fights, attacking "
     "or defending.",
     "test_4b_an_item_bonus_counts_once_per_action_phase"),
    ("4A", "The Mage stands on the teleportal at the start: must he step off?",
     "Yes, like every new character, in his side's first movement phase, or he dies at the end of "
     "that turn (and the game ends).",
     "test_4a_the_mage_must_step_off_on_his_first_turn_too"),
    ("4C", "'Never roll for a Chaos Card during the first turn': whose?",
     "Each player's own first turn.",
     "test_4c_never_roll_for_a_chaos_card_on_your_first_turn"),
    ("4C", "'No Chaos Card ever affects the Entrance Teleportal'?",
     "Random movement never lands on a teleportal (it stops one short, as for an occupied hex), "
     "never moves a character standing on one, and he cannot be chosen to meet an encounter.",
     "test_4c_no_chaos_card_ever_affects_the_entrance_teleportal"),
    ("4C", "The deck runs out?",
     "The Discard Pile is shuffled into a new deck (with the game's dice).",
     "test_4c_an_empty_deck_is_the_discard_pile_reshuffled"),
    ("4C", "Off the Arena: when exactly?",
     "When the straight line of the random movement leaves the Arena's hexes; nothing counters it.",
     "test_4c_random_movement_off_the_arena_is_death_nothing_counters_it"),
    ("4C", "Off the Arena, but the last hex on the board is occupied (or a wall, a teleportal)?",
     "The edge wins: the line leaves the Arena, so he dies; 'stop one hex short' is for a "
     "movement that would land on the board.",
     "test_4c_off_the_arena_wins_over_an_occupied_last_hex"),
    ("4D", "A prepared spell that is not cast?",
     "It cannot wait: it is discarded unseen in that spell casting phase.",
     "test_4d_a_prepared_spell_not_cast_is_discarded_unseen"),
    ("4D", "What blocks a Mage's sight?",
     "Woods between him and the hex, as for arrows (into the edge of the woods is fine); walls, "
     "bushes, lakes and characters do not.",
     "test_4d_walls_do_not_block_a_mages_sight"),
    ("4D", "'No spell ever influences the Entrance Teleportal'?",
     "A character on a teleportal is never a target, a 7 hex area spares him, and the teleportal "
     "hex is never a target hex.",
     "test_4d_seven_hex_area_hits_friends_and_foes_but_never_the_teleportal"),
    ("4D", "Healing spells and damage: which comes first?",
     "The Band-Aid heals the life at once, before death is judged, so it saves a character on "
     "his last life (this is how Maicrowave's demon meets a Band-Aid).",
     "test_6_maicrowave_mindmush_claims_a_life_of_both_mages_healing_first_then_ends_all_spells"),
    ("5", "Both Mages die at the same moment (an area spell, the Mindmush Demon)?",
     "A draw: the game ends without a winner.",
     "test_5_both_mages_dying_at_once_is_a_draw"),
    ("5", "Does the game have a length limit?",
     "The rulebook has none; the table needs one to promise an end: after `round_limit` rounds "
     "(setup, default 25) the game is a draw.",
     "test_5_the_round_limit_ends_the_game_in_a_draw"),
    ("5", "Conceding?",
     "A Concede action, accepted from a player whenever the game runs; it is not listed among the "
     "legal actions (the table offers it separately).",
     "test_5_conceding_gives_the_other_player_the_win"),
    ("2", "32 spell cards, 16 good and 16 evil: which spells does each side have?",
     "The same 16 spells printed for each side (the Tricky Stuff has both Mages controlling a "
     "Gibbering Possession). 11 are named by the text; 5 are authored in the same spirit.",
     "test_2_thirty_two_spell_cards_every_named_spell_present"),
    ("2", "Which Chaos Cards are in the 45, and the Zap Code / Portable Resonator?",
     "The 23 cards the text names plus 22 authored ones. The Zap Code cards and the Portable "
     "Resonator are the parts list's extras, outside the deck; the three named Special cards are "
     "in it and do nothing.",
     "test_2_forty_five_chaos_cards_every_named_one_present"),
    ("6", "Dastardly Petrov's Dimensional Passage: 'any hex within 8': a Lake, a wall?",
     "Any hex within 8, seen or not, a Lake or the Swamp too (he drowns, or the Swamp roll is "
     "made: l. 266, 268); never an occupied hex (l. 262), a teleportal (l. 294) or a wall hex, "
     "which nobody stands on (ruling 1).",
     "test_6_petrov_passage_may_end_in_a_lake_or_swamp_never_on_a_wall_or_a_character"),
    ("6", "The Glovvies of the Elvish Poet: what do they do?",
     "A combat the holder would lose is a draw instead (once per action phase).",
     "test_6_glovvies_turn_a_lost_combat_into_a_draw_once_per_action_phase"),
    ("6", "Glovvies against the Doppelganger (with Glovvies): who wins the poetry battle?",
     "The table cannot judge poems: a roll-off stands in for them (one die each, ties rolled "
     "again); the loser loses the combat.",
     "test_6_glovvies_against_the_doppelganger_is_a_poetry_battle"),
    ("6", "The Doppelganger fight?",
     "Repeated single combats of two equal totals until one loses; draws fight again. Losing costs "
     "the character his own DMG; winning makes the duplicate vanish.",
     "test_6_doppelganger_fight_until_one_loses_the_enemy_rolls_for_the_duplicate"),
    ("6", "Gibbering Possession: 'at least two hexes distance' between two horrors?",
     "Hex distance 2 or more: they never touch.",
     "test_6_two_gibbering_possessions_stay_two_hexes_apart"),
    ("6", "Cugel: which item does he take?",
     "The finder's own item first, else the nearest holder's in your war band; never the Object "
     "of Fascination unless it is your only item.",
     "test_6_cugel_does_not_take_the_object_of_fascination_unless_it_is_the_only_item"),
    ("6", "The Weights of Sin: what is the card's number?",
     "-1 MOV, no minimum: a character with MOV 1 (the wounded Knight) cannot move.",
     "test_6_weights_of_sin_a_character_with_move_1_cannot_move"),
    ("6", "A Roleplayer's extra Action Phase: when?",
     "Right after that Chaos Card phase, for that character only; then the spell casting phase.",
     "test_6_a_roleplayer_gives_an_extra_action_phase_without_a_chaos_roll"),
    ("6", "Selebungol's Shocking Surprise: before or after the dice?",
     "Before: the chosen attacker takes 1 life, then the rest fight.",
     "test_6_selebungol_shocking_surprise_you_choose_which_attacker"),
    ("6", "The Lazer Bolt Gun's range and roll?",
     "Authored: 6 hexes along a line of fire as for arrows, a die of 3 or more hits for 1 life; "
     "it may be fired after moving or at a touching enemy.",
     "test_6_lazer_bolt_gun_counts_as_a_combat"),
    ("6", "Three Arrows: where do the arrows come from?",
     "From the used arrow counters (the 12 are all there are): up to 3 go back to the Archer.",
     "test_6_three_arrows_only_for_an_archer_who_used_up_his_own"),
    ("7", "Home-made Chaos Cards (Sharing the Chaos): where, and in which games?",
     "In saves/home-chaos-cards.json, made of the effects the engine can play (README); they "
     "join the deck only when the set-up says home_cards, so a save records whether they were "
     "in it and saves without them replay unchanged. A card the engine cannot play stops the "
     "set-up with one line naming the file, the card and the field.",
     "test_7_a_home_made_card_joins_the_deck_when_the_setup_asks"),
    ("3", "Choosing the hands 'secretly' in software?",
     "Both Mages choose at the same time as their first action (to_act holds both seats); the "
     "hand is a secret of its seat, absent from every other view.",
     "test_3_each_mage_chooses_his_spells_in_secret_at_the_same_time"),
]


def markdown() -> str:
    return render(RULINGS, "Chaos Arena rulings",
                  "Generated from rules/chaos_arena/rulings.py; each ruling names the "
                  "test that pins it down.")


if __name__ == "__main__":
    print(markdown(), end="")
