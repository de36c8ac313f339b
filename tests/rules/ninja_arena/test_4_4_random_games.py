"""Seeded random games with every special weapon, skill and variant (3.5, 4.2, 4.4): legal plans
always apply, and the invariants hold (one figure per cell, life 0-10, levels 0-3, saves of the
view stay JSON)."""
import json

import pytest

from rules.core.dice import Dice
from rules.ninja_arena import RULESET as R

FOUR = [("p1", "shadow"), ("p2", "weaponmaster"), ("p3", "shadow"), ("p4", "weaponmaster")]


def _setup(arena, variants, specials, teams=None):
    players = []
    for i, (seat, t) in enumerate(FOUR):
        p = {"seat": seat, "ninjas": [{"type": t, "special": specials[i % 2]}]}
        if teams:
            p["team"] = teams[i]
        players.append(p)
    return {"layer": "professional", "arena": arena, "players": players,
            "variants": list(variants)}


CASES = [
    ("castle", (), ("melee", "ranged"), None),
    ("temple-court", ("sudden_death",), ("ranged", "melee"), None),
    ("canyon", ("drunken_masters",), ("melee", "melee"), None),
    ("fortress", ("sokoban",), ("ranged", "ranged"), None),
    ("reef", ("overpower",), ("melee", "ranged"), None),
    ("castle", ("head_hunters",), ("ranged", "melee"), None),
    ("temple-court", ("team", "secret_skills"), ("melee", "ranged"), ["a", "b", "a", "b"]),
]


@pytest.mark.parametrize("arena,variants,specials,teams", CASES)
@pytest.mark.parametrize("seed", [1, 2])
def test_4_4_random_professional_games_keep_the_invariants(arena, variants, specials, teams, seed):
    st = R.new_game(_setup(arena, variants, specials, teams), seed)
    pick = Dice.from_seed(seed * 7919)
    for _ in range(40):
        if R.outcome(st).finished:
            break
        for seat in sorted(R.to_act(st)):
            while seat in R.to_act(st):
                plans = R.legal_actions(st, seat)
                assert plans, (seat, st.game_round)
                st, _ = R.apply(st, seat, plans[pick.below(len(plans))])
        living = [n for n in st.ninjas if n.alive]
        assert len({n.pos for n in living}) == len(living)
        assert all(0 <= n.life <= 10 for n in st.ninjas)
        assert all(0 <= v <= 3 for row in st.levels for v in row)
        for seat in st.seats:
            json.dumps(R.view(st, seat))
        json.dumps(R.snapshot(st))
