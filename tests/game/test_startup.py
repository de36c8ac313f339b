"""Start-up pauses the garbage collector and never leaves it off (game/startup.py)."""
import gc

import pytest

from game.startup import quiet_collector


@pytest.fixture
def collector_state():
    was = gc.isenabled()
    yield
    gc.unfreeze()
    (gc.enable if was else gc.disable)()


def test_no_collection_inside_and_collection_back_after(collector_state):
    gc.enable()
    with quiet_collector():
        assert not gc.isenabled()
        made = [[] for _ in range(10)]
    assert gc.isenabled()
    assert gc.get_freeze_count() >= len(made)     # what start-up made is out of later passes


def test_collection_back_on_after_an_error(collector_state):
    gc.enable()
    with pytest.raises(RuntimeError):
        with quiet_collector():
            raise RuntimeError("boom")
    assert gc.isenabled()


def test_a_callers_own_disable_is_kept_and_nesting_is_respected(collector_state):
    gc.disable()
    with quiet_collector():
        inside = gc.isenabled()
    assert not inside and not gc.isenabled()
    gc.enable()
    with quiet_collector():
        with quiet_collector():
            innermost = gc.isenabled()
        assert not innermost and not gc.isenabled()     # the outer pause still holds
    assert gc.isenabled()


def test_a_command_leaves_collection_on(collector_state, tmp_path, capsys):
    import main
    gc.enable()
    assert main.main(["validate", str(tmp_path / "missing.json")]) != 0
    assert gc.isenabled()
