"""Our rulings where the Gladiator text is silent or ambiguous.

Each entry: (section, question, ruling, test name). Every ruling has a test of that name in
tests/rules/gladiator/ (a meta-test checks it). RULINGS.md is generated from this list:
    python -m rules.gladiator.rulings > rules/gladiator/RULINGS.md
"""
from __future__ import annotations

from rules.core.rulings import Ruling, render

RULINGS: list[Ruling] = [
    ("Facing", "One rear square or three?",
     "One, as the picture marks it ('the square marked R is the rear square'): front 3 (F), "
     "side 4 (S: left, right and both rear diagonals), rear 1 (R).",
     "test_facing_the_manuals_picture_human_facing_west"),
    ("Facing", "Are the squares on the vertical line (straight left and right) in the front "
     "area that missiles need?",
     "No: a missile target must be strictly ahead of the line through the shooter.",
     "test_facing_missiles_only_at_targets_in_the_front_area"),
    ("Race", "What limits creation?",
     "SH+AG+IQ keeps the race's total; SH and AG stay at or above the table's minimum; the "
     "maxima apply only to experience. Only a Mage trades IQ, and keeps IQ 8 or more.",
     "test_race_only_a_mage_trades_iq"),
    ("Weapons Table Legend", "The weapons, shields and armour tables are not in the text.",
     "Authored (data/*.json, 'authored': true) from the legend and every number the text "
     "gives; bows do less than the hand weapons of their SH bracket.",
     "test_weapons_table_authored_and_validated"),
    ("Strategy (fists)", "Fist damage between SH 11 and 17, and above 17?",
     "One point per SH: 1d+(SH-15), no less than 1d-4 and no more than 1d+2 (the Imp's SH 13 "
     "1d-2 and the Slayer's SH 14 1d-1 agree).",
     "test_weapons_fists_by_sh"),
    ("Armor", "Which squares does a shield cover?",
     "A held shield (ready or also) adds to the front squares, a slung one to the rear square; "
     "none to the side squares; only the best shield on each side counts. Missiles too use the "
     "side they come from.",
     "test_armor_ar_6_4_front_and_side_a_slung_shield_behind"),
    ("Armor", "Is a shield in the 'also' hand 'ready'?",
     "Yes: a shield in either hand is ready (its AG penalty and its front armour apply).",
     "test_armor_ag_modifier_and_a_ready_shield_only"),
    ("Movement Phase", "How often may a move be RESET and the figure turned?",
     "At most two resets per figure and turn; turning is free but not twice in a row; a step "
     "keeps the facing (so every game ends).",
     "test_movement_reset_at_most_twice_and_no_two_turns_in_a_row"),
    ("Movement Phase", "What does 'riveted' on an enemy mean?",
     "A figure that started unengaged and enters a standing enemy's front square takes no more "
     "steps or jumps this move; it may still turn.",
     "test_movement_entering_an_enemys_front_square_rivets_his_attention"),
    ("Engaged", "What is 'about face' during a Shift?",
     "An engaged figure may not turn to the facing opposite the one it started with (standing "
     "up while engaged: opposite its current facing).",
     "test_movement_engaged_shift_only_stays_adjacent_and_no_about_face"),
    ("Movement Explained", "Two squares: a shuffle or a charge? And a jump?",
     "Moves spent decide: 0 wait, 1 shift, 2 shuffle (with charging status), 3 to half the MP "
     "charge, more run. A jump spends 3.",
     "test_movement_explained_wait_shift_shuffle_charge_run"),
    ("Action Phase", "Equal adjusted AG: who acts first?",
     "The side that moves first this turn, then the set-up order.",
     "test_action_phase_ties_go_to_the_side_that_moves_first"),
    ("Who Attacks First", "Who is 'the last character in the turn'?",
     "The last still to act in the first round; a character who declined acts after the others "
     "and cannot decline again.",
     "test_who_attacks_first_decline_then_act_after_the_others"),
    ("DROP/PICK UP WEAPON", "CHARGE says no pick up; DROP/PICK UP says items can still be "
     "picked up. Which?",
     "The action's own paragraph: after a charge (3+ squares) items may be dropped and picked up "
     "into the hands, nothing slung, and a slung item readied only with both hands empty.",
     "test_drop_pick_up_after_a_charge_no_slinging"),
    ("Agility Rolls", "With four dice (evading), which totals drop the weapon?",
     "17 or more.",
     "test_agility_rolls_four_dice_seventeen_or_more_drops"),
    ("Agility Rolls", "Do the limits (5 hits, 16 misses) apply to repel, fall and disengage "
     "rolls?",
     "Yes, to every agility roll.",
     "test_agility_rolls_limits_apply_to_the_repel_roll"),
    ("Agility Rolls", "In which order do the damage modifiers apply?",
     "Weapon dice plus bonuses (race +1, hand combat +3), at least 0, times the pole-arm double "
     "and the roll's double or triple, then the armour of the side hit; never below 0.",
     "test_agility_rolls_a_four_doubles_the_damage_before_armour"),
    ("Wounds", "Does terrain damage daze or knock down?",
     "No: only a single weapon blow does; fire, caltrops and pit falls only cost SH.",
     "test_terrain_effects_after_the_last_phase_fire_caltrops_cumulative"),
    ("Wounds", "What does an unconscious character do?",
     "He lies prone and neither moves nor acts; a side remains only while one of its "
     "figures is in the arena with SH 2 or more.",
     "test_wounds_unconscious_at_1_collapses_and_takes_no_action"),
    ("Phases", "When does the game end?",
     "When at most one side remains (it wins), checked after every action and turn; after the "
     "set-up's turn limit (default 30) it is a draw.",
     "test_the_turn_limit_ends_in_a_draw"),
    ("RECEIVE CHARGE", "Who gets the +2, and who 'charges them'?",
     "The receiver gets +2 and double damage against an enemy in his front squares (or his P! "
     "reach) who moved 2 or more squares this turn.",
     "test_receive_charge_plus_2_double_damage_against_an_enemy_who_moved_two"),
    ("Hand Combat Attempt", "Which strengths are compared?",
     "The current SH (wounded), as for the shield fall roll.",
     "test_shield_attack_hit_then_the_defender_rolls_to_keep_his_feet"),
    ("Hand Combat", "What may a wrestler do?",
     "Attack a wrestling partner (whatever the facing; +4 prone, +3 damage) with fists or a "
     "dagger, try to disengage (AG roll), or wait.",
     "test_hand_combat_disengage_on_an_ag_roll_standing_up_next_to_him"),
    ("DISENGAGE", "When is it offered outside hand combat?",
     "Shift or less, when engaged or prone: one square (Orcs two) to free squares, standing up, "
     "without having to stay next to the enemy.",
     "test_disengage_one_square_orcs_two"),
    ("THROW WEAPON", "'-1 per square': is an adjacent target -1? Where does the weapon land?",
     "-1 per square of distance (adjacent -1). It lands in the target's square, hit or miss; "
     "caltrops become caltrops terrain there.",
     "test_throw_minus_1_per_square_range_at_most_sh_then_ready_the_next_weapon"),
    ("SHIELD RUSH", "When does the attacker choose the fall square?",
     "When he declares the attack: his square or an adjacent one without a wall or another "
     "figure (pits, fire and the exit allowed). A prone defender does not fall further.",
     "test_shield_rush_plus_2_to_hit_minus_2_to_keep_feet_into_a_pit"),
    ("Slash Attack", "'Up to five total targets' but three front squares?",
     "Every enemy in the three front squares, clockwise: at most three.",
     "test_slash_every_enemy_in_front_clockwise_first_minus_2_then_minus_4"),
    ("Dual Attack", "Which weapons strike?",
     "The ready hand, then the also hand; an empty hand is a fist; shields and bows do not "
     "strike (shields have Shield Attack).",
     "test_dual_attack_ready_minus_2_also_minus_3_not_with_a_two_handed_weapon"),
    ("EVADE", "How long does evading last?",
     "Until the end of the turn; as a reaction it is the evader's action.",
     "test_evade_an_attacked_character_who_has_not_acted_may_evade_four_dice"),
    ("Pit", "May a Gargoyle ('fly over pits and walls') stop on them?",
     "It may enter pits like a Troll.",
     "test_terrain_pit_troll_walks_in_pits_others_may_not"),
    ("Wall", "How does a Gargoyle fly over walls?",
     "It may step onto a wall square when it has a move left to step off it onto open ground; "
     "it never ends its move (nor jumps, nor is riveted) above a wall.",
     "test_gargoyle_flies_over_walls_without_stopping_on_one"),
    ("Shadow", "Invisible: what does the enemy see?",
     "Nothing of where he stands: the other side's view leaves out the square and facing of "
     "a figure in Shadow (or a Troll in a pit). A Shadows Ring makes one shadow per square.",
     "test_terrain_shadows_ring_makes_shadow_at_the_end_of_the_turn"),
    ("SHOW CHARACTER / LOOK AROUND", "Are they actions?",
     "No: they cost nothing, so they are the seat's view (its own stats only; everybody's "
     "weapons, statuses and the action order).",
     "test_show_character_the_stats_display_is_private"),
    ("Terrain Spells", "Where is 'on or around the mage'? How is half a cost rounded?",
     "His own square or an adjacent one, unoccupied (his own or a friend's square only for "
     "Shadow and Exit). Half a cost is rounded down.",
     "test_cast_magic_spell_shift_or_less_creates_terrain_on_or_around_the_mage"),
    ("Dazzle", "How long, and how is 'able to see' judged?",
     "-3 AG through the end of the third turn after this one, for every enemy not prone, with "
     "the mage in his front area and no wall between.",
     "test_dazzle_minus_3_ag_for_enemies_who_see_the_mage"),
    ("Psychic Blast", "One die for all or one each? Does it daze?",
     "One die per enemy within 5 squares; like terrain damage it neither dazes nor knocks down.",
     "test_psychic_blast_1d_to_enemies_within_5_no_armour"),
    ("Fighter Spells", "The average of AG and IQ: which AG, and rounded how? Which spells?",
     "The adjusted AG, averaged with IQ and rounded down; each spell of the fighters' list "
     "(authored: the terrain spells, Dazzle, Psychic Blast, ESP Stats, Iron Flesh, Magic Speed, "
     "Lose Weapon, Clumsiness, Heal-Strength, Teleport) his IQ allows is drawn with a 50% "
     "chance when fighting starts.",
     "test_fighter_spells_iq_10_draws_about_half_casts_with_average_of_ag_and_iq"),
    ("Play Solo Game", "How does the computer balance the creatures it creates?",
     "Random creatures of the Race table and AI characters until their SH adds up to the "
     "party's SH (at most six, and no more than the East start squares), none with more SH than "
     "the party's strongest character plus 3 (so a stronger party meets more and stronger "
     "monsters); random terrain with one exit.",
     "test_solo_game_creates_a_balanced_group_of_creatures"),
    ("Experience", "The text gives no numbers for experience.",
     "Authored: survivors share the attribute total (SH+AG+IQ) of every enemy killed; who "
     "leaves by the exit keeps his experience; the dead lose a third; 100 experience buys one "
     "point of SH, AG or IQ up to the race's maximum.",
     "test_experience_survivors_gain_escapees_keep_the_dead_lose_a_third"),
    ("Altar of Life", "Which dead characters become Bones?",
     "Those who had experience for at least one attribute point (100); their roster entry is "
     "marked and cannot be loaded; game/rosters.py brings them into the next game as Bones.",
     "test_altar_of_life_the_dead_with_experience_come_back_as_bones_not_loaded"),
    ("AI Characters", "Which AI characters are in, and what is a Fire Spirit's attack?",
     "All of the table. The Needler Bush (its needles are thrown, even after a charge, and "
     "never leave it), the Giant Amoeba (acid past armour, never knocked down, never repels), "
     "the Fire Spirit (3 points past armour, 6 in hand combat by the +3; fire where it hits and "
     "where it ends the turn; immune to fire), the Behemoth (craw and crush, dual attack), the "
     "Phase Spider, Imp, Slayer, Evil Summoner and Evil Mage (their own rulings below).",
     "test_ai_characters_fire_spirit_burns_where_it_stands_and_where_it_hits"),
    ("Altar of Life", "How do Bones come back, and for whom?",
     "Bones are set up with their side (the owner); anyone may carry them, but only the owner's "
     "side raises them: dropped (Change Weapon) on the Altar after a shuffle or charge onto "
     "it. The character appears on a random free square next to the Altar with full SH, no "
     "spells, weapons or armour, and acts from the next turn. Others' Bones just lie there.",
     "test_altar_of_life_only_the_owners_side_and_only_after_a_shuffle_or_charge"),
    ("Movement Phase", "What movement choices has a prone (or wrestling) character?",
     "None: he WAITs (0 squares) and is passed over; he stands up with the STAND action (or "
     "DISENGAGE) in the action phase.",
     "test_movement_phase_prone_and_wrestling_figures_only_wait"),
    ("Spells", "Most spells the text names have no table entry.",
     "Authored in data/spells.json in the same structure (IQ, SH cost, '+' step and maximum, "
     "duration, target) and marked authored: Drain Spirit/Life, Iron and Steel Flesh, Agility "
     "Magic, Magic Speed, Missile Return, Ring of Fire, Lose Weapon, Clumsiness, Curse Armor, "
     "Teleport, Teleport Away, Heal-Strength, Death Sword, summons, illusions, area terrain.",
     "test_spells_named_without_an_entry_are_authored_in_the_same_structure"),
    ("Missile Spells", "How much do Drain Spirit and Drain Life heal?",
     "The SH the target actually lost, after paying; Drain Spirit up to the mage's normal SH, "
     "Drain Life (like Heal-Strength) up to 2 above it. Drain damage neither dazes nor knocks "
     "down, like terrain damage.",
     "test_drain_life_and_heal_strength_heal_at_most_2_above_normal"),
    ("Thrown Spells", "Range and targets of a thrown spell?",
     "As a thrown weapon: in the front area, at most SH squares, -1 per square plus the missile "
     "obstacles, not at invisible enemies. A nice spell may be cast on the mage himself; a new "
     "casting of a lasting spell replaces the old one (no stacking).",
     "test_thrown_spells_nice_only_on_friends_not_nice_only_on_enemies_teleport_away_anyone"),
    ("Thrown Spells", "What does a missed thrown spell cost when pumped?",
     "1 SH, however much was allotted; a missed missile spell costs everything allotted.",
     "test_thrown_spells_a_miss_costs_1_and_range_minus_1_per_square"),
    ("Missile Return", "'This doubles the range to hit'?",
     "The range penalty counts twice the distance and the shot, throw or spell strikes its own "
     "shooter (armour of the side facing the returner). The Evil Mage's is permanent.",
     "test_missile_return_sends_a_shot_back_at_double_range"),
    ("Ring of Fire", "Where is the ring?",
     "The eight squares around the target enemy: fire on empty squares and under enemies, none "
     "under the mage's friends or on walls; magic fire lasts the game.",
     "test_ring_of_fire_makes_fire_on_enemies_not_on_friends"),
    ("Agility Magic", "What ends 'the entire game or until the mage is killed'?",
     "The caster's death ends it (and any whole-game spell of his); other lasting spells end "
     "after their turns.",
     "test_agility_magic_lasts_the_game_until_the_mage_is_killed"),
    ("Summon Spells", "How is a summon renewed or cancelled?",
     "Automatically at the end of every third turn after it came: the mage pays 1 SH if he has "
     "3 or more, else the creature is lost. The creature is played by its mage's side (the "
     "computer only for computer-run mages) and vanishes when he dies.",
     "test_summon_spells_a_creature_around_the_mage_renewed_for_1_sh_vanishes_when_he_dies"),
    ("Illusion Spells", "What may be disbelieved, and what does an illusion do?",
     "Enemy illusion creatures and Image look-alikes, the closest on an IQ roll; an illusion "
     "fights as the creature until dispelled. With none present the action does nothing.",
     "test_illusion_spells_disbelieve_dispels_the_closest_illusion_on_an_iq_roll"),
    ("Image", "How is the shell game kept secret, and what do images do?",
     "The mage and his look-alikes get new ids in a random order and the enemy's view does not "
     "say which are images. Images move as he does but in the action phase only stand or evade; "
     "any hit, spell, hand-combat grab or damage makes one vanish.",
     "test_image_the_enemy_cannot_tell_which_is_the_mage"),
    ("Image", "What may an image do in the action phase?",
     "Stand, decline or evade only.",
     "test_images_may_only_stand_or_evade"),
    ("Snake Staff", "What becomes of the staff?",
     "It becomes the snakes (one per SH put in) and is gone for the game.",
     "test_snake_staff_needs_a_ready_staff_makes_1_to_3_snakes_for_5_turns"),
    ("ESP Stats", "Which enemies does the mage view?",
     "The nearest one to three (a random number); their square, SH, normal SH, AG and IQ.",
     "test_esp_stats_shows_one_to_three_enemies_and_costs_nothing"),
    ("Terrain Spells", "The area spells' table is missing.",
     "Authored: Wall of Fire (IQ 12, 3 SH) five fires in a line across the chosen square, Shadow "
     "Cloud (IQ 13, 4 SH) the chosen square and its eight neighbours; walls and (for fire) "
     "friends' squares are skipped.",
     "test_terrain_spells_an_area_flows_out_and_fire_is_not_made_on_friends"),
    ("Special Spells", "Where may Teleport go?",
     "Any enterable free square within 6 squares, chosen by the mage.",
     "test_special_spells_teleport_to_a_chosen_square_and_a_failure_costs_one_less"),
    ("AI Characters", "How far is a phase shift (teleport) and what does it cost?",
     "One shift a move to any enterable square within 4 squares (Phase Spider: 'only 4 squares "
     "per turn') or 5 (Evil Mage), engaged or not, never in hand combat; the distance counts as "
     "squares moved (a 1-square shift still leaves every action). They take no steps.",
     "test_ai_characters_phase_spider_phase_shifts_even_engaged_counting_the_squares"),
    ("Imp Tactics", "What is the Imp's theft?",
     "An attack roll with his fist (facing bonuses apply) that does no damage; on a hit the "
     "ready item goes to his first free sling slot (the ground if none). He tries it when the "
     "target's armour on his side is 3 or more, else 1 turn in 3; with loot he disengages, "
     "heads for the exit and drops it once not engaged.",
     "test_imp_tactics_steals_the_ready_weapon_and_slings_it"),
    ("Slayer Tactics", "What is the 'Krill missile'?",
     "The Krill (a pole arm, 1d+3, authored SH 12) also shoots 2d bolts like a bow, with no "
     "reloading, never prone. Within reach of a charge he charges and impales; else mostly he "
     "stays and shoots.",
     "test_slayer_tactics_krill_bolt_at_range_and_impale_after_a_charge"),
    ("Behemoth Tactics", "How do the 1 in 3 and 1 in 6 combine?",
     "First 1 in 6 a dual attack (craw and crush) when the target is not evading, hard to hit "
     "or invisible; else 1 in 3 the crush; else 1 in 8 hand combat; else the craw. The chances "
     "come from the tactic's own dice seeded by the game's (which they do not advance).",
     "test_behemoth_tactics_craw_usually_crush_one_in_three_dual_one_in_six"),
    ("Evading", "What is 'threatened with a death blow'?",
     "The waiting attack's best damage (dice maximum, doubled by impale or receive charge) "
     "past his armour on that side is at least his SH. The Fire Spirit, Phase Spider, Imp and "
     "Evil Mage then evade; others do not.",
     "test_creature_tactics_smart_ones_evade_a_death_blow"),
    ("Evil Summoner", "What does summoning cost him, and what is his SH?",
     "Nothing (an AG roll, no SH, no renewal), once a turn while fewer than four of his "
     "creatures are in play; his SH is the enemy party's average normal SH * 125%, rounded.",
     "test_evil_summoner_sh_is_the_enemy_party_average_times_125_percent_and_summons_up_to_four"),
    ("Evil Mage Tactics", "What is 'give the Behemoth a Death Sword'?",
     "An Evil Mage-only thrown spell (authored: IQ 15, 4 SH) that puts a Death Sword in an "
     "empty-handed friend's ready hand; a creature strikes with it instead of its first natural "
     "weapon, and it drops where he dies.",
     "test_evil_mage_death_sword_is_the_behemoths_weapon_and_can_be_taken"),
    ("Magic Items", "How are the casters' potions left?",
     "When the Evil Mage (50%) or the Evil Summoner (33%) is killed, a Healing Potion may lie "
     "in his square with what he carried.",
     "test_magic_items_evil_mage_and_summoner_may_leave_a_healing_potion"),
    ("Movement Explained", "With MP 1 (the Evil Summoner), is a one-square move a run?",
     "No: a wait or a shift always leaves every action.",
     "test_movement_explained_a_shift_is_never_a_run"),
    ("Imp Tactics", "How do 'more illusions increase the chances of disbelief' (Imp, Slayer)?",
     "One illusion is ignored; with n of them in play the chance is (n-1) in 4 at each of his "
     "actions (certain from five).",
     "test_imp_and_slayer_tactics_disbelieve_only_when_several_illusions_are_present"),
    ("Shadow", "What does the other side imagine of an invisible enemy (computer players)?",
     "That he stands on any free square where he could be invisible: a shadow square for one in "
     "Shadow, a pit for a Troll, anywhere for the Imp.",
     "test_shadow_an_invisible_enemy_is_imagined_on_some_free_shadow_square"),
    ("Summon Spells", "How does the mage cancel a summon?",
     "At his action, before acting: 'Cancel Summon' (a Cast naming one of his summoned "
     "creatures, snakes or illusions) makes it vanish; no roll, no cost, and he still acts.",
     "test_summon_spells_the_mage_may_cancel_a_summon_at_his_action_and_still_act"),
    ("Thrown Spells", "'Bulk' and 'per turn' spells: which are which?",
     "The lasting thrown spells (those with a duration: Iron Flesh, Steel Flesh, Magic Speed, "
     "Missile Return, Clumsiness, Curse Armor) come in both flavours, the caster choosing when "
     "he casts (bulk if he does not say); the others (instant, or the whole game like Agility "
     "Magic) are bulk only. Bulk: the table's cost once, lasting its turns. Per turn (authored): "
     "1 SH a pump when cast (a 4 halves it, a 3 makes it free, a miss costs 1, as any thrown "
     "spell), and at the end of every turn, including the casting turn, the caster pays it "
     "again, automatically, to keep the spell for the next turn; it has no set end (Missile "
     "Return's pumps, which only lengthen it, are not offered). If he is not in the arena, or "
     "paying would leave him at 1 SH or less (as a summon's renewal), the spell ends (an "
     "'enchanted' event of amount 0); it also ends when he dies. The legal actions and the odds "
     "preview offer both flavours, each with its exact chance to succeed.",
     "test_thrown_spells_per_turn_flavour_costs_each_turn_and_ends_when_unpaid"),
    ("Illusion Spells", "Does the other side know which creature is an illusion?",
     "Yes: casting is seen and named (the cast and its summoning are events every seat sees, "
     "like the original's message line), and the view marks the illusion for all; disbelief "
     "decides on an IQ roll whether the illusion goes, not what it is. Only Image keeps a "
     "secret: which look-alike is the mage.",
     "test_illusion_spells_the_other_side_sees_which_creature_is_an_illusion"),
    ("Experience", "Do images and summoned creatures share experience?",
     "No: they are no characters of a roster; killing an enemy's summoned creature counts, "
     "dispelling an image does not.",
     "test_experience_images_and_summons_are_not_roster_characters"),
    ("ATTACK", "How much is 'attacking an invisible target' (l. 390), and who is invisible?",
     "-2 to hit, the only number the text gives for it (Shadow: 'attacks against a person in "
     "Shadow are -2'), once: for a figure in Shadow it is that Shadow penalty, for a Troll in a "
     "pit and the always invisible Imp it is listed as 'invisible'. Missiles cannot target the "
     "invisible at all; missile spells may, and pay only their track's obstacles.",
     "test_attack_an_invisible_target_is_minus_two_to_hit"),
    ("Carrying Capacity", "Readying a two-handed weapon with something in the other hand "
     "(l. 60): sling or drop, and where to?",
     "A legal Change Weapon: the secondary item goes to the top free slung slot; it is dropped "
     "in his square if no slot is free or the move was more than a shuffle (after a charge "
     "nothing may be slung, Drop/Pick Up).",
     "test_carrying_capacity_two_handed_drops_the_secondary_when_it_cannot_be_slung"),
    ("Pit", "Where does 'Going into hand combat with a troll causes pit damage also' (l. 249) "
     "apply, and to whom?",
     "Only when the Troll stands in a pit (the sentence is the Pit section's, and its reason is "
     "falling down into the pit): whoever wrestles him there takes the pit's 4 points; the "
     "Troll, who moves freely in pits 'without falling down', takes none, nor does anyone who "
     "may walk pits (Troll Rope, a Gargoyle). On open ground hand combat with a Troll costs "
     "nothing extra.",
     "test_pit_hand_combat_with_a_troll_in_his_pit_costs_the_other_pit_damage"),
    ("Evading", "May a character evade a spell aimed at him (ll. 337, 448)?",
     "Yes, a hostile one: a missile or thrown spell cast at an enemy is an attack on him "
     "(l. 148: 'All missile attacks (including spells)'), so if he has not acted he is asked "
     "whether he evades, and an evading target makes the casting roll four dice. Nice spells "
     "on friends, Teleport Away or ESP Stats on a friend, area and terrain spells are no attack "
     "on a character and cannot be evaded.",
     "test_evading_a_hostile_spell_aimed_at_him_may_be_evaded_four_dice"),
    ("Needler Bush Tactics", "Whom does 'they will slow down their movement' (l. 216) slow, "
     "and what is its firing range?",
     "The bushes themselves (the sentence's subject): within their throwing range (SH squares, "
     "Missiles) they stop at half their MP, a charge, after which they may still throw; they "
     "never melee with the needles. Nothing in the text slows other characters in a bush's "
     "range, so nothing does.",
     "test_needler_bush_tactics_within_firing_range_no_more_running"),
    ("Hand Combat", "How often do bears and amoebas wrestle (ll. 219, 460-463)?",
     "Authored chances, from the tactic's own dice: a bear that may attempt hand combat does "
     "2 in 3 times ('often prefer') and never repels; a Giant Amoeba 1 in 4 ('occasionally') "
     "and repels 1 in 6 ('usually do not repel').",
     "test_hand_combat_bears_often_prefer_it_and_never_repel"),
    ("View Stats Display", "Does the other side learn a figure's SH from what happens to it?",
     "No: it sees the hit, its dice and the damage, and whether he is dazed, down or near "
     "death; the SH left after a wound or a healing is his side's only (the 'wounded' and "
     "'healed' events carry it to his side, nothing to the other side and spectators: "
     "pack.event_view, secrecy.py). The referee's record (saves, render, record) keeps it. "
     "The summary line of `simulate` prints no SH either.",
     "test_view_stats_display_sh_in_wounded_and_healed_events_is_the_own_sides_only"),
    ("Shadow", "What does the other side see of the moves of a figure it cannot see?",
     "Only the squares where it could see him: a step within the Shadow is not shown, a step "
     "out of it shows from the first square in the open; a RESET, turn, standing up, fall or "
     "dropped item of a figure in Shadow (or a Troll in a pit, or the Imp) is not shown to the "
     "other side, nor a summoned or raised figure appearing where it cannot be seen (the view "
     "lists him without a square), and Teleport's cast names no square he lands on unseen.",
     "test_shadow_the_other_side_receives_no_square_of_a_figure_it_cannot_see"),
    ("ESP Stats", "Who sees what ESP Stats shows?",
     "The caster's side only ('the casting mage will be able to view'): the other side and "
     "spectators see the spell cast and a 'stats_seen' event with nothing of what it showed.",
     "test_esp_stats_only_the_casters_side_receives_what_it_shows"),
    ("Image", "Whom do the look-alikes' summoning events name as their caster?",
     "The mage by the id he had before the spell (the one everybody saw cast it), for all "
     "three: his new id would tell which look-alike is the mage.",
     "test_image_the_summoned_events_do_not_tell_which_look_alike_is_the_mage"),
    ("Missile Obstacles", "Does a shot past a figure the shooter's side cannot see give him "
     "away?",
     "His -1 counts, as the rule says, so the to-hit number tells that someone stands in the "
     "track; the 'attacked' event the other side and spectators receive does not name his "
     "square ('a character unseen' instead of 'character at x,y').",
     "test_missile_obstacles_a_shot_past_an_unseen_figure_does_not_name_his_square"),
]


def markdown() -> str:
    return render(RULINGS, "Gladiator rulings",
                  "Generated from rules/gladiator/rulings.py; each ruling has the named "
                  "test.")


if __name__ == "__main__":
    print(markdown(), end="")
