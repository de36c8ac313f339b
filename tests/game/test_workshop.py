"""The arena workshop's plain data (game/workshop): painting with mirror symmetry, undo and redo,
the seeded generator, each game's legality in the rulebook's terms, named arena files, and an
arena made in the workshop played by name."""
from __future__ import annotations

import json

import pytest

from game.tournament import play_many
from game.workshop.draft import Draft, DraftError
from game.workshop.files import ArenaFileError, load_arena_draft, save_arena, user_arenas
from game.workshop.generate import GenerateError, generate
from game.workshop.packs import pack, packs
from rules.core.board import load_board

GAMES_WITH_WORKSHOP = ["ninja-arena", "gladiator", "chaos-arena", "ceremony"]


def reasons(ruleset: str, board_or_draft) -> list[str]:
    board = board_or_draft.to_board() if isinstance(board_or_draft, Draft) else board_or_draft
    return [p.reason for p in pack(ruleset).problems(board)]


# ---------------------------------------------------------------- painting

def test_every_game_has_a_workshop_and_only_morituris_arena_is_fixed():
    assert sorted(packs()) == sorted(GAMES_WITH_WORKSHOP + ["morituri"])
    assert [r for r, p in packs().items() if p.fixed] == ["morituri"]


def test_click_raises_right_click_lowers_within_levels_0_to_3():
    d = pack("ninja-arena").blank()
    for _ in range(5):
        d.raise_((3, 3))
    assert d.level_at((3, 3)) == 3
    d.lower((3, 3))
    assert d.level_at((3, 3)) == 2
    for _ in range(4):
        d.lower((3, 3))
    assert d.level_at((3, 3)) == 0
    with pytest.raises(DraftError, match="level 4 is outside 0-3"):
        d.paint((3, 3), level=4)
    with pytest.raises(DraftError, match=r"cell \(8, 0\) is not on the board"):
        d.paint((8, 0), level=1)


def test_mirror_symmetry_paints_the_images_and_flips_start_sides():
    d = Draft.square("ninja-arena", 8, 8)
    d.set_symmetry(2)
    d.paint((2, 1), level=2)
    assert {c for c, v in d.level.items() if v == 2} == {(2, 1), (2, 6)}
    d.set_symmetry(4)
    d.paint((1, 3), level=1)
    assert {c for c, v in d.level.items() if v == 1} == {(1, 3), (1, 4), (6, 3), (6, 4)}
    d.paint((3, 0), start="south")
    assert d.starts == {"south": [(3, 0), (4, 0)], "north": [(3, 7), (4, 7)]}


def test_hex_symmetry_is_the_point_mirror_and_refuses_four():
    d = Draft.hexagon("chaos-arena", 3)
    d.set_symmetry(2)
    d.paint((1, -2), terrain="L")
    assert d.terrain == {(1, -2): "L", (-1, 2): "L"}
    with pytest.raises(DraftError, match="mirrors 1 or 2 ways"):
        d.set_symmetry(4)


def test_a_drag_is_one_undo_step_and_redo_brings_it_back():
    d = pack("ninja-arena").blank()
    d.begin()
    for x in range(1, 5):
        d.raise_((x, 4), stroke=True)
    d.raise_((6, 6))
    assert d.undo() and d.level_at((6, 6)) == 0 and d.level_at((1, 4)) == 1
    assert d.undo() and not d.level
    assert not d.undo()
    assert d.redo() and [d.level_at((x, 4)) for x in range(1, 5)] == [1, 1, 1, 1]
    d.raise_((0, 3))                     # a new edit forgets what could be redone
    assert not d.redo()


@pytest.mark.parametrize("ruleset", GAMES_WITH_WORKSHOP)
def test_draft_round_trips_through_the_board_json(ruleset):
    d = pack(ruleset).blank()
    board = d.to_board()
    again = Draft.from_board(ruleset, load_board(d.to_dict()))
    assert again.to_dict() == d.to_dict()
    assert reasons(ruleset, board) == []


# ---------------------------------------------------------------- generator

@pytest.mark.parametrize("ruleset", ["ninja-arena", "gladiator", "chaos-arena"])
def test_generator_is_deterministic_legal_and_differs_by_seed(ruleset):
    a, b = generate(ruleset, 7), generate(ruleset, 7)
    assert a.to_dict() == b.to_dict()
    assert generate(ruleset, 8).to_dict() != a.to_dict()
    for seed in range(6):
        assert reasons(ruleset, generate(ruleset, seed)) == []


def test_generator_symmetry_and_knobs():
    d = generate("ninja-arena", 3, height=3, density=0.2, symmetry=4)
    for (x, y), v in d.level.items():
        assert d.level_at((7 - x, y)) == v and d.level_at((x, 7 - y)) == v
    assert max(d.level.values()) <= 3
    flat = generate("ninja-arena", 3, height=1, density=0.2, symmetry=2)
    assert set(flat.level.values()) == {1}
    hexd = generate("chaos-arena", 3, symmetry=2)
    for (q, r), t in hexd.terrain.items():
        if t not in "TI":
            assert hexd.terrain_at((-q, -r)) == t
    with pytest.raises(GenerateError, match="density 0.9 is outside 0-0.6"):
        generate("gladiator", 1, density=0.9)
    with pytest.raises(GenerateError, match="height 5 is outside 1-3"):
        generate("ninja-arena", 1, height=5)


# ---------------------------------------------------------------- legality, per game

def test_ninja_arena_legality_in_the_rulebooks_terms():
    d = pack("ninja-arena").blank()
    d.paint((0, 0), start="south")
    assert any("(0, 0) is a corner (2.1" in r for r in reasons("ninja-arena", d))
    d.undo()
    d.paint((3, 4), start="south")
    assert "start area south: cell (3, 4) is not on the south edge" in reasons("ninja-arena", d)
    d.undo()
    for c in [(2, 0), (4, 0), (2, 1), (3, 1), (4, 1)]:      # a pit of level 2 around (3, 0)
        d.paint(c, level=2)
    assert "start area south: a ninja on (3, 0) can never leave it (2.4: a Step goes one level " \
           "up or down at most)" in reasons("ninja-arena", d)
    d = pack("ninja-arena").blank()
    d.starts = {"south": d.starts["south"]}
    assert any("two sides at least" in r for r in reasons("ninja-arena", d))
    d = pack("ninja-arena").blank()
    for x in range(8):
        for y in range(2, 5):
            d.paint((x, y), level=1)
    assert "needs 24 obstacle tops (raised cells), the box has 16" in reasons("ninja-arena", d)


def test_gladiator_legality_in_the_rulebooks_terms():
    d = pack("gladiator").blank()
    d.paint((3, 5), terrain="X")
    got = reasons("gladiator", d)
    assert "2 exits; the arena has one" in got
    d = pack("gladiator").blank()
    d.paint((8, 0), terrain=".")
    d.paint((0, 5), terrain="X")
    assert "the exit lies along the North or South wall" in reasons("gladiator", d)
    d = pack("gladiator").blank()
    d.paint((1, 4), terrain="W")
    assert "west start square (1, 4) is a wall; characters start on open ground" in reasons("gladiator", d)
    d.starts.pop("east")
    assert any("no east start area" in r for r in reasons("gladiator", d))


def test_chaos_arena_legality_in_the_rulebooks_terms():
    d = pack("chaos-arena").blank()
    for c in d.to_board().neighbours((0, 7)):
        d.paint(c, terrain="W")
    assert any("the good teleportal cannot be left" in r for r in reasons("chaos-arena", d))
    d = pack("chaos-arena").blank()
    for q in range(-7, 8):               # a lake from side to side: every path crosses r = 0
        d.paint((q, 0), terrain="L")
    assert "the evil teleportal cannot be reached from the good one over ground a character " \
           "may walk" in reasons("chaos-arena", d)
    d = pack("chaos-arena").blank()
    d.paint((3, 0), terrain="T")
    assert "teleportal (3, 0) belongs to no side" in reasons("chaos-arena", d)


def test_ceremony_legality_in_the_rulebooks_terms():
    d = pack("ceremony").blank()
    d.paint((7, 3), terrain=".")
    d.paint((7, 0), terrain="T")
    assert any("the trapdoor has 5 squares around it" in r for r in reasons("ceremony", d))
    d = pack("ceremony").blank()
    d.paint((0, 5), terrain=".")
    d.paint((3, 3), terrain="E")
    assert any("4 adjacent squares in a row along one wall" in r for r in reasons("ceremony", d))
    d = pack("ceremony").blank()
    d.paint((3, 0), start="north")
    assert "north start square (3, 0) is not on the north edge" in reasons("ceremony", d)


# ---------------------------------------------------------------- files and play

def test_saved_arena_round_trips_and_an_illegal_one_is_not_written(tmp_path):
    d = generate("ninja-arena", 11)
    path = save_arena(d, "my arena", folder=tmp_path)
    assert path == tmp_path / "my arena.json"
    data = json.loads(path.read_text())
    assert data["game"] == "ninja-arena" and data["id"] == "my arena"
    again = load_arena_draft("my arena", folder=tmp_path)
    assert again.level == d.level and again.starts == d.starts
    assert user_arenas("ninja-arena", folder=tmp_path) == ["my arena"]
    before = path.read_bytes()
    d.paint((0, 0), start="west")
    with pytest.raises(ArenaFileError, match="my arena: not a legal Ninja Arena arena: .*corner"):
        save_arena(d, "my arena", folder=tmp_path)
    assert path.read_bytes() == before
    with pytest.raises(ArenaFileError, match="is not a name"):
        save_arena(d, "../escape", folder=tmp_path)


def test_a_broken_arena_file_is_one_line(tmp_path):
    (tmp_path / "bad.json").write_text('{"id": "bad", "rows": ["0000000", ')
    with pytest.raises(ArenaFileError) as e:
        load_arena_draft("bad", folder=tmp_path)
    assert "\n" not in str(e.value) and "bad.json" in str(e.value)
    (tmp_path / "tall.json").write_text(json.dumps(
        {"id": "tall", "game": "ninja-arena", "rows": ["00000000"] * 3 + ["00040000"] + ["00000000"] * 4,
         "start_areas": {"south": [[1, 0], [2, 0]], "north": [[1, 7], [2, 7]]}}))
    with pytest.raises(ArenaFileError, match=r"tall.json: not a legal Ninja Arena arena: cell \(3, 4\) level 4"):
        load_arena_draft("tall", folder=tmp_path)


@pytest.mark.parametrize("ruleset, module, attr", [
    ("ninja-arena", "rules.ninja_arena.data", "USER_ARENAS"),
    ("gladiator", "rules.gladiator.setup", "USER_ARENAS"),
    ("chaos-arena", "rules.chaos_arena.terrain", "USER_ARENAS"),
    ("ceremony", "rules.ceremony.data", "USER_ARENAS"),
])
def test_an_arena_made_in_the_workshop_is_played_by_name(tmp_path, monkeypatch, ruleset, module, attr):
    import importlib
    monkeypatch.setattr(importlib.import_module(module), attr, tmp_path)
    d = generate(ruleset, 5)
    save_arena(d, "workshop-made", folder=tmp_path)
    report = play_many(ruleset, "random,random", 1, 3, arena="workshop-made", max_actions=400)
    assert report.arena == "workshop-made" and report.games[0].actions > 0
    (tmp_path / "workshop-made.json").unlink()          # the name was what the game read
    with pytest.raises(Exception, match="workshop-made"):
        play_many(ruleset, "random,random", 1, 3, arena="workshop-made", max_actions=400)


def test_a_master_of_ceremonies_arena_of_the_workshop_sets_the_game_its_places(tmp_path, monkeypatch):
    """The gate on the north wall, the trapdoor on the east edge lower down, the grate in
    another corner: the beast waits on that trapdoor, the Master introduces on those places,
    the gladiators start on that arena's start rows (E6: INTRODUCTION)."""
    import rules.ceremony.data as data
    from rules import registry
    from rules.core.engine import BadSetup
    monkeypatch.setattr(data, "USER_ARENAS", tmp_path)
    d = pack("ceremony").blank()
    for c in [(x, y) for x in range(8) for y in range(8)]:
        d.paint(c, terrain=".")
    for x in range(2, 6):
        d.paint((x, 7), terrain="E")
    d.paint((7, 2), terrain="T")
    d.paint((0, 0), terrain="D")
    d.starts = {"south": [(x, 0) for x in range(2, 7)], "north": [(0, 7), (1, 7), (6, 7), (7, 7)]}
    assert reasons("ceremony", d) == []
    save_arena(d, "north-gate", folder=tmp_path)
    P = registry.get("ceremony")
    s = P.new_game({"beast": "terror", "arena": "north-gate"}, 1)
    assert s.figs[-1].cell == (7, 2)                             # the beast on this trapdoor
    assert data.entry_places(s.board)["gate"] == ((2, 7), (3, 7), (4, 7), (5, 7))
    while s.phase == "traps":                                    # traps on this arena's inner rows
        s = P.apply(s, s.trap_queue[0], P.legal_actions(s, s.trap_queue[0])[-1])[0]
    assert {a.cell for a in P.legal_actions(s, "p1")} == {(x, 0) for x in range(2, 7)}
    m = P.new_game({"mode": "master", "arena": "north-gate"}, 1)
    assert P.tournament_setup(arena="north-gate", seats=3) == {"mode": "master", "arena": "north-gate"}
    (tmp_path / "broken.json").write_text(json.dumps(
        {"id": "broken", "rows": ["00000000"] * 8, "terrain": ["........"] * 8,
         "start_areas": {"south": [[1, 0]], "north": [[1, 7]]}}))
    with pytest.raises(BadSetup, match=r"^arena broken: the entrance gate needs its 4 adjacent squares"):
        P.new_game({"arena": "broken"}, 1)
    with pytest.raises(BadSetup, match=r"^ceremony arena: unknown arena 'moon' \(known: .*ceremony-arena"):
        P.new_game({"arena": "moon"}, 1)
    assert m.board is data.arena("north-gate")                  # read once per file version
