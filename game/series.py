"""A tournament series of Morituri fights ("In Conclusion"), played by computer seats.

    report = play_series([["killer", "swordswoman"], ["barbarian", "goblins"]],
                         seats="ai:normal,random", mode="carry", seed=1)
    print(report.text())

Two sides line their fighters up in advance (the "narrow bridge", rules/morituri/tournament.py
`Bridge`): each fights until he falls and the next of his side takes his place; the survivor
stays, entering the next fight fresh (mode "fresh": full Condition, single-use cards again) or
as he is (mode "carry": the Condition left, once-per-game specials used stay used). Side 1 is
seat p1, side 2 seat p2, each led by one seat spec (the rulebook: "easily played by only two
players - each leads one side"). Fight i is seeded from (seed, i); the same seed gives the
same series.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.errors import UserError
from game.players import make_player, parse_seats
from game.session import Session
from game.tournament import derive_seed
from rules import registry
from rules.core.engine import BadSetup

MAX_ACTIONS = 6000        # per fight; the round limit ends every fight well before


@dataclass
class SeriesReport:
    sides: list[list[str]]
    seats: list[str]
    mode: str
    seed: int
    fights: list[dict] = field(default_factory=list)
    winner: str | None = None            # "p1", "p2" or None

    def text(self) -> str:
        lines = [f"narrow bridge, mode {self.mode}, seed {self.seed}: "
                 f"p1 ({self.seats[0]}) {', '.join(self.sides[0])} vs "
                 f"p2 ({self.seats[1]}) {', '.join(self.sides[1])}"]
        for n, f in enumerate(self.fights, start=1):
            left = ", ".join(f"{k} {v}" for k, v in f["survivors"].items()) or "nobody"
            lines.append(f"  fight {n}: {' vs '.join(f['figures'])}: {f['reason']} "
                         f"(winners {', '.join(f['winners']) or 'none'}; standing: {left})")
        lines.append(f"  series won by {self.winner or 'nobody'}")
        return "\n".join(lines)


def _entries(side) -> list[dict]:
    return [{"character": e} if isinstance(e, str) else dict(e) for e in side]


def play_series(sides, seats: str = "ai:normal,ai:normal", mode: str = "fresh", seed: int = 0,
                round_limit: int | None = None, max_actions: int = MAX_ACTIONS) -> SeriesReport:
    from rules.morituri.tournament import Bridge

    pack = registry.get("morituri")
    specs = parse_seats(seats)
    if len(specs) != 2:
        raise UserError("a series has two sides: give two seat specs, e.g. ai:normal,random")
    try:
        bridge = Bridge([_entries(s) for s in sides], mode, round_limit)
    except BadSetup as e:
        raise UserError(str(e)) from None
    report = SeriesReport(sides=[[e["character"] for e in _entries(s)] for s in sides],
                          seats=[str(s) for s in specs], mode=mode, seed=seed)
    n = 0
    while (setup := bridge.next_setup()) is not None:
        fight_seed = derive_seed(seed, n)
        session = Session(pack, setup, fight_seed)
        players = {f"p{k + 1}": make_player(specs[k], pack.id, derive_seed(fight_seed, k, 7),
                                            timed=False) for k in (0, 1)}
        if None in players.values():
            raise UserError("a series plays computer seats only (got a human seat)")
        while not session.outcome().finished:
            if len(session.log) >= max_actions:
                raise UserError(f"fight {n + 1} did not end within {max_actions} actions")
            seat = sorted(session.to_act())[0]
            session.act(seat, players[seat].choose(pack, session.state, seat))
        bridge.record(session.state)
        n += 1
    report.fights = bridge.fights
    report.winner = bridge.winner()
    return report
