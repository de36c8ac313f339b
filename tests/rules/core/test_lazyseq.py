"""Chain: cached parts that behave as their concatenated list."""
import pytest

from rules.core.lazyseq import Chain


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
