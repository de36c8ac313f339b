"""Our rulings where the Ninja Arena rulebook is silent or ambiguous.

Each entry: (section, question, ruling, test name). Every ruling has a test of that name in
tests/rules/ninja_arena/ (a meta-test checks it), and RULINGS.md is generated from this list:
    python -m rules.ninja_arena.rulings > rules/ninja_arena/RULINGS.md
Rulings of the content modules (weapons, skills, variants, arenas) live with those modules.
"""
from __future__ import annotations

from rules.core.rulings import Ruling, render

RULINGS: list[Ruling] = [
    ("2.1", "Which way do the figures face at the start?",
     "Every figure faces the opposing start area ('clockwise, the other players follow his "
     "example'): south faces north, west faces east, north faces south, east faces west. On the "
     "square board a facing is one of the four orthogonal directions.",
     "test_2_1_figures_face_the_opposing_start_area"),
    ("2.1", "Which sides do the players get?",
     "Clockwise around the table from the first player, who sits south: 2 players south and "
     "north (opposite), 3 players south, west, north, 4 players south, west, north, east. A "
     "setup may name the sides.",
     "test_2_1_default_sides_go_clockwise_from_south"),
    ("2.1", "Where in the start area does a figure stand?",
     "On the free start cell nearest the middle of its side, never a corner; an arena without "
     "a start area for that side uses the side's edge row.",
     "test_2_1_default_positions_avoid_corners_and_use_the_start_area"),
    ("2.1", "May staged fights place figures elsewhere?",
     "Yes: an explicit position may be any cell of the board (one figure per cell).",
     "test_2_1_staged_positions_anywhere_on_the_board"),
    ("2.3", "Who gets which initiative counter?",
     "The counters go out in the order the seats finish planning: the first to finish takes 1.",
     "test_2_3_first_to_finish_planning_takes_counter_1"),
    ("4.4", "2-player team variant: which ninja gets which counter?",
     "Both counters are taken when the player's second plan is given; the ninja planned first "
     "gets the lower counter.",
     "test_4_4_two_player_team_takes_two_counters_at_once"),
    ("2.4", "Can a ninja pause in the middle of his plan?",
     "No. A plan is up to three actions performed from the first action round on; a shorter "
     "plan pauses in the remaining rounds only.",
     "test_2_4_fewer_than_three_actions_pause_in_the_rest"),
    ("2.4", "In which directions do Step, Somersault, Diagonal Step, Leap and Climb go?",
     "Step and Somersault: forward, back, left or right (like Evade, the die symbol can be "
     "turned four ways); Diagonal Step: the four diagonals; Leap over Gap and Climb: forward "
     "only (the text says 'ahead'/'forward'). No move turns the ninja.",
     "test_2_4_step_goes_in_four_directions_somersault_too"),
    ("2.5", "What happens on a Somersault's middle space?",
     "The two spaces are passed one by one on the same level: a higher middle space stops him "
     "before it (clumsy, too high), a lower one drops him into it and the move ends there "
     "(clumsy, too low), a figure on it means a duel.",
     "test_2_5_somersault_drops_into_a_lower_middle_space"),
    ("2.5", "Leap over Gap: what is an obstacle on the space in front?",
     "The space's level, plus one if a figure stands there, higher than the jumper's level. "
     "Then the leap is ignored. A gap or an enemy at least one level lower is jumped over.",
     "test_2_5_leap_over_an_enemy_on_a_lower_level"),
    ("2.6", "Leap onto a space that is too high, or occupied?",
     "Too high: he does not take off and stays (clumsy, too high). Occupied: he cannot stop in "
     "mid-air, so he duels from the space he jumped from.",
     "test_2_6_leap_onto_a_higher_or_occupied_space_stays_where_he_jumped"),
    ("2.6", "Leap over the board edge?",
     "He lands on the edge space in between (drop rules apply) and takes the edge damage.",
     "test_2_6_leap_over_the_edge_lands_on_the_edge_space"),
    ("2.6", "Two-space moves over the edge?",
     "He moves as far as the edge space and takes 1 damage there.",
     "test_2_6_somersault_over_the_edge_stops_on_the_edge"),
    ("2.6", "'Too low by at least 2 levels' - measured from where?",
     "From the level he moves from (the fall height). A Step down one level is regular; two or "
     "more is clumsy and deals 1 damage; a same-level move dropping one level is clumsy without "
     "damage (the model scenario's leap).",
     "test_2_6_step_down_one_level_is_regular_two_levels_is_clumsy_with_damage"),
    ("2.6", "A move towards a figure on a space too high to reach?",
     "No duel: he cannot land there, so it is a clumsy move (too high) and he stops before it. "
     "A figure on a reachable or lower space (and any space for Climb) means a duel.",
     "test_2_6_a_figure_too_high_to_reach_is_no_duel_but_a_clumsy_move"),
    ("2.6", "Duel orientation: what is 'diagonal' and 'backwards'?",
     "By where the mover stands as seen by the other: straight ahead 2, any of the four "
     "diagonals (front or rear) 1, left or right 1, straight behind 0.",
     "test_2_6_duel_rear_diagonal_counts_as_diagonal"),
    ("2.5", "Riposte in a duel?",
     "The riposting duelist takes half his duel damage rounded up; the other duelist takes one "
     "damage more.",
     "test_2_5_riposte_applies_to_duels"),
    ("2.5", "Dodge: which directions are 'the front or the sides'?",
     "All but the rear three: an attacker straight behind or diagonally behind is not dodged.",
     "test_2_5_dodge_does_not_protect_from_the_rear"),
    ("2.5", "Several unconcealed targets: how does the assailant choose?",
     "The plan slot may name a `target`; if that figure is one of the unconcealed targets it is "
     "hit, otherwise the nearest one.",
     "test_2_5_ranged_attack_hits_the_nearest_unconcealed_target_by_default"),
    ("2.5", "A Melee Attack at an empty space?",
     "The attack is carried out and hits nobody (a miss event), it is not 'ignored'.",
     "test_2_5_melee_attack_on_an_empty_space_misses"),
    ("3.3", "Focused Melee Attack: how is the target chosen at resolution?",
     "The slot's `target` if that figure stands on a target space, else the first figure in "
     "front, then left, then right.",
     "test_3_3_focused_melee_prefers_the_planned_target_else_front_left_right"),
    ("3.3", "Throw Melee Weapon with no space ahead?",
     "The weapon lands on the thrower's own space.",
     "test_3_3_throw_with_no_space_ahead_lands_at_his_feet"),
    ("3.3", "A dodged thrown weapon: where does it land?",
     "On the target's space: the target was hit, only not damaged.",
     "test_3_3_a_dodged_throw_still_lands_on_the_target_space"),
    ("3.3", "Climb (no text printed)?",
     "One space forward onto any level, up or down; never a clumsy move and no fall damage; a "
     "figure there means a duel; off the board is an edge bump.",
     "test_3_3_climb_one_space_forward_any_level_no_damage"),
    ("3.3", "Pick up: which counter, and what does 'same weapon' keep?",
     "The slot's `weapon` if such a counter lies there, else the counter laid first. With the "
     "same weapon his card takes the picked card's application die (its value).",
     "test_3_3_pick_up_same_weapon_returns_it_and_keeps_its_application_die"),
    ("3.2", "'Only one white action die ... within one action-round'?",
     "At most one white die per plan (per game round), as in the normal game where a player "
     "has one; Drunken Masters' two public white dice do not allow two.",
     "test_3_2_one_white_die_per_plan"),
    ("3.3", "Special and Bonus Action before the professional rules?",
     "They can be planned (the white die has them) and are ignored with a reason.",
     "test_3_3_special_and_bonus_action_ignored_before_professional_rules"),
    ("3.4", "Dazed and a fast or normal special skill?",
     "Any action planned on the white die is ignored while dazed, whatever its speed.",
     "test_3_4_dazed_ignores_a_special_action_whatever_its_speed"),
    ("3.4", "Blinded and Throw Melee Weapon?",
     "Blinded counts as weaponless in melee, so there is nothing to throw: ignored.",
     "test_3_4_blinded_cannot_throw_the_melee_weapon"),
    ("3.5", "Netted: which actions still work?",
     "Only a Melee or Focused Melee Attack: it destroys the net and deals no damage; every "
     "other action is ignored. Damage also destroys the net.",
     "test_3_5_netted_actions_ignored_until_melee_attack_frees_without_damage"),
    ("2.7", "Loot counters when a ninja is defeated in the beginner's game?",
     "None: 2.7 returns his weapon cards to the supply. The loot counters on his last space are "
     "the advanced rules' supplement (3.4).",
     "test_2_7_beginner_defeat_returns_the_weapons_to_the_supply"),
    ("Overview", "Two ninjas per player, and teams, without a variant?",
     "Not in the plain game: 'each player controls up to 2 ninjas' is the team variant (4.4); a "
     "set-up with two ninjas for one player needs the team variant (or the combination of "
     "several games), a named team the team variant (head hunters marks its outlaw with one).",
     "test_2_1_bad_setups_raise_badsetup_naming_the_problem"),
    ("Overview", "The last ninjas fall at the same moment?",
     "A draw: the game ends without a winner.",
     "test_2_7_all_defeated_at_once_is_a_draw"),
    ("4.4", "Team variant with 3 players, or 4 players not split 2 vs. 2?",
     "Refused: the text says the team variant 'can be played with 2 or 4 players' and with 4 "
     "'there will be 2 vs. 2 players'. Only the combination of several games allows other "
     "line-ups (four players commanding 2 ninjas each, two commanding 4).",
     "test_4_4_team_variant_is_played_by_2_or_4_players_2_vs_2"),
    ("4.4", "Team-mates in the way of an attack or duel?",
     "They are hurt like anyone else; only a variant's discontinue hook can spare them.",
     "test_4_4_team_mates_can_hurt_each_other"),
    ("2.8", "Where does the model scenario happen?",
     "On The Castle's south-west bastion: Shadow on (3,2) facing north, Weaponmaster on (0,2) "
     "facing east; the only placing consistent with every sentence of 2.8.",
     "test_2_8_totals_weaponmaster_took_6_shadow_4"),
]


def markdown() -> str:
    return render(RULINGS, "Ninja Arena rulings (engine)",
                  "Generated from rules/ninja_arena/rulings.py; each ruling names the "
                  "test that pins it down.")


if __name__ == "__main__":
    print(markdown(), end="")
