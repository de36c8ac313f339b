"""Our rulings where the Morituri rulebook is silent or ambiguous.

Each entry: (section, question, ruling, test name). Every ruling has a test of that name in
tests/rules/morituri/ (a meta-test checks it), and RULINGS.md is generated from this list:
    python -m rules.morituri.rulings > rules/morituri/RULINGS.md
"""
from __future__ import annotations

from rules.core.rulings import Ruling, render

RULINGS: list[Ruling] = [
    ("I", "The rulebook prints only a few card facts. Where do the rest come from?",
     "All four decks (Killer, Barbarian, Swordswoman, Goblins; 33 cards each) are authored "
     "(\"authored\": true) around every fact the text gives; rules/morituri/data/*.json.",
     "test_i_each_character_has_33_cards_and_is_authored"),
    ("I.3", "With which items does a character start?",
     "Authored defaults: Killer two daggers in hand, cloak worn, chain stored; Barbarian sword "
     "and round shield, helmet worn, throwing axe stored; Swordswoman sword and dagger, buckler "
     "stored; each goblin sabre and shield, javelin stored. A set-up may choose otherwise.",
     "test_i_3_default_equipment_is_authored_and_may_be_chosen"),
    ("I.3", "The Killer's cloak influences Defence, yet Emil (IV.8) has Defence 5 holding it.",
     "The cloak gives +1 Defence only when worn above the standard action; held in the hand "
     "(for Throw with a cloak) it gives nothing.",
     "test_i_3_cloak_worn_gives_defence_held_does_not"),
    ("I.7", "Which corners?",
     "Two sides: the south and the north corner of the hexagonal arena; more sides take the "
     "other corners. Staged fights may place figures on any space.",
     "test_i_7_figures_start_in_opposite_corners"),
    ("II.1", "Who begins (rock-paper-scissors)?",
     "By agreement: the first figure of the set-up; the sides then alternate (VI.4).",
     "test_ii_1_first_figure_of_the_setup_begins"),
    ("II.2", "Can a fight last for ever?",
     "A set-up has a round limit (default 40, at most 60 combat rounds); after it the fight "
     "ends without a winner. This keeps every game finite.",
     "test_ii_2_fight_ends_without_winner_after_the_round_limit"),
    ("II.4", "May the opponents see the hand and the stored items?",
     "No: another seat sees only how many cards are planned, how many are in the hand and how "
     "many items are stored (face down); the current action, the items in use and the "
     "specials are open.",
     "test_ii_4_hand_and_stored_items_are_hidden_from_the_others"),
    ("IV.7", "When does the attacker set the die?",
     "In the defence phase of the target, after the target's first action phase, so he knows "
     "the stance he attacks; he sets and the defender guesses at the same time, and neither "
     "number is shown to the other seat before both are given.",
     "test_iv_7_guesses_are_secret_until_the_die_is_revealed"),
    ("IV.4", "When are the bonuses of items, Concentration and specials counted?",
     "When the attack is declared: the first number is fixed then (items in use at that "
     "moment, the bonus of the action it replaced, specials announced with the declaration).",
     "test_iv_4_bonuses_are_fixed_when_the_attack_is_declared"),
    ("V.1", "When are special actions announced?",
     "Attack bonuses with the declaration of the attack (openly, so the defender may answer "
     "with his first action phase and his own specials); extra guesses with the guess; extra "
     "spaces with the movement.",
     "test_v_1_guess_special_gives_one_guess_more_announced_with_the_guess"),
    ("V.1", "\"Opponents have the right to react to special cards\": how?",
     "Around the evaluation of an attack, announced specials pass the word to the other side: "
     "specials announced with the declaration let the defender answer first (before the die "
     "is set or guessed); the defender may also announce extra guesses before guessing, or "
     "with the guess; then the attacker may answer with his strength specials (they add to "
     "the attack's first number), then the defender again, and so on, until the one whose "
     "turn it is lets it be (a reaction without specials). Nobody is asked who has nothing "
     "left to answer with. The die and the guesses wait until the back-and-forth is over.",
     "test_v_1_special_answered_back_and_forth_until_one_lets_it_be"),
    ("V.1", "Do movement specials let a character move who may not move at all?",
     "No: they add spaces only to a movement phase that allows some (not after re-equipping, "
     "a retreat, standing up or being tangled); grappling still caps the total (V.6).",
     "test_v_1_movement_special_adds_nothing_where_no_movement_is_allowed"),
    ("I.1", "\"Overhead slash with wind-up can be replaced only by Wind-up above the head\"?",
     "Read as the card's sense: the Overhead slash can be used only to replace the Wind-up "
     "above the head (it follows the wind-up). Jump kick and Furious attack with sabres can "
     "be replaced only by the standard action, as written.",
     "test_i_1_overhead_slash_only_replaces_the_wind_up"),
    ("IV.8", "What does being tangled in the cloak do?",
     "Authored: the tangled character spends his next turn freeing himself: no action phase, "
     "no movement, no attack; he still defends with his current action.",
     "test_iv_8_tangled_attacker_loses_his_next_turn"),
    ("V.2", "Must compulsory movement go straight?",
     "Exactly the number of spaces on the card, over free spaces, by any path; fewer spaces "
     "and the attack does not take place.",
     "test_v_2_jump_kick_attacks_only_after_exactly_two_spaces"),
    ("V.4", "Which item is thrown, and where does it land?",
     "The first usable item in the hands; hit or defended, it drops on the target's space; "
     "guessed, it flies on (from the thrower, up to its range, V.4 below) and the first character "
     "on its way is attacked at once with the same attack (his own distance from the ideal), "
     "without waiting for his defence phase; a wall stops it in front.",
     "test_v_4_weapon_flying_on_may_hit_another_character"),
    ("V.4", "A card that refers to the item card (l. 469): what does the item card give, and "
     "how far can an item be thrown?",
     "A throwing card marked \"from_item\" (the Barbarian's Throw) takes the type, strength "
     "(first number, range, multiplier), what it acts against and the target from the item "
     "card's own throw (the Throwing axe: slash 4+(1-4)); an item card without one (sword, "
     "shield) leaves the action card's frame. Distance and ideal distance are always the "
     "action card's. The range (l. 471) limits both a throw at a character and a throw to a "
     "space (l. 475): the card's greatest distance if it prints one, else the item's weight "
     "times the thrower's Strength (light 4x, medium 3x, heavy 2x, very heavy 1x).",
     "test_v_4_throw_takes_strength_and_type_from_the_item_card"),
    ("V.5", "Which item is knocked out of a hand holding two?",
     "The attacker names it when he sets the direction.",
     "test_v_5_knocked_out_weapon_flies_over_figures_stops_before_the_wall_and_withdraws"),
    ("V.3", "Which way does a character retreat?",
     "Straight away from the attacker (on a line: that direction; off the lines: the nearest "
     "of the six directions).",
     "test_v_3_retreat_one_space_away_from_the_attacker"),
    ("V.6", "How long does a grapple last?",
     "While the grappling action (Strangling with the chain, Bear hug, Choke hold, Leap on the "
     "back) stays the grappler's current action; it ends when that action is replaced or "
     "withdrawn, or one of the two is defeated.",
     "test_v_6_grapple_ends_when_the_grappling_action_is_replaced"),
    ("IV.10", "When is the second attack of a strangling card evaluated?",
     "Right after a successful first attack, in the same defence phase (the angular attack "
     "with the guess the card states).",
     "test_iv_10_strangling_second_attack_follows_a_successful_first"),
    ("V.7", "When does a lying character choose whether he defends?",
     "At the start of his turn, before his defence phase; defending, he may plan in the "
     "second action phase or roll over one space in the movement phase; not defending, he "
     "may re-equip (picking up items from his own space) or stand up.",
     "test_v_7_lying_character_decides_whether_he_defends_guess_1_or_0"),
    ("V.7", "A character falls in the middle of his defence phase: what guess has he against "
     "the attacks still to come?",
     "He counts as defending (guess 1 against every type) until he next decides, at the start "
     "of his next turn; in the rest of this turn he may plan or roll over.",
     "test_v_7_a_character_who_just_fell_defends_until_he_decides"),
    ("IV.3", "More characters: a target pushed out of reach before the evaluation?",
     "The attack comes to nothing (cancelled), like one whose spaces were entered (VI.5).",
     "test_iv_3_attack_on_a_target_pushed_out_of_reach_comes_to_nothing"),
    ("IV.3", "\"Not occupied by an opponent or a wall\" (l. 388): does a team-mate of the "
     "attacker standing between block the attack?",
     "No, as written (Fig. 3 too: the characters who block are those who \"defend\" the "
     "target): only an opponent of the attacker (standing or lying) or a wall blocks, for "
     "ordinary attacks and throws alike, and for a throw to a space. Team-mates are still "
     "bound by the spaces of a declared attack (VI.5: \"no other character can enter\").",
     "test_iv_3_only_an_opponent_or_a_wall_blocks_an_attack_at_distance"),
    ("V.7", "Collision with a lying character: is there collision damage?",
     "No: the retreating character trips and lies on the space in front of him, nobody loses "
     "Condition for it.",
     "test_v_7_retreat_into_a_lying_character_trips_and_lies_in_front"),
    ("III.4", "Where can Picking up an item reach?",
     "Authored card text: an item on his own space or an adjacent one, into a free hand; the "
     "action is withdrawn at once if the free hand it needs is gone (Word from the Author).",
     "test_iii_4_picking_up_an_item_withdraws_the_action_when_the_free_hand_is_gone"),
    ("VI.5", "Who is bound by the spaces of an ongoing attack?",
     "Every other character, from the declaration until the evaluation; a throw closes only "
     "its first space, and a character ending his movement further on its line defends at "
     "once with his current action.",
     "test_vi_5_throw_first_space_closed_further_spaces_open_and_stepping_in_defends_at_once"),
    ("VI.5", "A character forced into the way of an ongoing attack (l. 541): which spaces "
     "count, whose attack, and a throw?",
     "Every space he enters or passes through while pushed back (V.3) or dragged (V.6) "
     "counts, whatever his side (\"he must do so and thereby cancels the attack\"); where "
     "one of two spaces is enough (off the lines at distance 2), the attack is cancelled only "
     "when neither is left free. A throw is cancelled only through its first space (the one "
     "closed to others); forced onto a further space of its line, he ends his movement there "
     "and defends against it at once with his current action (l. 549).",
     "test_vi_5_pushed_onto_the_further_line_of_a_throw_he_meets_the_weapon"),
    ("III.9", "Minimum Condition of an action: checked when?",
     "When the attack is declared (Word from the Author): the action may be used below it, "
     "but then no attack takes place.",
     "test_i_1_strong_slash_costs_one_condition_and_needs_five_to_attack"),
    ("VI.3", "Goblins on one side \"divide the cards as they see fit\" (l. 525): when and how?",
     "In the game, before the first turn: their player gives the cards one by one in deck "
     "order (combat actions, items, special actions) to either goblin; the legal actions "
     "offer the next card to each goblin, or all the remaining cards at once as the authored "
     "division below. Goblin a always has the first standard action and goblin b the second "
     "(exactly one each); any other card may go to either, even all to one. After the last "
     "card each goblin holds the sabres if he has them, else a javelin and a shield (or any "
     "one-handed items); the rest are stored and he may re-equip. The other seats learn only "
     "how many cards each goblin got (the hand is secret, II.4). A goblin entered alone (a "
     "\"half\": goblins on opposite sides) has the authored half or the draft's; goblins "
     "carried over into the next fight of a tournament bring the cards their player divided "
     "(set-up \"cards\"; test_conclusion_goblins_carried_over_keep_the_cards_their_player_divided).",
     "test_vi_3_goblins_on_one_side_divide_the_cards_as_they_see_fit"),
    ("VI.3", "What is the authored division of the goblins' cards?",
     "One standard action each, one of every duplicated card each, the remaining combat "
     "actions, items and specials alternately (each kind on its own). It is a goblin half's "
     "cards, and the division offered as one choice when goblins on one side divide.",
     "test_vi_3_goblins_each_get_one_standard_and_one_of_each_duplicate"),
    ("VI.3", "The goblins' duplicates are standards, javelins, shields and some combat actions: "
     "what about the sabres of Furious attack with sabres?",
     "One item card \"Sabres\": a pair, one in each hand, held like an item in both hands "
     "(I.3); so it is not twice in the deck and goes to one goblin.",
     "test_vi_3_cards_twice_in_the_goblin_deck_go_one_to_each"),
    ("VI.3", "Goblins on opposite sides: how is the draft written down?",
     "Set-up field goblin_draft: the single cards in the order picked; the first picker is "
     "goblin a, then two cards each in turn (1, 2, 2, ...).",
     "test_vi_3_goblins_on_opposite_sides_draft_one_then_two_by_two"),
    ("Conclusion", "Tournaments: what carries from one fight into the next?",
     "a) fresh: nothing; b) carry: the Condition left and the once-per-game specials already "
     "used; counted specials start afresh; the fighter always brings his own items back.",
     "test_conclusion_b_winner_keeps_his_condition_and_used_single_use_specials"),
    ("Conclusion", "The narrow bridge: who begins, and what if a fight ends without a winner?",
     "Both sides line up in advance; the newcomer begins each fight (he is the first figure "
     "of its set-up), the survivor stays carried over by the chosen connection; a fight "
     "ended by the round limit sends both fighters off the bridge; the side with fighters "
     "left wins the series. A goblins entry is both goblins, entering together.",
     "test_conclusion_a_drawn_fight_on_the_bridge_sends_both_off"),
    ("VI.2", "Are unbalanced sides (different sums of Quality) allowed?",
     "Yes: the rulebook says they should be equal, so we do not forbid it; the view shows each "
     "side's sum of Quality so the table can warn.",
     "test_vi_2_view_shows_the_sum_of_qualities_of_each_side"),
    ("VI.2", "Equal Quality should make equal opponents ('a little stronger' at most, VI conclusion); "
     "with the first authored numbers the Barbarian beat the Killer in 77% and the Swordswoman "
     "in 81% of games between two normal computer players, and the goblins won 1 game of 1200 "
     "(their attacks could not wound a Defence of 6). Which numbers?",
     "Authored anew (balance 3): Condition Killer 19 (first 12), Barbarian 10 (first 14), "
     "Swordswoman 22 (first 12), each goblin 7, and every goblin attack's first number 5 higher "
     "than first. Between normal players, 200 games in each seat order, the pairings are 39-59% "
     "(`python -m game.ai.morituri.matchups 200`; the README has the table). The goblins still "
     "beat the Barbarian more than the others (39%) and lose to the Killer (58%): Conditions move "
     "a character against all, not one pairing. Barbarian against Swordswoman ends drawn at the "
     "round limit in 18% of games (both guess well). Balance 2 (Killer 12, Barbarian 10, "
     "Swordswoman 16, goblins 8, goblin attacks 4 higher) was measured with a computer player "
     "that kept a card it could no longer declare first in its row and stood idle (the Barbarian "
     "at 4 Condition or less with Berserk slash); once it stopped, the Barbarian beat the Killer "
     "76% of games. A save carries its balance; one without is read as balance 1 "
     "(rules/morituri/balance.py): every save replays as it was played.",
     "test_vi_2_equal_quality_fights_are_even_between_normal_players"),
    ("VI.6", "When does an offer to hand over an item lapse?",
     "When the offering character's next turn starts; the other answers (agreeing to any part "
     "of it) in his own second action phase, which counts as his re-equipping.",
     "test_vi_6_an_offer_lapses_at_the_givers_next_turn"),
    ("III.9", "May a character attack a character of his own side?",
     "No: attacks are declared only at characters of other sides (team-mates may hand items "
     "over, VI.6).",
     "test_iii_9_attacks_only_at_characters_of_other_sides"),
    ("VI.7", "Whispering: when, to whom, who hears, and may players forbid talk?",
     "Only in the second action phase with the first unused, standing, to a character on an "
     "adjacent space; it is the turn's only activity (no movement, no attack). The recipient "
     "and every character next to the whisperer or the recipient hear it: the words appear "
     "only in their seats' views; the others' views show that a whisper happened and who "
     "heard it, never the words. Set-up \"whispering\": false means the players agreed to "
     "fight in silence. Free text is not listed among the legal actions; the view's "
     "\"may_whisper_to\" names whom the acting seat may whisper to.",
     "test_vi_7_whisper_reaches_only_the_characters_next_to_either_of_them"),
    ("I.5", "Who wins?",
     "The side whose characters are the last standing; all seats of that side win together. "
     "Condition may end below zero (the last wound is counted whole).",
     "test_vi_winning_side_wins_together"),
]


def markdown() -> str:
    return render(RULINGS, "Morituri rulings",
                  "Generated from rules/morituri/rulings.py "
                  "(`python -m rules.morituri.rulings > rules/morituri/RULINGS.md`).")


if __name__ == "__main__":
    import sys

    sys.stdout.write(markdown())
