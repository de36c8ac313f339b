"""Chain: cached parts that behave as their concatenated list."""
import pytest

from rules.core.lazyseq import Built, Chain


def test_chain_behaves_as_the_concatenated_list():
    parts = [(1, 2, 3), (), (4,), (5, 6)]
    c, flat = Chain(parts), [1, 2, 3, 4, 5, 6]
    assert len(c) == 6 and list(c) == flat and c == flat and c == tuple(flat)
    assert [c[i] for i in range(-6, 6)] == flat[-6:] + flat
    assert c[1:4] == [2, 3, 4] and c[::-1] == flat[::-1] and Chain([(7, 8)])[1:] == [8]
    assert 4 in c and 9 not in c and c.index(5) == 4 and c != [1, 2]
    with pytest.raises(IndexError):
        c[6]
    with pytest.raises(IndexError):
        c[-7]


def test_an_empty_chain_is_falsy_and_equals_the_empty_list():
    assert not Chain([]) and Chain([(), ()]) == [] and len(Chain(())) == 0 and Chain([])[:3] == []


def test_built_makes_each_item_when_it_is_looked_at():
    made = []

    def make(k):
        made.append(k)
        return k * 10
    b = Built(make, [1, 2, 3])
    assert len(b) == 3 and made == []
    assert b[1] == 20 and made == [2]
    c = Chain([b, (40,)])
    assert c == [10, 20, 30, 40] and c[-2] == 30 and b[0:2] == [10, 20] and 30 in c
