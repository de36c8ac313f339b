"""4.4 Variants through the real engine."""
import pytest

from rules.core.engine import BadSetup, IllegalAction
from rules.ninja_arena import RULESET as R
from rules.ninja_arena import data, variants
from tests.rules.ninja_arena.content_kit import S, board, damage, game, kinds, play

PRO = "professional"


def N(fid, seat, pos, facing="N", type="shadow", **kw):
    return dict(seat=seat, type=type, id=fid, position=pos, facing=facing, **kw)


# ------------------------------------------------------------------------------- Team

@pytest.mark.parametrize("seats, teams, ok", [
    (["p1", "p2"], {}, True),                                         # 2 players
    (["p1", "p2", "p3", "p4"], {"p1": "x", "p2": "y", "p3": "x", "p4": "y"}, True),   # 2 vs. 2
    (["p1", "p2", "p3"], {"p2": "y", "p3": "y"}, False),              # 3 players
    (["p1", "p2", "p3", "p4"], {"p2": "y", "p3": "y", "p4": "y"}, False),             # 1 vs. 3
    (["p1", "p2", "p3", "p4"], {}, False),                            # no teams named
])
def test_4_4_team_variant_is_played_by_2_or_4_players_2_vs_2(seats, teams, ok):
    figures = [N(f"n{i}", seat, (i, 3), type=("shadow", "weaponmaster")[i % 2],
                 **({"team": teams[seat]} if seat in teams else {}))
               for i, seat in enumerate(seats)]
    if ok:
        assert len(game(figures, layer=PRO, variants=["team"]).seats) == len(seats)
    else:
        with pytest.raises(BadSetup, match="4.4: the (4-player )?team variant is"):
            game(figures, layer=PRO, variants=["team"])


def test_4_4_team_members_plan_independently_and_in_secret():
    figures = [N("a", "p1", (1, 1), team="x"), N("b", "p2", (2, 6), "S", type="weaponmaster",
                                                   team="y"),
               N("c", "p3", (5, 1), type="weaponmaster", team="x"), N("d", "p4", (6, 6), "S",
                                                                      team="y")]
    st = game(figures, layer=PRO, variants=["team"])
    st, _ = R.apply(st, "p1", {"kind": "plan", "ninja": "a", "slots": [{"action": "dodge"}]})
    assert R.to_act(st) == {"p2", "p3", "p4"}            # the team mate plans on his own
    assert "dodge" not in str(R.view(st, "p3")) and "dodge" in str(R.view(st, "p1"))


def _team(**kw):
    return game([N("a1", "p1", (3, 3), "N"), N("a2", "p1", (3, 4), "S", type="weaponmaster"),
                 N("b1", "p2", (7, 7), "S"), N("b2", "p2", (0, 7), "S", type="weaponmaster")],
                layer=PRO, variants=["team"], **kw)


def test_4_4_team_spare_discontinues_an_attack_on_a_team_mate():
    st, ev = play(_team(), {"a1": [S("melee", "forward", spare=True), S("turn_left")]})
    assert damage(ev, "a2") == 0
    ign = kinds(ev, "action_ignored")
    assert [(e.figure, e.action) for e in ign] == [("a1", "melee")]
    assert ign[0].reason.startswith("4.4")


def test_4_4_team_spare_discontinues_a_duel_with_a_team_mate():
    st, ev = play(_team(), {"a1": [S("step", "forward", spare=True)]})
    assert not kinds(ev, "duel") and st.ninja("a1").pos == (3, 3)


def test_4_4_team_spare_discontinues_a_ranged_attack_without_using_it():
    st, ev = play(_team(), {"a1": [S("ranged", spare=True)]})
    assert damage(ev, "a2") == 0 and st.ninja("a1").ranged_uses == 6


def test_4_4_team_without_spare_team_mates_are_hit():
    st, ev = play(_team(), {"a1": [S("ranged")]})
    assert damage(ev, "a2") == 2


def test_4_4_team_spare_does_not_stop_attacks_on_opponents():
    st = _team()
    st.ninja("a2").pos = (5, 5)
    st.ninja("b1").pos = (3, 4)
    st, ev = play(st, {"a1": [S("melee", "forward", spare=True)]})
    assert damage(ev, "b1") == 4


def test_4_4_team_spare_darts_with_a_team_mate_in_the_area():
    st = game([N("a1", "p1", (3, 3), weapons={"ranged": "darts"}),
               N("a2", "p1", (2, 5), "S", type="weaponmaster"),
               N("b1", "p2", (4, 4), "S"), N("b2", "p2", (0, 0), "S", type="weaponmaster")],
              layer=PRO, variants=["team"])
    st, ev = play(st, {"a1": [S("ranged", spare=True)]})
    assert damage(ev, "a2") == 0 and damage(ev, "b1") == 0       # all effects ignored


def test_4_4_team_two_player_variant_both_plans_then_two_counters():
    st = _team()
    st, ev = R.apply(st, "p1", {"kind": "plan", "ninja": "a2", "slots": []})
    assert not kinds(ev, "initiative_taken")                     # not finished yet
    st, ev = R.apply(st, "p1", {"kind": "plan", "ninja": "a1", "slots": []})
    taken = kinds(ev, "initiative_taken")[0]
    assert taken.figures == ("a2", "a1") and taken.counters == (1, 2)


def test_4_4_team_wins_when_the_opponents_are_defeated():
    st = _team()
    st.ninja("b1").alive = False
    st.ninja("b2").life = 1
    st.ninja("b2").pos = (3, 2)
    st.ninja("b2").facing = 0
    st, ev = play(st, {"a1": [S("turn_180"), S("melee", "forward")]})
    assert R.outcome(st).finished and R.outcome(st).winners == ("p1",)


# ------------------------------------------------------------------------------- Sudden Death

def _three(**kw):
    return game([N("a", "p1", (1, 1)), N("b", "p2", (6, 6), type="weaponmaster"),
                 N("c", "p3", (1, 6))], layer=PRO, variants=["sudden_death"], **kw)


def test_4_4_sudden_death_only_after_the_first_player_is_out():
    st, ev = play(_three(), {})
    assert not kinds(ev, "damaged")


def test_4_4_sudden_death_no_damage_phase_costs_the_healthiest_one_life():
    st = _three()
    st.ninja("c").alive = False
    st.ninja("a").life = 8
    st, ev = play(st, {})
    assert [(e.figure, e.amount, e.cause) for e in kinds(ev, "damaged")] == \
        [("b", 1, "sudden_death")]


def test_4_4_sudden_death_ties_all_take_one():
    st = _three()
    st.ninja("c").alive = False
    st, ev = play(st, {})
    assert sorted(e.figure for e in kinds(ev, "damaged")) == ["a", "b"]


def test_4_4_sudden_death_not_after_a_phase_with_damage():
    st = _three()
    st.ninja("c").alive = False
    st.ninja("a").pos, st.ninja("b").pos, st.ninja("b").facing = (3, 3), (3, 4), 4
    st, ev = play(st, {"a": [S("melee", "forward")]})
    assert [e.cause for e in kinds(ev, "damaged")] == ["melee"]


# ------------------------------------------------------------------------------- Drunken Masters

def _drunk(seed=4):
    return game([N("a", "p1", (1, 1)), N("b", "p2", (6, 6), type="weaponmaster")],
                layer=PRO, variants=["drunken_masters"], seed=seed)


def test_4_4_drunken_masters_six_public_dice_two_of_each_colour():
    st = _drunk()
    cols = [c for c, _ in st.public_dice]
    assert cols == ["red", "red", "blue", "blue", "white", "white"]
    for c, a in st.public_dice:
        assert a in variants.FACES[c]
    assert R.view(st, "p2")["public_dice"] == [list(x) for x in st.public_dice]


def test_4_4_drunken_masters_plans_only_from_the_rolled_faces():
    st = _drunk()
    red = [a for c, a in st.public_dice if c == "red"]
    missing = next(a for a in variants.FACES["red"] if a not in red)
    slot = S(missing, "forward") if missing == "evade" else S(missing)
    with pytest.raises(IllegalAction, match="4.4: slot 1: no red die shows"):
        R.apply(st, "p1", {"kind": "plan", "ninja": "a", "slots": [slot]})
    for p in R.legal_actions(st, "p1"):
        for s in p.slots:
            assert (s.action in [a for c, a in st.public_dice])


def test_4_4_drunken_masters_still_one_white_die_per_plan():
    for seed in range(40):
        st = _drunk(seed)
        whites = [a for c, a in st.public_dice if c == "white"]
        if all(w in ("focused_melee", "climb", "pick_up", "special", "bonus", "throw_melee")
               for w in whites):
            slots = [S(w) for w in whites]
            with pytest.raises(IllegalAction, match="white"):
                R.apply(st, "p1", {"kind": "plan", "ninja": "a", "slots": slots})
            return
    raise AssertionError("no seed")


def test_4_4_drunken_masters_new_dice_each_planning_phase():
    st = _drunk()
    st, ev = play(st, {})
    rolled = kinds(ev, "dice_rolled")
    assert len(rolled) == 1 and rolled[0].faces == st.public_dice
    again = _drunk()
    assert again.public_dice == _drunk().public_dice                    # seeded


# ------------------------------------------------------------------------------- Sokoban

def _soko(rows, pb=(7, 7), fb="S", variants_=("sokoban",)):
    return game([N("a", "p1", (3, 1), "N"), N("b", "p2", pb, fb, type="weaponmaster")],
                rows=rows, layer=PRO, variants=variants_)


BONUS = S("bonus")


def test_4_4_sokoban_pushes_a_height_1_obstacle_onto_an_empty_space():
    rows = ["00000000"] * 5 + ["00010000"] + ["00000000"] * 2      # block on (3,2)
    st, ev = play(_soko(rows), {"a": [BONUS]})
    assert st.levels[2][3] == 0 and st.levels[3][3] == 1
    assert st.ninja("a").pos == (3, 2)
    mv = kinds(ev, "obstacle_moved")[0]
    assert (mv.from_cell, mv.to_cell) == ((3, 2), (3, 3))


def test_4_4_sokoban_allowed_block_falls_on_a_lower_ninja_defeated_without_loot():
    # a on level 1 pushes the block on (3,2) (level 2) onto b one level lower on (3,3)
    rows = ["00000000"] * 4 + ["00000000", "00020000", "00010000", "00000000"]
    st, ev = play(_soko(rows, pb=(3, 3), fb="S"), {"a": [BONUS]})
    b = st.ninja("b")
    assert not b.alive and st.loot == ()
    assert kinds(ev, "defeated")[0].cause == "crushed"
    assert st.levels[3][3] == 1 and st.levels[2][3] == 1
    assert st.ninja("a").pos == (3, 2) and R.outcome(st).winners == ("p1",)


def test_4_4_sokoban_not_allowed_only_height_1_can_be_moved():
    rows = ["00000000"] * 5 + ["00020000"] + ["00000000"] * 2
    st, ev = play(_soko(rows), {"a": [BONUS]})
    assert st.levels[2][3] == 2 and st.ninja("a").pos == (3, 1)
    assert kinds(ev, "action_ignored")[0].reason.startswith("4.4: only obstacles")


def test_4_4_sokoban_not_allowed_space_behind_occupied():
    rows = ["00000000"] * 4 + ["00010000", "00010000"] + ["00000000"] * 2   # two blocks
    st, ev = play(_soko(rows), {"a": [BONUS]})
    assert st.levels[2][3] == 1 and st.levels[3][3] == 1
    rows = ["00000000"] * 5 + ["00010000"] + ["00000000"] * 2               # a ninja behind
    st, ev = play(_soko(rows, pb=(3, 3)), {"a": [BONUS]})
    assert st.levels[2][3] == 1 and st.ninja("b").alive
    assert all(e.reason.startswith("4.4: the space behind") for e in kinds(ev, "action_ignored"))


def test_4_4_ruling_sokoban_no_push_off_the_board():
    rows = ["00010000"] + ["00000000"] * 7                            # block on (3,7)
    st = game([N("a", "p1", (3, 6), "N"), N("b", "p2", (0, 0), "S", type="weaponmaster")],
              rows=rows, layer=PRO, variants=["sokoban"])
    st, ev = play(st, {"a": [BONUS]})
    assert st.levels[7][3] == 1 and st.ninja("a").pos == (3, 6)
    assert "off the board" in kinds(ev, "action_ignored")[0].reason


def test_4_4_sokoban_without_obstacle_moves_forward_on_the_same_level():
    st, ev = play(_soko(None), {"a": [BONUS]})
    assert st.ninja("a").pos == (3, 2)


def test_4_4_ruling_only_one_bonus_action_variant():
    with pytest.raises(BadSetup, match="both define the bonus action"):
        _soko(None, variants_=("sokoban", "overpower"))


# ------------------------------------------------------------------------------- Overpower

def _over(pa=(3, 1), fa="S", pb=(3, 0), fb="N", rows=None):
    return game([N("a", "p1", pa, fa), N("b", "p2", pb, fb, type="weaponmaster"),
                 N("c", "p3", (7, 7), "S")], rows=rows, layer=PRO, variants=["overpower"])


def test_4_4_overpower_leaving_the_board_is_defeat_without_loot():
    st, ev = play(_over(pa=(5, 0)), {"a": [S("step", "forward")]})
    assert not st.ninja("a").alive and st.loot == ()
    assert kinds(ev, "defeated")[0].cause == "off_board" and not kinds(ev, "edge_bump")


def test_4_4_overpower_bonus_shoves_an_opponent_off_the_edge():
    st, ev = play(_over(), {"a": [BONUS]})
    assert not st.ninja("b").alive and st.loot == ()
    d = kinds(ev, "defeated")[0]
    assert (d.figure, d.cause, d.by) == ("b", "shoved", "a")
    assert st.ninja("a").pos == (3, 0)


def test_4_4_overpower_shoved_netted_ninja_takes_the_net_counter_along():
    st = _over()
    st.ninja("b").netted = True
    from rules.ninja_arena.state import Marker
    st.markers = (Marker((3, 0), "throwing_net", "c"),)
    st, ev = play(st, {"a": [BONUS]})
    assert not st.ninja("b").alive and st.markers == ()


def test_4_4_overpower_bonus_moves_like_a_step_up_one_level():
    rows = ["00000000"] * 6 + ["00000000", "00010000"][::-1]        # (3,1)... a at (3,2)?
    rows = ["00000000"] * 6 + ["00010000", "00000000"]               # (3,1) level 1
    st, ev = play(_over(pa=(3, 2), pb=(7, 0)), {"a": [BONUS]})
    assert st.ninja("a").pos == (3, 1)
    st, ev = play(_over(pa=(3, 2), pb=(7, 0), rows=rows), {"a": [BONUS]})
    assert st.ninja("a").pos == (3, 1) and kinds(ev, "moved")[0].to_level == 1


def test_4_4_overpower_opponent_not_on_the_edge_is_a_duel():
    st, ev = play(_over(pa=(3, 3), pb=(3, 2)), {"a": [BONUS]})
    assert st.ninja("b").alive and kinds(ev, "duel")


# ------------------------------------------------------------------------------- Head Hunters

def _hunt(**kw):
    return game([N("o", "p1", (3, 3), "N", type="weaponmaster"), N("h1", "p2", (3, 4), "S"),
                 N("h2", "p3", (0, 7), "S")], layer=PRO, variants=["head_hunters"], **kw)


def test_4_4_head_hunters_outlaw_is_the_first_player_or_team_outlaw():
    assert _hunt().extra["outlaw"] == "o"
    st = game([N("x", "p1", (1, 1)), N("y", "p2", (6, 6), team="outlaw")], layer=PRO,
              variants=["head_hunters"])
    assert st.extra["outlaw"] == "y"


def test_4_4_head_hunters_outlaw_no_clumsy_damage_and_never_dazed():
    rows = ["00000000"] * 4 + ["00030000"] + ["00000000"] * 3       # (3,3) level 3
    st = game([N("o", "p1", (3, 3), "W", type="weaponmaster"), N("h1", "p2", (7, 7), "S"),
               N("h2", "p3", (0, 0), "S")], rows=rows, layer=PRO, variants=["head_hunters"])
    st, ev = play(st, {"o": [S("evade", "forward")]})
    assert st.ninja("o").pos == (2, 3) and st.ninja("o").life == 10
    assert kinds(ev, "clumsy") and st.ninja("o").dazed_round < 0


def test_4_4_head_hunters_others_still_take_clumsy_damage():
    rows = ["00000000"] * 4 + ["00030000"] + ["00000000"] * 3
    st = game([N("o", "p1", (7, 7), "W", type="weaponmaster"), N("h1", "p2", (3, 3), "W"),
               N("h2", "p3", (0, 0), "S")], rows=rows, layer=PRO, variants=["head_hunters"])
    st, ev = play(st, {"h1": [S("evade", "forward")]})
    assert st.ninja("h1").life == 9


def test_4_4_head_hunters_outlaw_gets_up_to_4_life_per_kill_max_10():
    st = _hunt()
    st.ninja("o").life = 5
    st.ninja("h1").life = 3
    st, ev = play(st, {"o": [S("melee", "forward")]})
    assert not st.ninja("h1").alive and st.ninja("o").life == 9
    assert kinds(ev, "healed")[0].amount == 4
    st = _hunt()
    st.ninja("o").life = 8
    st.ninja("h1").life = 2
    st, ev = play(st, {"o": [S("melee", "forward")]})
    assert st.ninja("o").life == 10


def test_4_4_head_hunters_the_outlaws_killer_wins():
    st = _hunt()
    st.ninja("o").life = 2
    st, ev = play(st, {"h1": [S("melee", "forward")]})
    out = R.outcome(st)
    assert out.finished and out.winners == ("p2",) and "killed the outlaw" in out.reason


def test_4_4_head_hunters_outlaw_wins_as_last_standing():
    st = _hunt()
    st.ninja("h2").alive = False
    st.ninja("h1").life = 1
    st, ev = play(st, {"o": [S("melee", "forward")]})
    assert R.outcome(st).winners == ("p1",)


def test_4_4_ruling_head_hunters_outlaw_falls_without_a_killer():
    st = game([N("o", "p1", (3, 0), "S", type="weaponmaster"), N("h1", "p2", (6, 6), "S"),
               N("h2", "p3", (0, 7), "S")], layer=PRO, variants=["head_hunters"])
    st.ninja("o").life = 1
    st, ev = play(st, {"o": [S("step", "forward")]})                 # off the edge: 1 damage
    out = R.outcome(st)
    assert out.finished and out.winners == ("p2", "p3")


def test_4_4_head_hunters_outlaw_commands_one_ninja():
    with pytest.raises(BadSetup, match="exactly one ninja"):
        game([N("o1", "p1", (1, 1)), N("o2", "p1", (2, 1), type="weaponmaster"),
              N("h", "p2", (6, 6))], layer=PRO, variants=["head_hunters", "team"])
    with pytest.raises(BadSetup, match="team variant"):     # two ninjas need the team variant
        game([N("o1", "p1", (1, 1)), N("o2", "p1", (2, 1), type="weaponmaster"),
              N("h", "p2", (6, 6))], layer=PRO, variants=["head_hunters"])


# ------------------------------------------------------------------------------- Combination

def test_4_4_combination_two_boards_16x8_up_to_8_ninjas_counters_1_to_8():
    a = data.load_arena("castle").to_dict()
    b = data.load_arena("reef").to_dict()
    big = variants.combine_boards(a, b)
    assert len(big["rows"]) == 8 and len(big["rows"][0]) == 16
    assert data.load_arena(big, boxes=2).width == 16
    types = ["shadow", "weaponmaster"] * 4
    ninjas = [N(f"n{i}", f"p{i}", (2 * i, 3), type=types[i]) for i in range(8)]
    st = game(ninjas, board_dict=big, layer=PRO, variants=["combination"])
    assert (st.width, st.height) == (16, 8)
    st, ev = play(st, {f"n{i}": [] for i in range(8)})
    counters = [c for e in kinds(ev, "initiative_taken") for c in e.counters]
    assert counters == list(range(1, 9))


@pytest.mark.parametrize("players, per, variants_", [
    (8, 1, ["combination"]),                    # 8 players
    (2, 4, ["combination", "team"]),            # two players command 4 ninjas each
    (4, 2, ["combination", "team"]),            # four players command 2 ninjas each
])
def test_4_4_combination_eight_ninjas_play_to_the_end(players, per, variants_):
    """Two boxes, eight ninjas on default start cells (no corners), counters 1-8, and a seeded
    random game runs to its end with one side left."""
    from rules.core.dice import Dice
    big = variants.combine_boards(data.load_arena("castle").to_dict(),
                                  data.load_arena("reef").to_dict())
    types = ["shadow", "weaponmaster"]
    spec = [{"seat": f"p{i + 1}", "ninjas": [{"type": types[(i * per + k) % 2]} for k in range(per)]}
            for i in range(players)]
    st = R.new_game({"board": big, "arena": None, "players": spec, "variants": variants_}, 5)
    cells = {n.pos for n in st.ninjas}
    assert len(cells) == 8 and not {(0, 0), (15, 0), (0, 7), (15, 7)} & cells
    pick, first = Dice.from_seed(11), None
    while not R.outcome(st).finished and st.game_round < 150:
        evs, this_round = [], st.game_round
        for seat in sorted(R.to_act(st)):
            while seat in R.to_act(st) and st.game_round == this_round:   # both his ninjas
                plans = R.legal_actions(st, seat)
                st, e = R.apply(st, seat, plans[pick.below(len(plans))])
                evs += e
        counters = sorted(c for e in kinds(evs, "initiative_taken") for c in e.counters)
        first = first or counters
        assert counters == list(range(1, len(counters) + 1))
    assert first == list(range(1, 9))
    out = R.outcome(st)
    assert out.finished, f"no end after {st.game_round} game rounds"
    alive = {n.seat for n in st.ninjas if n.alive}
    assert set(out.winners) == alive and len(alive) <= 1


def test_4_4_combination_north_join_and_start_areas():
    a = data.load_arena("canyon").to_dict()
    big = variants.combine_boards(a, a, side="north")
    b = data.load_arena(big, boxes=2)
    assert (b.width, b.height) == (8, 16)
    assert (0, 9) in b.start_areas["west"] and all(c[1] == 15 for c in b.start_areas["north"])


def test_4_4_combination_needs_the_variant_for_a_big_board():
    big = variants.combine_boards(board(), board())
    with pytest.raises(BadSetup, match="expected 8x8"):
        game([N("x", "p1", (1, 1)), N("y", "p2", (9, 6))], board_dict=big, layer=PRO)
