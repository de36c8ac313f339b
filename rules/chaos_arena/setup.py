"""Set-up (3): the board, the war bands outside the Arena, the shuffled Chaos Cards, the hands."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rules.core.dice import Dice
from rules.core.engine import BadSetup
from rules.chaos_arena import data
from rules.chaos_arena.state import Fig, State
from rules.chaos_arena.terrain import arena_board

SEATS = ("p1", "p2")


class Setup(BaseModel):
    """{"board": arena id, board dict or JSON path; "sides": {"p1": "good", "p2": "evil"};
    "first": the seat that starts; "spells": optional pre-chosen hands {seat: [7 ids]} (staged
    games; otherwise each Mage chooses in secret as his first action); "round_limit"; "position":
    a staged position (rules/chaos_arena/position.py, STAGES.md); "home_cards": true shuffles the
    home-made Chaos Cards of saves/home-chaos-cards.json into the deck (README)}."""

    model_config = ConfigDict(extra="forbid")
    board: Any = "chaos-arena"
    sides: dict[str, Literal["good", "evil"]] = Field(default_factory=lambda: {"p1": "good", "p2": "evil"})
    first: Literal["p1", "p2"] = "p1"
    spells: dict[str, list[str]] | None = None
    round_limit: int = Field(default=25, ge=1, le=200)
    position: dict | None = None
    home_cards: bool = False


def new_state(setup: dict, seed: int) -> State:
    try:
        s = Setup.model_validate(setup or {})
    except ValidationError as e:
        err = e.errors()[0]
        raise BadSetup(f"setup {'.'.join(map(str, err['loc']))}: {err['msg']}") from None
    if sorted(s.sides) != list(SEATS) or sorted(s.sides.values()) != ["evil", "good"]:
        raise BadSetup("setup sides: p1 and p2 take one side each, good and evil")
    board = arena_board(s.board)
    figs = []
    for seat in SEATS:
        for card in data.characters().values():
            if card.side == s.sides[seat]:
                figs.append(Fig(id=card.id, side=card.side, seat=seat, type=card.type,
                                lives=card.lives, arrows=card.arrows))
    dice = Dice.from_seed(seed)
    try:
        deck = sorted(data.printed_chaos_cards())
        if s.home_cards:
            home = data.home_chaos_cards()
            if not home:
                raise BadSetup(f"setup home_cards: no home-made Chaos Cards in saves/"
                               f"{data.HOME_CARDS.name} (README: Home-made Chaos Cards)")
            deck += sorted(home)
        data.chaos_cards()
    except data.DataProblem as e:
        raise BadSetup(str(e)) from None
    dice.shuffle(deck)
    state = State(board=board, seats=SEATS, side_of=dict(s.sides), figs=figs, dice=dice,
                  round_limit=s.round_limit, first=s.first, current=s.first, deck=deck,
                  turns={seat: 0 for seat in SEATS})
    spells = s.spells
    pos = None
    if s.position is not None:
        from rules.chaos_arena.position import Position
        try:
            pos = Position.model_validate(s.position)
        except ValidationError as e:
            err = e.errors()[0]
            raise BadSetup(f"setup position.{'.'.join(map(str, err['loc']))}: {err['msg']}") from None
        # a staged position starts mid-battle: a Mage without a chosen hand takes the first
        # legal one (STAGES.md)
        from rules.chaos_arena.play import all_hands
        spells = {seat: list((spells or {}).get(seat) or all_hands()[0]) for seat in SEATS}
    if spells is not None:
        from rules.chaos_arena.actions import ChooseSpells
        from rules.chaos_arena.play import apply
        for seat in SEATS:
            hand = spells.get(seat)
            if hand is None:
                continue
            why = data.check_hand(hand)
            if why:
                raise BadSetup(f"setup spells.{seat}: {why}")
            apply(state, seat, ChooseSpells(spells=tuple(hand)), [])
    if pos is not None:
        from rules.chaos_arena.position import place_position
        place_position(state, pos)
    return state
