"""Keys for every panel button, shown on the buttons (issue 16, part 5)."""
from __future__ import annotations

from tests.scenes.conftest import until


def test_menu_buttons_carry_keys_and_the_keys_press_them(fresh, table):
    from scenes import stage
    stage.fixed_time(30)
    try:
        table.new_pack_game("gladiator", None, seed=5, opponent="ai:easy")
        c = table.controller
        assert until(fresh, lambda: c.panel is not None and c.asked == "west", 600)
        fresh.step()
        first = c.keys.keys["1"]
        assert first.text.startswith("1  ") and first.parent is not None
        before = len(c.session.log)
        c.input("1")                       # the initiative: the first choice, by its key
        fresh.step()
        assert len(c.session.log) == before + 1 or c.panel.kind is not None
        assert until(fresh, lambda: c.panel is not None and c.asked == "west", 600)
        fresh.step()
        labels = [b.text for b in c.keys.keys.values()]
        assert labels and all(t.split("  ")[0] in ("Enter",) + tuple("1234567890bcgijkpuxyz")
                                  for t in labels)
        assert len(set(c.keys.keys)) == len(labels)          # one key, one button
    finally:
        stage.real_time()


def test_the_ninja_plan_panel_keys_its_actions_and_enter_is_done(fresh, table):
    table.new_game()
    c = table.controller
    assert until(fresh, lambda: c.panel is not None, 300)
    fresh.step()
    assert c.keys.keys["enter"].text.startswith("Enter  Done")
    step = next(k for k, b in c.keys.keys.items() if b.text.endswith("step"))
    c.input(step)                          # a step: which way? the directions get keys
    fresh.step()
    forward = next(k for k, b in c.keys.keys.items() if b.text.endswith("  fwd"))
    c.input(forward)
    fresh.step()
    assert [s["action"] for s in c.panel.plans[c.panel.figures[0].id]] == ["step"]


def test_a_button_keeps_its_own_key_and_the_others_take_the_rest(fresh):
    from ursina import Button, Entity, camera
    from scenes.buttonkeys import ButtonKeys
    root = Entity(parent=camera.ui)
    pressed = []
    die = [Button(parent=root, text=str(v), position=(v * 0.1, 0), on_click=lambda v=v: pressed.append(v))
           for v in (1, 2, 3)]
    for b in die:
        b.hotkey = b.text
    ok = Button(parent=root, text="Cover", position=(0, -0.2), on_click=lambda: pressed.append("ok"))
    ok.default = True
    other = Button(parent=root, text="Knock", position=(0, -0.1), on_click=lambda: pressed.append("k"))
    Button(parent=root, text="", position=(0, -0.3), on_click=lambda: pressed.append("hit area"))
    keys = ButtonKeys()
    keys.refresh([root])
    assert keys.keys["2"] is die[1] and die[1].text == "2"            # its own key, not relabelled
    assert keys.keys["enter"] is ok and ok.text == "Enter  Cover"
    assert keys.keys["4"] is other and other.text == "4  Knock"
    assert set(keys.keys) == {"1", "2", "3", "4", "enter"}            # the empty hit area has none
    assert keys.press("3") and keys.press("enter") and not keys.press("9")
    assert pressed == [3, "ok"]
    root.enabled = False
    assert not keys.press("3")                                         # hidden: no key
