"""Setting up a fight (I, II.1, VI.1-VI.4): characters, seats, sides, places, items in use.

    {"figures": [{"character": "killer", "seat": "p1"},
                 {"character": "barbarian", "seat": "p2", "hands": ["barbarian.sword", null],
                  "worn": ["barbarian.helmet"], "cell": [0, -4]}],
     "round_limit": 40, "board": "arena"}

A "goblins" entry is both goblins of one deck on one side (VI.3: two figures; their player
divides the cards in the game before the first turn, division.py); with "half": "a" or "b" it
is one goblin with his half of the deck (the authored division, or the draft of goblins on
opposite sides), or with "cards" exactly his own (a division carried into the next fight).
Figures start in opposite corners (I.7); turns alternate between the sides (VI.4).
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.core.dice import Dice
from rules.core.engine import BadSetup
from rules.core.jsonfile import FileProblem, check_name, excerpt
from rules.morituri import balance, cards, division
from rules.morituri.balance import BALANCE
from rules.morituri import equipment as eq
from rules.morituri.geometry import board
from rules.morituri.state import Figure, State

ROUND_LIMIT_MAX = 60
CORNERS = ("south", "north", "northeast", "southwest", "southeast", "northwest")

# authored: what each character holds, wears and stores at the start (I.3: the player decides)
DEFAULT_GEAR = {
    "killer": ([["killer.dagger1", "killer.dagger2"]], ["killer.cloak"]),
    "barbarian": ([["barbarian.sword", "barbarian.shield"]], ["barbarian.helmet"]),
    "swordswoman": ([["swordswoman.sword", "swordswoman.dagger"]], []),
    "goblins": ([["goblins.sabres"], ["goblins.javelin2", "goblins.shield2"]], []),
}


class FigureSetup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    character: str
    seat: str = "p1"
    id: str | None = None
    side: str | None = None
    cell: tuple[int, int] | None = None
    cells: list[tuple[int, int]] | None = None        # goblins: one per figure
    hands: list[str | None] | None = None
    worn: list[str] | None = None
    condition: int | None = Field(default=None, ge=1)
    half: str | None = None                           # goblins: "a" or "b"
    cards: list[int | str] | None = None              # a goblin half: his cards as divided
    used_specials: dict[str, int] = {}                # tournaments (b): used in earlier fights


class Setup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    board: str = "arena"
    figures: list[FigureSetup] = Field(default_factory=lambda: [
        FigureSetup(character="killer", seat="p1"), FigureSetup(character="barbarian", seat="p2")])
    round_limit: int = Field(default=40, ge=1, le=ROUND_LIMIT_MAX)
    order: list[str] | None = None
    goblin_draft: list[int | str] | None = None       # VI.3: pick order of the single cards
    whispering: bool = True                           # VI.7: may characters whisper?
    balance: Literal[1, 2, 3] = BALANCE               # VI.2 ruling; 1, 2: saves written before (balance.py)


def _goblin_pairs():
    """VI.3: the cards that are twice in the goblins' deck (standards apart): combat pairs and
    items of the same name; and the remaining single cards (combat numbers, item and special
    ids) in deck order."""
    d = cards.deck("goblins")
    by_name: dict = {}
    for i in d.items:
        by_name.setdefault(i.name, []).append(i.id)
    item_pairs = [tuple(v) for v in by_name.values() if len(v) == 2]
    paired = {n for p in d.duplicates for n in p} | {i for p in item_pairs for i in p}
    singles = [c.number for c in d.combat if c.number not in paired]
    singles += [i.id for i in d.items if i.id not in paired] + [s.id for s in d.specials]
    return list(d.duplicates) + item_pairs, singles


def _halves(single_a, single_b) -> dict:
    pairs, _ = _goblin_pairs()
    out = {}
    for k, (h, mine) in enumerate((("a", single_a), ("b", single_b))):
        picks = [p[k] for p in pairs] + list(mine)
        out[h] = (k, tuple(sorted(x for x in picks if isinstance(x, int))),
                  tuple(x for x in picks if isinstance(x, str) and "." in x
                        and x in {i.id for i in cards.deck("goblins").items}),
                  tuple(x for x in picks if isinstance(x, str)
                        and x in {s.id for s in cards.deck("goblins").specials}))
    return out


def goblin_halves() -> dict:
    """VI.3 (authored default division): each goblin gets one standard action and one of every
    card that is twice in the deck; the single combat actions, items and specials alternate."""
    _, singles = _goblin_pairs()
    kinds = [[x for x in singles if isinstance(x, int)],
             [x for x in singles if isinstance(x, str) and x.startswith("goblins.") and
              x in {i.id for i in cards.deck("goblins").items}]]
    kinds.append([x for x in singles if x not in kinds[0] and x not in kinds[1]])
    return _halves([x for k in kinds for x in k[0::2]], [x for k in kinds for x in k[1::2]])


def draft_order(n: int) -> list[str]:
    """VI.3 goblins on opposite sides: the first takes one card, then two each in turn."""
    return ["a" if (k + 1) // 2 % 2 == 0 else "b" for k in range(n)]


def goblin_draft(picks: list) -> dict:
    """VI.3: the halves after the pairs are divided and the single cards are picked in
    `picks` order (the first picker is half "a"); every single card exactly once."""
    _, singles = _goblin_pairs()
    if sorted(map(str, picks)) != sorted(map(str, singles)) or len(picks) != len(singles):
        raise BadSetup(f"VI.3: the draft must pick each single card once: {singles}")
    who = draft_order(len(picks))
    return _halves([p for p, w in zip(picks, who) if w == "a"],
                   [p for p, w in zip(picks, who) if w == "b"])


def new_state(setup: dict, seed: int) -> State:
    try:
        s = Setup.model_validate(setup or {})
    except ValidationError as e:
        err = e.errors()[0]
        raise BadSetup(f"setup: {'.'.join(str(x) for x in err['loc'])}: {err['msg']}") from None
    try:
        check_name(s.board, "board")        # a name in data/, never a path (issue 14)
    except FileProblem as e:
        raise BadSetup(f"setup: {e}") from None
    try:
        brd = board(s.board)
    except (ValueError, OSError):
        raise BadSetup(f"setup: unknown board {excerpt(s.board)}") from None
    figures: list[Figure] = []
    sides: list[str] = []
    dividing: list = []
    agreed: set[str] = set()          # figures whose space the set-up names (I.7: "agreed")
    for n, fs in enumerate(s.figures):
        if fs.character not in cards.CHARACTERS:
            raise BadSetup(f"I: unknown character {fs.character!r} "
                           f"(known: {', '.join(cards.CHARACTERS)})")
        side = fs.side or fs.seat
        if side not in sides:
            sides.append(side)
        d = cards.deck(fs.character)
        if fs.character == "goblins" and not fs.half:
            # VI.3 (l. 525): on one side they divide the cards as they see fit, in the game
            if fs.hands is not None or fs.worn is not None or fs.cards is not None:
                raise BadSetup("VI.3: both goblins' cards are divided at the start of the "
                               "fight; name cards, hands and worn items only for a goblin 'half'")
            parts = [(0, (), (), ()), (1, (), (), ())]
            dividing.append([f"{fs.id or 'goblin'}-a", f"{fs.id or 'goblin'}-b",
                             division.deck_cards()])
        elif fs.character == "goblins":
            halves = goblin_draft(s.goblin_draft) if s.goblin_draft else goblin_halves()
            which = [fs.half] if fs.half else ["a", "b"]
            if any(h not in halves for h in which):
                raise BadSetup(f"VI.3: goblin half must be 'a' or 'b', not {fs.half!r}")
            parts = [halves[h] for h in which]
            if fs.cards is not None:
                parts = [division.own_part(halves[fs.half][0], fs.cards)]
        else:
            if fs.half or fs.cards is not None:
                raise BadSetup(f"VI.3: only the goblins divide their deck ({fs.character})")
            parts = [(0, tuple(c.number for c in d.combat), tuple(i.id for i in d.items),
                      tuple(sp.id for sp in d.specials))]
        for k, (std, nums, items, specials) in enumerate(parts):
            fid = fs.id or (fs.character if len(s.figures) == 1 or
                            sum(1 for x in s.figures if x.character == fs.character) == 1
                            else f"{fs.character}{n + 1}")
            if len(parts) > 1 or fs.half:
                fid = f"{fs.id or 'goblin'}-{'ab'[std]}"
            gear = DEFAULT_GEAR[fs.character][0][std if fs.character == "goblins" else 0]
            if fs.cards is not None:
                gear = division.gear(list(items))[0]
            hands = list(fs.hands) if fs.hands is not None else [g for g in gear if g in items]
            hands = (hands + [None, None])[:2]
            worn = list(fs.worn) if fs.worn is not None else [
                w for w in DEFAULT_GEAR[fs.character][1] if w in items]
            for i in [h for h in hands if h] + worn:
                if i not in items:
                    raise BadSetup(f"I.3: {fid} has no item {i!r} (items: {', '.join(items)})")
            why = eq.check_hands(tuple(hands), worn)
            if why:
                raise BadSetup(f"I.3: {fid}: {why}")
            stored = [i for i in items if i not in hands and i not in worn]
            full = balance.condition(fs.character, d.standards[std].condition, s.balance)
            cond = fs.condition or full
            used = {k: v for k, v in fs.used_specials.items() if k in specials}
            if len(used) != len(fs.used_specials) and len(parts) == 1:
                raise BadSetup(f"V.1: {fid} has no special action "
                               f"{sorted(set(fs.used_specials) - set(used))[0]!r}")
            figures.append(Figure(id=fid, seat=fs.seat, side=side, deck=fs.character, std=std,
                                  cards=nums, specials=specials, cell=(99, 99), condition=cond,
                                  hands=hands, worn=worn, stored=stored, used_specials=used,
                                  own_items=tuple(items),
                                  attack_shift=balance.attack_shift(fs.character, s.balance),
                                  full=full))
            if fs.cells and k < len(fs.cells):
                figures[-1].cell = tuple(fs.cells[k])
                agreed.add(fid)
            elif fs.cell is not None and k == 0:
                figures[-1].cell = tuple(fs.cell)
                agreed.add(fid)
    ids = [f.id for f in figures]
    if len(set(ids)) != len(ids):
        raise BadSetup(f"setup: figure ids repeat: {ids}")
    if len(sides) < 2:
        raise BadSetup("II: a fight needs at least two sides")
    _place(figures, sides, brd, agreed)
    order = s.order or _alternate(figures, sides)
    if sorted(order) != sorted(ids):
        raise BadSetup(f"VI.4: the order must name every figure once: {ids}")
    return State(board=s.board, figures=figures, order=list(order), round_limit=s.round_limit,
                 dice=Dice.from_seed(seed).state, whispering=s.whispering, dividing=dividing,
                 phase="divide" if dividing else "start")


def _place(figures, sides, brd, agreed: set) -> None:
    """I.7: opposite corners unless agreed otherwise (an explicit cell, for the ids in `agreed`)."""
    taken = {f.cell for f in figures if f.id in agreed}
    for f in figures:
        if f.id in agreed:
            if not brd.in_bounds(f.cell):
                raise BadSetup(f"I.7: {f.id}'s cell {list(f.cell)} is not a space of the arena")
            continue
        corner = CORNERS[sides.index(f.side) % len(CORNERS)]
        free = [c for c in brd.start_areas[corner] if c not in taken]
        if not free:
            raise BadSetup(f"I.7: no free start space left in the {corner} corner")
        f.cell = free[0]
        taken.add(f.cell)
    cells = [f.cell for f in figures]
    if len(set(cells)) != len(cells):
        raise BadSetup("I.7: two figures on one space")


def _alternate(figures, sides) -> list[str]:
    """VI.4: the sides alternate; one side's figures keep their order."""
    by_side = {s: [f.id for f in figures if f.side == s] for s in sides}
    out = []
    while any(by_side.values()):
        for s in sides:
            if by_side[s]:
                out.append(by_side[s].pop(0))
    return out
