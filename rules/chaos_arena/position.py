"""Staged positions (STAGES.md): a game that starts mid-battle, characters already on their hexes.

A set-up may carry `"position"`; `new_state` then plays the two hand choices and puts the war
bands where the position says, at the start of the acting seat's action phase. Everything the
position says is checked against the rules' data (a known character, a hex he may stand on, an
item card, lives and arrows within the card), and a problem is one BadSetup line naming the
field.
"""
from __future__ import annotations

from typing import Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from rules.core.engine import BadSetup
from rules.chaos_arena import data
from rules.chaos_arena import terrain as T

Cell = tuple[int, int]


class Placed(BaseModel):
    """One character on the board: his hex, and what differs from a fresh card."""
    model_config = ConfigDict(extra="forbid")
    cell: Cell
    lives: int | None = None          # default: the card's lives (fewer: the wounded side)
    item: str | None = None           # an item Chaos Card he holds
    arrows: int | None = None         # archers: arrow counters left (default 3)


class Position(BaseModel):
    model_config = ConfigDict(extra="forbid")
    current: Literal["p1", "p2"] | None = None     # the seat whose action phase starts (default: first)
    turn: int = Field(default=3, ge=1, le=200)     # that seat's turn number (3: past the first turns)
    figures: dict[str, Union[Placed, Cell]]        # character id -> hex or {"cell", ...}
    dead: list[str] = []                           # characters already dead (never summoned again)
    deck_top: list[str] = []                       # Chaos Cards drawn first, in this order
    prepared: dict[str, str] = {}                  # seat -> spell on his Octo Altar since last turn


def _bad(where: str, msg: str) -> BadSetup:
    return BadSetup(f"setup position.{where}: {msg}")


def place_position(state, pos: Position) -> None:
    """Turn a freshly started game (hands chosen, Mages on the teleportals) into the position."""
    chars = data.characters()
    cards = data.chaos_cards()
    board = state.board
    taken: dict = {}
    held: list[str] = []
    for f in state.figs:                       # everybody back outside the Arena first
        f.status, f.cell = "waiting", None
    for fid, spec in pos.figures.items():
        where = f"figures.{fid}"
        if fid not in chars:
            raise _bad(where, "unknown character (ids look like good-warrior-1, evil-knight)")
        p = spec if isinstance(spec, Placed) else Placed(cell=spec)
        cell = tuple(p.cell)
        if not board.in_bounds(cell):
            raise _bad(where, f"hex {list(cell)} is not on the board")
        t = board.terrain_at(cell)
        if t in (T.WALL, T.LAKE, T.PORTAL):
            name = {T.WALL: "a wall", T.LAKE: "a lake", T.PORTAL: "an Entrance Teleportal"}[t]
            raise _bad(where, f"hex {list(cell)} is {name}: nobody stands there")
        if cell in taken:
            raise _bad(where, f"hex {list(cell)} is taken by {taken[cell]}")
        taken[cell] = fid
        card = chars[fid]
        f = state.fig(fid)
        f.status, f.cell = "arena", cell
        f.introduced = 1
        lives = card.lives if p.lives is None else p.lives
        if not 1 <= lives <= card.lives:
            raise _bad(where, f"lives {lives}: a {card.type} has 1 to {card.lives}")
        f.lives = lives
        if p.arrows is not None:
            if card.type != "archer":
                raise _bad(where, "only archers carry arrow counters")
            if not 0 <= p.arrows <= card.arrows:
                raise _bad(where, f"arrows {p.arrows}: an archer has 0 to {card.arrows}")
            f.arrows = p.arrows
        if p.item is not None:
            if p.item not in cards or cards[p.item].type != "item":
                raise _bad(where, f"{p.item!r} is not an item Chaos Card")
            if p.item in held:
                raise _bad(where, f"{p.item} is already held by another character")
            held.append(p.item)
            f.item = p.item
    for seat in state.seats:
        if state.mage(seat).status != "arena":
            raise _bad("figures", f"the {state.side_of[seat]} Mage must be on the board "
                       "(the game ends when a Mage dies)")
    for fid in pos.dead:
        if fid not in chars:
            raise _bad("dead", f"unknown character {fid!r}")
        f = state.fig(fid)
        if f.status == "arena":
            raise _bad("dead", f"{fid} is placed on the board and listed dead")
        if f.type == "mage":
            raise _bad("dead", "a dead Mage has already ended the game")
        f.status, f.lives = "dead", 0
    # the deck: held items leave it; the named cards go on top, the first named drawn first
    for i, cid in enumerate(pos.deck_top):
        if cid not in cards:
            raise _bad(f"deck_top.{i}", f"unknown Chaos Card {cid!r}")
        if cid in held or pos.deck_top.index(cid) != i:
            raise _bad(f"deck_top.{i}", f"{cid} is already in play")
    rest = [c for c in state.deck if c not in held and c not in pos.deck_top]
    state.deck = rest + list(reversed(pos.deck_top))
    state.arrows_used = sum(f.card.arrows - f.arrows for f in state.figs
                            if f.type == "archer" and f.status == "arena")
    # whose turn, and how far the game is
    current = pos.current or state.first
    other = state.other(current)
    state.current = current
    state.turns = {current: pos.turn, other: pos.turn - (other != state.first)}
    if state.turns[other] < 1:
        raise _bad("turn", f"{other} has not had a turn yet: start at turn 2 or later")
    for seat, spell in pos.prepared.items():
        if seat not in state.seats:
            raise _bad(f"prepared.{seat}", "seats are p1 and p2")
        if spell not in state.hands.get(seat, []):
            raise _bad(f"prepared.{seat}", f"{spell!r} is not in {seat}'s hand")
        state.hands[seat].remove(spell)
        state.prepared[seat] = spell
        state.prepared_turn[seat] = state.turns[seat] - (seat == current)
    state.phase = "action"
    state.phase_no = 1
    state.swaps = 0
    for f in state.figs:
        f.moved = f.attacked = f.resting = f.incapacitated = False
