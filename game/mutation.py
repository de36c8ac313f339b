"""`python -m game.mutation PACK [--jobs N]`: let mutmut judge a pack's tests.

mutmut (the optional `mutation` extra: `pip install -e .[mutation]`) changes one thing at a time
in the pack's combat and movement modules (a comparison flipped, a number off by one, `and` for
`or`, a value dropped...) and runs the pack's own tests against each change: a change no test
notices ("survived") is a rule nobody pins down, unless it is an equivalent mutant (one that
cannot change what the game does); those are named below with the reason, so a run reads
"N survived, all equivalent" when the tests are complete.

Slow and CPU-hungry (minutes per pack), so it is a command beside `bench`, never part of CI. It
works on a copy of the project in out/mutation/PACK (left there: `cd out/mutation/PACK &&
mutmut show NAME` shows one mutant), so the tree is never touched.
"""
from __future__ import annotations

import argparse
import ast
import difflib
import fnmatch
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from game.errors import UserError

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("rules", "tests", "game", "saves", "scenes", "models", "main.py")   # what the pack's tests read


@dataclass(frozen=True)
class Target:
    modules: tuple[str, ...]   # files mutated: the pack's combat and movement rules
    tests: tuple[str, ...]     # the pytest selection run against each mutant
    only: dict[str, tuple[str, ...]] = field(default_factory=dict)   # module -> the functions run
                                                                      # (all when not named)

    def patterns(self) -> list[str]:
        """mutmut's names (fnmatch patterns) of the mutants this target runs."""
        out = []
        for module in self.modules:
            dotted = module.removesuffix(".py").replace("/", ".")
            names = self.only.get(module)
            out += [f"{dotted}.x_{n}__mutmut_*" for n in names] if names else [f"{dotted}.*"]
        return out


PACKS = {
    "ceremony": Target(("rules/ceremony/combat.py", "rules/ceremony/flow.py"),
                       ("tests/rules/ceremony",)),
    "morituri": Target(("rules/morituri/combat.py", "rules/morituri/turn.py", "rules/morituri/geometry.py"),
                       ("tests/rules/morituri",),
                       {"rules/morituri/turn.py": ("allowance", "_attack_zones", "_zone_blocks", "destinations",
                                                   "check_path", "move_specials_ok", "do_move", "move_options")}),
    "chaos_arena": Target(("rules/chaos_arena/combat.py", "rules/chaos_arena/moves.py", "rules/core/movement.py"),
                          ("tests/rules/chaos_arena", "tests/rules/core/test_movement.py",
                           "tests/rules/core/test_mutants_movement.py")),
    "gladiator": Target(("rules/gladiator/fight.py", "rules/gladiator/moving.py"),
                        ("tests/rules/gladiator",),
                        {"rules/gladiator/fight.py": ("half", "shift_or_less", "shuffle_or_less", "charge_or_less",
                                                      "shuffle_or_more", "race_bonus", "prepare", "strike", "ag_roll",
                                                      "repel_target", "fall_target", "missile_mods", "can_evade",
                                                      "fall_squares", "_hand_combat", "_disengage")}),
}

# Surviving mutants that cannot change the game: (file, function or "*", text of the line
# mutated, regular expression the mutated line matches) -> why. Matched by text, not by line
# number, so an entry follows its code when lines move. Besides these, a mutant that only
# rewords a message (it changes nothing but a string literal with a space in it) is counted as
# text, not a rule.
LABEL = r'"(XX[\w-]+XX|[A-Z_-]+|[a-z_-]+)"'    # a one-word label mutmut wrapped in XX or re-cased
EQUIVALENT: list[tuple[str, str, str, str, str]] = [
    ("*", "*", "raise IllegalAction(", r".", "the words of a refusal: the action is refused either way"),
    # ---------------------------------------------------------------- Master of Ceremonies
    ("rules/ceremony/combat.py", "protection", "f.armour.get(location, ())", r"get\(location, (None)?\)",
     "set-up gives every location an armour entry, so the default is never used"),
    ("rules/ceremony/combat.py", "random_location", "len(locs) == 1", r"and False|== 2",
     "figures have 1 or 6 locations, and a d1 always rolls 1 (no number is drawn)"),
    ("rules/ceremony/combat.py", "hit", "source.cell if source else None", r"source.cell if \(source\) or True",
     "inside `if source`: source is always there"),
    ("rules/ceremony/combat.py", "hit", "controller(ctx.state, target)", r"controller\(None",
     "controller() reads only the figure"),
    ("rules/ceremony/combat.py", "hit", '"what": what', LABEL, "pending['what'] is never read"),
    ("rules/ceremony/combat.py", "*", 'test(ctx, target.id, "agility"', LABEL,
     "the characteristic's name in the test event; the value tested is unchanged"),
    ("rules/ceremony/flow.py", "*", "test(ctx, ", LABEL,
     "the characteristic's name in the test event; the value tested is unchanged"),
    ("rules/ceremony/combat.py", "*", "hourglass = False", r"= None", "read only as true or false"),
    ("rules/ceremony/flow.py", "*", "hourglass = False", r"= None", "read only as true or false"),
    ("rules/ceremony/flow.py", "_figure", 'getattr(action, "hourglass", False)', r"None\)", "read only as true or false"),
    ("rules/ceremony/combat.py", "_remove", "st.sequence[0] == f.id", r"sequence\[1\]",
     "flow._after ends any sequence whose figure has left the board"),
    ("rules/ceremony/combat.py", "_remove", 'st.pending["target"] == f.id', r".",
     "nothing acts between a hit and its DODGE decision, so the pending target cannot fall meanwhile"),
    ("rules/ceremony/combat.py", "_remove", "st.pending = None", r'= ""', "read only as empty or not"),
    ("rules/ceremony/combat.py", "finish", "st.pending = st.sequence = None", r'= ""', "read only as empty or not"),
    ("rules/ceremony/combat.py", "finish", '"over"', LABEL, "the phase after the end; rules read `finished`"),
    ("rules/ceremony/combat.py", "time_up", "if wa < wb else b", r"<=", "equal wounds are decided just before"),
    ("rules/ceremony/combat.py", "time_up", 'side_w["A"] < side_w["B"]', r"<=", "equal wounds are decided just before"),
    ("rules/ceremony/flow.py", "why", "", r".", "why() only words the refusal of an illegal action; "
     "legality is legal_actions()"),
    ("rules/ceremony/flow.py", "apply", "rule, _, msg = why(", r".", "only the wording of a refusal"),
    ("rules/ceremony/flow.py", "apply", 'getattr(action, "figure", None)', r".",
     "`only` narrows legal_actions() to one figure for speed; a legal action is in either list"),
    ("rules/ceremony/flow.py", "apply", "legal_actions(state, seat, only, kind)", r".",
     "`only` and `kind` narrow legal_actions() to one figure and kind for speed; a legal action "
     "is in either list"),
    ("rules/ceremony/flow.py", "apply", "_figure(ctx, seat, action)", r"None", "_figure() does not read the seat"),
    ("rules/ceremony/flow.py", "apply", "kind = action.kind if only not in", r".",
     "`kind` narrows legal_actions() to the action's kind for speed; a legal action is in either list"),
    ("rules/ceremony/flow.py", "_figure_why", 'getattr(action, "figure", None)', r".",
     "every action explained here names a figure (pass, the Master's and the phases' are explained before)"),
    ("rules/ceremony/flow.py", "_figure_why", 'getattr(action, "hourglass", False)', r"None\)",
     "read only as true or false"),
    ("rules/ceremony/flow.py", "_figure_why", 'if k in ("move", "run") and bound:', r"run|RUN",
     "only warriors are bound (B7) and RUN is in no warrior's pool: a bound figure's RUN is refused before (E1)"),
    ("rules/ceremony/flow.py", "attack_value", "base().aim.get(location, 0) if location", r"or True",
     "no aim is keyed None: .get(None, 0) is the 0 of the else"),
    ("rules/ceremony/flow.py", "*", "ev.PhaseChanged(phase=", LABEL, "the phase's name in an event"),
    ("rules/ceremony/flow.py", "*", "facing=", r"facing=None",
     "the facing an event reports for the table's animation; the state keeps the real one"),
    ("rules/ceremony/flow.py", "_new_round", "st.since_master = False, True", r"False, False",
     "the Master also waits for gladiator_acted, which a gladiator's action sets with since_master"),
    ("rules/ceremony/flow.py", "_new_round", 'default=0)', r".",
     "a round starts only while both sides have a living gladiator"),
    ("rules/ceremony/flow.py", "_new_round", 'first = "A" if agi["A"] > agi["B"] else "B"', r">=",
     "inside `agi['A'] != agi['B']`"),
    ("rules/ceremony/flow.py", "_end_round", "st.master_points = 0", r".",
     "_new_round sets the points at once (or the game is over)"),
    ("rules/ceremony/flow.py", "_figure", "how = ", r".", "`how` is never read"),
    ("rules/ceremony/flow.py", "_figure", 'st.turn_side = "B" if f.side == "A" else "A"', LABEL,
     "legal.turn_side() falls back to the other side when the named one has no points"),
    ("rules/ceremony/flow.py", "_do_run", "if not f.on_board or ctx.state.finished", r"and",
     "a runner leaves the board or ends the game only by springing a trap, the third test"),
    ("rules/ceremony/flow.py", "*", "ev.Attacked(", r".", "the weapon's name and the ranged flag in an event"),
    ("rules/ceremony/flow.py", "*", "hit(ctx, f, t, loc, ", r".", "pending['what'] is never read"),
    ("rules/ceremony/flow.py", "_do_shove", "break", r"return", "nothing follows the loop"),
    ("rules/ceremony/flow.py", "_do_shove", "path=tuple(path[-2:])", r".", "the path an event reports for the animation"),
    ("rules/ceremony/flow.py", "_do_order", 'h.seat = f.seat if h.side == "N" else h.seat', r"or True",
     "a gladiator orders only his own helpers (his seat already) and the beast"),
    ("rules/ceremony/flow.py", "_master", "st.since_master = False", r"None", "read only as true or false"),
    ("rules/ceremony/flow.py", "_master", 'how="order" if a.kind == "master_order"', r".",
     "the kind of order named in an event"),
    ("rules/ceremony/flow.py", "_master", "if h.cell != mid else 0", r"or True|else 1",
     "entry squares are on the edges (arena_check), never the middle square"),
    # ---------------------------------------------------------------- Chaos Arena
    ("rules/chaos_arena/combat.py", "apply_casualty_choice", "done = True", r".",
     "a choice arises only when the damage ends inside the group, so a repeated group is never reached"),
    ("rules/chaos_arena/combat.py", "*", 'pending["damage"], "combat"', LABEL, "the cause's name in an event"),
    ("rules/chaos_arena/combat.py", "_mark_items", 'eff.get("dmg")', r".",
     "every item with a DMG bonus has an Oomph bonus too, which marks it"),
    ("rules/chaos_arena/combat.py", "resolve", 'note: str = ""', r".", "the note's words in an event"),
    ("rules/chaos_arena/combat.py", "resolve", "note=note))", r"\)\)", "the note's words in an event"),
    ("rules/chaos_arena/combat.py", "resolve", 'if result != "draw":', LABEL,
     "a draw loses nobody: the Glovvies would only reword its note"),
    ("rules/chaos_arena/combat.py", "resolve", 'if result == "draw":', LABEL,
     "a draw's damage is 0, which kills nobody"),
    ("rules/chaos_arena/combat.py", "resolve", '"seat": losers[0].controller or losers[0].seat', r"losers\[1\]",
     "all the losers of a fight belong to one player"),
    ("rules/chaos_arena/combat.py", "deal", "if left <= 0 or state.finished:", r"left < 0|and state",
     "damage 0 changes and reports nothing, and the Mage, whose death ends the game, takes damage last"),
    ("rules/chaos_arena/combat.py", "deal", "break", r"return", "nothing follows the loop"),
    ("rules/chaos_arena/combat.py", "deal", "take = min(left, max(f.lives, 0))", r"max\(f.lives, 1\)",
     "a loser is alive: his lives are at least 1"),
    ("rules/chaos_arena/moves.py", "swamp_roll", 'if usable(f).get("levitate"):', r".",
     "walk() and land() call it only for a figure that does not levitate"),
    ("rules/chaos_arena/moves.py", "swamp_roll", "return True", r"return False",
     "walk() and land() call it only for a figure that does not levitate"),
    ("rules/chaos_arena/moves.py", "walk", 'if t == T.SWAMP and not usable(f).get("levitate"):', r"get\(",
     "swamp_roll() lets a levitating figure pass by itself; only the move events split there"),
    ("rules/chaos_arena/moves.py", "*", "ev.Moved(", r".", "what a move event reports for the table"),
    ("rules/chaos_arena/moves.py", "walk", "if len(done) > 1:", r".",
     "whether the last stretch of a walk gets its own move event"),
    ("rules/chaos_arena/moves.py", "walk", "if f.testudo and len(path) > 1:", r"or len",
     "without the Testudo no spell on him is a Testudo"),
    ("rules/chaos_arena/moves.py", "path_cost", 'lev = bool(usable(f).get("levitate"))', r".",
     "path_cost() never reads it (a lake ends the walk in walk())"),
    ("rules/chaos_arena/moves.py", "safest_path", "heap = [(0, 0, 0,", r"\[\((1, 0, 0|0, 1, 0|0, 0, 1)",
     "the start is alone on the heap: its priority orders nothing"),
    ("rules/chaos_arena/moves.py", "safest_path", "seen.add(node)", r"None",
     "a node expanded twice gives the same paths again, later in the same order (slower only)"),
    ("rules/chaos_arena/moves.py", "safest_path", "order = len(path) * 6", r"\* 7",
     "any factor above 5 keeps the path's length before the direction (i <= 5)"),
    ("rules/chaos_arena/moves.py", "*", "_BITS", r".", "a cache of per-board tables: a miss only rebuilds one"),
    ("rules/chaos_arena/moves.py", "*", "_STEPS", r".", "a cache of per-board tables: a miss only rebuilds one"),
    ("rules/chaos_arena/moves.py", "*", "if hit is not None and hit[0] is board:", r".",
     "a cache of per-board tables: a miss only rebuilds one"),
    ("rules/chaos_arena/moves.py", "allowance", "if f.fleet and state.turns", r"f.fleet or", "without Fleetfoot it adds 0"),
    ("rules/chaos_arena/moves.py", "allowance", "state.turns.get(f.seat, 0)", r"get\(f.seat, (None|1)?\)",
     "the set-up gives every seat a turn number, so the default is never used"),
    ("rules/chaos_arena/moves.py", "__init__", "max(rs) - min(rs) + 2", r"\+ 3$",
     "a wider empty row between columns: the neighbour shifts still never wrap"),
    ("rules/chaos_arena/moves.py", "__getitem__", 'raise IndexError("cell index out of range")', r"None",
     "the words of an error"),
    ("rules/chaos_arena/moves.py", "reachable_cells", "_reach_bits(state, f, free)", r"None\)|f, \)",
     "`free` only saves computing free_bits(state), which a missing one is computed from"),
    ("rules/chaos_arena/moves.py", "_reach_bits", "stop = 0 if lev else b.lake", r"stop = 1",
     "bit 1 is the hex in the bounding box's corner, whose only two neighbours are next to each other: "
     "no walk needs to go on from it"),
    ("rules/chaos_arena/moves.py", "_reach_bits", "by_cost = [0] * (budget + 1)", r"budget \+ 2",
     "a slot past the budget stays empty"),
    ("rules/chaos_arena/moves.py", "_reach_bits", "if extra > budget", r"extra >= budget",
     "with extra == budget no step is left: the walk's loop is empty"),
    ("rules/chaos_arena/moves.py", "safest_path", "if first else (tw, ts)", r"or True",
     "after the first step the start's woods or swamp is already counted: counting it again adds nothing"),
    ("rules/chaos_arena/moves.py", "safest_path", "if nu + ((abs(dq) + abs(dr) + abs(dq + dr)) >> 1) > budget:",
     r"nu - |\) - abs\(dq \+|\) - abs\(dr\)|>> 2\)", "a weaker distance bound prunes less: the same path, found slower"),
    ("rules/chaos_arena/moves.py", "path_cost", "w = s = False", r"None", "read only as true or false"),
    ("rules/chaos_arena/moves.py", "_reach_bits", "seen |= nxt", r"seen (=|&=) nxt",
     "the walker's own hex is occupied, never allowed; a hex met again is met dearer and reach keeps the cheapest"),
    ("rules/chaos_arena/combat.py", "resolve", "sum(oomph(state, f, False) for f in attackers)", r"None",
     "read only as true or false"),
    ("rules/core/movement.py", "_stepper", 'getattr(board, "grid", "square")', r".",
     "any grid but \"hex\" steps on squares"),
    ("rules/core/movement.py", "_blocked_fn", "return lambda c: False", r"None", "read only as true or false"),
    ("rules/core/movement.py", "*", "if board.in_bounds(start) else", r"or True|\[1\]|\(1,\)",
     "no pack starts a move off the board"),
    # ---------------------------------------------------------------- Gladiator
    ("rules/gladiator/moving.py", "_why", "", r".", "_why() only words the refusal of an illegal move"),
    ("rules/gladiator/moving.py", "apply", 'raise IllegalAction("Movement Phase"', r".", "the rule named in a refusal"),
    ("rules/gladiator/fight.py", "_disengage", "f.prone = False", r"None", "read only as true or false"),
    ("rules/gladiator/fight.py", "*", "ev.ItemsChanged(", r"\(it\) or True|\(it\) and False",
     "what an event reports for the table"),
    ("rules/gladiator/fight.py", "half", "return movement_points(f) // 2", r" / 2",
     "moves are whole numbers: m <= n / 2 exactly when m <= n // 2"),
    ("rules/gladiator/moving.py", "category", "m <= movement_points(f) // 2", r" / 2",
     "moves are whole numbers: m <= n / 2 exactly when m <= n // 2"),
    ("rules/gladiator/moving.py", "_enter", "mv.last_was_turn = False", r"None", "read only as true or false"),
    ("rules/gladiator/fight.py", "prepare", 'mods.append(("dazed", 0))', LABEL, "a modifier's name, for the display"),
    ("rules/gladiator/fight.py", "*", 'conjure.vanish(state, tgt, "hit", out)', r"vanish\(None",
     "an image is never in hand combat (it only stands or evades, and grabbing one makes it vanish): "
     "vanish reads no state then"),
    ("rules/gladiator/fight.py", "strike", "return True", r"return False",
     "only _shield reads it, and it stops on a vanished target either way"),
    ("rules/gladiator/fight.py", "missile_mods", "returned: bool = False", r"= True", "every caller passes `returned`"),
    ("rules/gladiator/fight.py", "_hand_combat", "wound(state, other, PIT_DAMAGE * pits, out, blow=False)", r"blow=None",
     "read only as true or false"),
    ("rules/gladiator/moving.py", "start_move", "path=[f.cell])", r"\), \)$", "the path is recorded, never read by a rule"),
    ("rules/gladiator/moving.py", "_enter", "mv.path.append(f.cell)", r"None", "the path is recorded, never read by a rule"),
    ("rules/gladiator/moving.py", "allowed", "return phase_range(f) > 0 and", r">= 0|> 1",
     "a walker's phase cells are none (range 0), and the phasers reach 4 and 5 squares"),
    ("rules/gladiator/moving.py", "_over_wall", "return any(WALL not in state.terrain_at(c) and enterable(state, f, c)",
     r"terrain_at\(None\)", "enterable() refuses every wall square already"),
    # ---------------------------------------------------------------- Morituri
    ("rules/morituri/combat.py", "defeat", "fig.alive = False", r"None", "read only as true or false"),
    ("rules/morituri/combat.py", "defeat", "state.exchange = None", r'""', "read only as empty or not"),
    ("rules/morituri/combat.py", "_resolve_attack", "or hexgrid.nearest_direction(p.origin, target.cell)", r".",
     "every retreat effect is a contact attack at distance 1: its target is always on a line"),
    ("rules/morituri/combat.py", "_resolve_attack", "against = against_value(state, p, atk, target)", r"None",
     "against_value reads no state"),
    ("rules/morituri/combat.py", "next_exchange", "n = guesses_against(state, target, atk)", r"None",
     "guesses_against reads no state"),
    ("rules/morituri/combat.py", "declare", "atk.throw, fig.side)",
     r"^\s*(None, fig.side|fig.side|atk.throw, None|atk.throw, )\)$",
     "the spaces between do not depend on the throw flag or on who blocks: a declared throw flies along a "
     "straight line (declarable checked it), where the line of sight has the same spaces; at distance 2 both "
     "spaces are named; no card attacks farther without a throw"),
    ("rules/morituri/combat.py", "declarable", 'idx = [0] if card.rules.attack_choice == "sequence"', r".",
     "a sequence's later frames need the previous one and are skipped anyway"),
    ("rules/morituri/combat.py", "declare", "check_equipment(state, fig, events)", r"None",
     "a throwing card holds no grapple: withdrawing it reads no state"),
    ("rules/morituri/combat.py", "declare", 'bonus = use_specials(state, fig, tuple(specials), "declare", target_id, events)',
     r'"declare", None', "no declaring special is limited per opponent"),
    ("rules/morituri/geometry.py", "attack_space", "if d <= 1:", r"d < 1",
     "an adjacent space is seen along the line of sight too, with nothing between"),
    ("rules/morituri/combat.py", "card_attack", "if atk.throw else atk", r"or True",
     "only a throw refers to the item card (cards.Attack refuses from_item otherwise): thrown_attack "
     "returns any other attack unchanged"),
    ("rules/morituri/combat.py", "attack_of", "if p.item else atk", r"or True",
     "thrown_attack with no item returns the attack itself"),
    ("rules/morituri/combat.py", "declarable", "continue", r"break",
     "every throwing card has one attack frame (the data), so no frame follows the throw skipped"),
    ("rules/morituri/combat.py", "throw_cells", "continue", r"break",
     "every throwing card has one attack frame (the data), so no throw follows a frame skipped"),
    ("rules/morituri/combat.py", "throw_to", "check_equipment(state, fig, events)", r"None",
     "a throwing card holds no grapple: withdrawing it reads no state"),
    ("rules/morituri/combat.py", "set_die", "(held[0] if held else None)", r"or True",
     "a knock-out's exchange opens only while the target holds an item, and nothing in between can "
     "take it (reactions answer attacks only)"),
    ("rules/morituri/turn.py", "_attack_zones", "zones.append((frozenset(p.between[:1]), False, side))", r"True",
     "nobody stands on a flying throw's first space (declaring needs it free, stepping in is refused, "
     "being forced in cancels the throw), so the one-space zone blocks only the mover's own step either way"),
    ("rules/morituri/turn.py", "destinations", "partner = f.grapple", r"None",
     "the partner's space is refused by the occupant test before it either way"),
    ("rules/morituri/turn.py", "destinations", "start = (f.cell, frozenset())", r"None",
     "the start is never a destination: exploring it again adds no shorter path"),
    ("rules/morituri/turn.py", "destinations", "continue", r"break",
     "breadth first: once one path has the budget's length, every later one has it too"),
    ("rules/morituri/turn.py", "destinations", "seen.add(key)", r"None",
     "a (space, spaces touched) met again adds no shorter path (slower only; the budget ends the search)"),
    ("rules/morituri/turn.py", "move_options", "if more > base:", r">=",
     "with more == base no path is longer than base, which the next test asks"),
]


def prose_only(removed: str, added: str) -> bool:
    """Does the mutant change nothing but the words of a message (a literal with a space)?"""
    literal = re.compile(r'"[^"]*"|\'[^\']*\'')
    if literal.sub("S", removed) != literal.sub("S", added):
        return False
    changed = [a for a, b in zip(literal.findall(removed), literal.findall(added)) if a != b]
    return bool(changed) and all(" " in a for a in changed)


@dataclass
class Survivor:
    name: str
    path: str
    line: int
    function: str
    removed: str
    added: str

    @property
    def why_equivalent(self) -> str | None:
        if prose_only(self.removed, self.added):
            return "the wording of a message"
        for path, function, line, mutated, why in EQUIVALENT:
            if (path in ("*", self.path) and function in ("*", self.function) and line in self.removed
                    and re.search(mutated, self.added)):
                return why
        return None


def pyproject(target: Target, deselect: tuple[str, ...] = ()) -> str:
    """The work copy's pyproject: the project's pytest options and the mutmut settings."""
    def toml_list(items) -> str:
        return "[" + ", ".join(f'"{i}"' for i in items) + "]"
    return "\n".join([
        "[tool.pytest.ini_options]",
        "addopts = \"-p no:cacheprovider -m 'not slow'\"",
        'markers = ["slow: long strength checks"]',
        "",
        "[tool.mutmut]",
        'source_paths = ["rules/"]',
        f"only_mutate = {toml_list(target.modules)}",
        f"pytest_add_cli_args_test_selection = {toml_list(target.tests)}",
        "pytest_add_cli_args = "
        + toml_list(["-x", "-q", "-p", "no:cacheprovider", *(f"--deselect={d}" for d in deselect)]),
        f"also_copy = {toml_list(c for c in COPIED if c != 'rules')}",
        "",
    ])


def prepare(pack: str, work: Path, deselect: tuple[str, ...] = ()) -> None:
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, work / name, ignore=ignore)
        else:
            shutil.copy2(src, work / name)
    (work / "pyproject.toml").write_text(pyproject(PACKS[pack], deselect), encoding="utf-8")


def mutmut(work: Path, *args: str, log: Path | None = None) -> str:
    cmd = [sys.executable, "-m", "mutmut", *args]
    if log is None:
        done = subprocess.run(cmd, cwd=work, capture_output=True, text=True)
        output = done.stdout + done.stderr
    else:
        with log.open("w", encoding="utf-8") as out:
            done = subprocess.run(cmd, cwd=work, stdout=out, stderr=subprocess.STDOUT, text=True)
        output = log.read_text(encoding="utf-8", errors="replace")
    if done.returncode != 0:
        tail = " | ".join(line.strip() for line in output.strip().splitlines()[-3:])
        raise UserError(f"mutation: mutmut {args[0]} failed in {work} ({tail})")
    return output


def statuses(work: Path) -> dict[str, str]:
    """mutant name -> mutmut's status (killed, survived, timeout, ...)."""
    out = {}
    for line in mutmut(work, "results", "--all", "true").splitlines():
        name, sep, status = line.strip().rpartition(": ")
        if sep and "__mutmut_" in name:
            out[name] = status
    return out


def module_and_function(name: str) -> tuple[str, str]:
    """'rules.pack.combat.x_hit__mutmut_3' -> ('rules/pack/combat.py', 'hit'); a method is
    named 'xǁClassǁmethod__mutmut_N' and gives 'method'."""
    module, _, mangled = name.rpartition(".")
    base = mangled.rsplit("__mutmut_", 1)[0]
    function = base.split("ǁ")[-1] if base.startswith("xǁ") else base.removeprefix("x_")
    return module.replace(".", "/") + ".py", function


def function_lines(path: Path, function: str) -> tuple[int, int]:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == function:
            return node.lineno, node.end_lineno or node.lineno
    return 1, 1


def mutated_functions(work: Path, path: str) -> dict[str, list[str]]:
    """Function name -> its source lines, from mutmut's copy of a module (it holds the original
    of each function as NAME__mutmut_orig beside every mutant NAME__mutmut_N); the generated
    name reads FUNCTION, so one-line functions diff on their def line."""
    source = (work / "mutants" / path).read_text(encoding="utf-8")
    lines = source.splitlines()
    return {node.name: [line.replace(node.name, "FUNCTION") for line in lines[node.lineno - 1:node.end_lineno]]
            for node in ast.walk(ast.parse(source))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and "__mutmut_" in node.name}


def survivor(work: Path, name: str, functions: dict[str, list[str]]) -> Survivor:
    mangled = name.rpartition(".")[2]
    original = functions.get(mangled.rsplit("__mutmut_", 1)[0] + "__mutmut_orig", [])
    diff = list(difflib.unified_diff(original, functions.get(mangled, []), n=0, lineterm=""))
    removed = [l[1:].strip() for l in diff if l.startswith("-") and not l.startswith("---")]
    added = [l[1:].strip() for l in diff if l.startswith("+") and not l.startswith("+++")]
    path, function = module_and_function(name)
    first, last = function_lines(work / path, function)
    source = (work / path).read_text(encoding="utf-8").splitlines()
    line = next((n for n in range(first, last + 1)
                 if removed and source[n - 1].strip() == removed[0]), first)
    return Survivor(name, path, line, function, " ".join(removed), " ".join(added))


def run_pack(pack: str, jobs: int, deselect: tuple[str, ...] = (), out=print) -> dict[str, int]:
    target = PACKS[pack]
    work = ROOT / "out" / "mutation" / pack
    prepare(pack, work, deselect)
    only = "".join(f" ({m}: only {', '.join(fs)})" for m, fs in target.only.items())
    out(f"{pack}: mutating {', '.join(target.modules)}{only}; tests {' '.join(target.tests)} (log {work / 'mutmut.log'})")
    mutmut(work, "run", "--max-children", str(jobs), *target.patterns(), log=work / "mutmut.log")
    chosen = target.patterns()
    found = {n: s for n, s in statuses(work).items() if any(fnmatch.fnmatch(n, p) for p in chosen)}
    counts: dict[str, int] = {}
    for status in found.values():
        counts[status] = counts.get(status, 0) + 1
    functions = {path: mutated_functions(work, path) for path in target.modules}
    survivors = sorted((survivor(work, n, functions[module_and_function(n)[0]])
                        for n, s in found.items() if s == "survived"), key=lambda s: (s.path, s.line))
    equivalent = sum(1 for s in survivors if s.why_equivalent)
    out(f"{pack}: {len(found)} mutants, {counts.get('killed', 0)} killed, "
        f"{counts.get('survived', 0)} survived ({equivalent} named equivalent)"
        + "".join(f", {n} {s}" for s, n in sorted(counts.items()) if s not in ("killed", "survived")))
    for s in survivors:
        why = s.why_equivalent
        out(f"  {s.path}:{s.line} {s.function}: {s.removed!r} -> {s.added!r}"
            + (f"  [equivalent: {why}]" if why else "  [SURVIVED]"))
    return {**counts, "total": len(found), "equivalent": equivalent}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.mutation",
                                description="Mutation testing of a pack's combat and movement rules (mutmut).")
    p.add_argument("packs", nargs="+", metavar="PACK", help=f"one or more of: {', '.join(PACKS)}")
    p.add_argument("--jobs", type=int, default=1, metavar="N", help="mutants tested at once (default 1)")
    p.add_argument("--deselect", action="append", default=[], metavar="NODEID",
                   help="leave out a test that fails without any mutant (mutmut needs a green start)")
    args = p.parse_args(argv)
    try:
        unknown = [name for name in args.packs if name not in PACKS]
        if unknown:
            raise UserError(f"mutation: no pack named {unknown[0]!r} (known: {', '.join(PACKS)})")
        if args.jobs < 1:
            raise UserError("mutation: --jobs must be at least 1")
        try:
            import mutmut as _  # noqa: F401  (only to give a clear message)
        except ImportError:
            raise UserError("mutation: mutmut is not installed (pip install -e '.[mutation]')") from None
        worst = 0
        for pack in args.packs:
            counts = run_pack(pack, args.jobs, tuple(args.deselect))
            worst = max(worst, counts.get("survived", 0) - counts["equivalent"])
    except UserError as e:
        print(e, file=sys.stderr)
        return 2
    return 1 if worst else 0


if __name__ == "__main__":
    sys.exit(main())
