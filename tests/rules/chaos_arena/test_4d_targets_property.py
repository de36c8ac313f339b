"""4D: casting checks its one target (`spells.is_target`) exactly as listing every legal target
(`spells.targets`) would: for every spell, both Mages, any terrain and placement, every figure,
hex, off-board hex and malformed target agree."""
from hypothesis import given, settings, strategies as st

from rules.chaos_arena import data, spells
from rules.chaos_arena.actions import Cast
from tests.rules.chaos_arena.kit import game, place
from tests.rules.chaos_arena.test_4b_reach_property import CELLS

NAMES = ["good-mage", "evil-mage", "good-warrior-1", "evil-warrior-1", "good-knight",
         "evil-berserker-2", "good-scout-1", "evil-scout-1"]


@settings(max_examples=25, deadline=None)
@given(st.dictionaries(st.sampled_from(CELLS), st.sampled_from("..BFSPLWT"), max_size=120),
       st.lists(st.sampled_from(CELLS), min_size=3, max_size=8, unique=True),
       st.sets(st.sampled_from(NAMES[2:])))
def test_checking_one_target_agrees_with_the_list_of_targets(terrain, spots, possessed):
    state = game(terrain)
    where = dict(zip(NAMES, spots))
    place(state, where)
    for fid in possessed & set(where):
        state.fig(fid).possessed = True
    ids = [f.id for f in state.figs] + ["nobody"]
    cells = CELLS + [(30, 30), (8, 0), (-4, -4), (4, 4), (0, -8)]     # off the board: far and just beyond
    tried = 0
    for seat in state.seats:
        for spell_id in data.spells():
            listed = spells.targets(state, seat, spell_id)
            asked = ([Cast()] + [Cast(target=i) for i in ids] + [Cast(cell=c) for c in cells]
                     + [Cast(target=ids[0], cell=cells[0]), Cast(target=ids[2], cell=spots[0])])
            for a in asked:
                assert spells.is_target(state, seat, spell_id, a) == (a in listed), (seat, spell_id, a)
                tried += 1
            assert all(spells.is_target(state, seat, spell_id, a) for a in listed)
    assert tried > 1000
