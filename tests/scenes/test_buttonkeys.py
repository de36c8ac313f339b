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
        assert labels and all(t.split("  ")[0] in ("Enter",) + tuple("1234567890bcgijkuxyz")
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


def test_a_kind_offered_earlier_this_phase_is_greyed_with_the_rules_reason(fresh, table):
    """Gladiator's movement: once the mover has used his movement points, Jump and Step are
    gone from the menu; they stay on it greyed, each with why not on hover, and have no key."""
    from scenes import stage
    from scenes.controller import ActionMenu
    stage.fixed_time(30)
    try:
        table.new_pack_game("gladiator", None, seed=5, opponent="ai:easy")
        c = table.controller
        assert until(fresh, lambda: c.panel is not None and c.asked == "west", 600)
        c.kinds_seen[c.phase_key("west")] = {"end_move": [], "choose_first": []}   # as if offered earlier this phase
        (kind, why), = c.not_now("west", c.panel.legal)
        assert kind == "end_move" and "must choose who moves first" in why and "(Initiative" in why
        c.submit("west", next(a for a in c.panel.legal if a.get("side") == "west"))
        assert until(fresh, lambda: c.panel is not None and c.asked == "west", 600)
        kinds = {a.get("kind") for a in c.panel.legal}
        assert "jump" in kinds
        jumps = [a for a in c.panel.legal if a.get("kind") == "jump"]
        offered = {a.get("kind"): [a] for a in c.panel.legal}      # all of this decision's kinds
        c.kinds_seen[c.phase_key("west")] = {**offered, "jump": jumps}
        greyed = c.not_now("west", [a for a in c.panel.legal if a.get("kind") != "jump"])
        assert [k for k, _ in greyed] == ["jump"]
        menu = ActionMenu(c, "west", [a for a in c.panel.legal if a.get("kind") != "jump"], c._view())
        grey = [b for b in menu.children if getattr(b, "refusal", None)]
        assert any(b.text.startswith("Jump (not now)") for b in grey)
        # the menu's title stands over the board: a dark shadow under it (faint on Gladiator's
        # sand walls without)
        title = next(t for t in menu.children if getattr(t, "shadow", None) is not None)
        assert title.text.endswith(("Your move", "to act")) and title.shadow.color[3] > 0.5
        assert all(not b.on_click for b in grey)
        fresh.step()
        c.keys.refresh((menu,))
        assert all(b not in c.keys.keys.values() for b in grey)
        # a narrow window (the menu over the board): the greyed kinds on one line, each reason
        # on hover (at 800x600 four greyed lines hid the Master of Ceremonies' Varg)
        other = sorted(kinds - {"jump"})[0]
        two = {"jump": jumps, other: [a for a in c.panel.legal if a.get("kind") == other]}
        c.kinds_seen[c.phase_key("west")] = {**offered, **two}     # (not_now adds to it)
        rest = [a for a in c.panel.legal if a.get("kind") not in two]
        assert rest
        whys = dict(c.not_now("west", rest))
        assert set(whys) == set(two)
        c.menu_over_board = False         # (the tests' window is narrow)
        wide = ActionMenu(c, "west", rest, c._view())
        assert len([b for b in wide.children if getattr(b, "refusal", None)]) == 2
        c.menu_over_board = True
        narrow = ActionMenu(c, "west", rest, c._view())
        line, = [b for b in narrow.children if getattr(b, "refusal", None)]
        names = getattr(c.module, "KIND_NAMES", {})
        said = [names.get(k) or k.replace("_", " ").capitalize() for k in two]
        assert line.text == "Not now: " + ", ".join(said), line.text
        assert all(f"{n}: {whys[k]}" in line.refusal for n, k in zip(said, two)), line.refusal
    finally:
        stage.real_time()


def test_a_computers_move_that_changes_the_persons_choices_reopens_his_panel(fresh, table, monkeypatch):
    """While the person chooses, another seat acts and his choices change (in the Master of
    Ceremonies an attack makes him DODGE first): the old menu would only be refused; it goes and
    the new choices are offered."""
    from scenes import stage
    stage.fixed_time(30)
    try:
        table.new_pack_game("ceremony", None, seed=3, opponent="ai:easy")
        c = table.controller
        assert until(fresh, lambda: c.panel is not None and c.asked == "p1", 600)
        old = c.panel
        c._reoffer_if_changed("p1")                    # his own move: nothing to do here
        c._reoffer_if_changed("p2")                    # the same choices: the panel stays
        assert c.panel is old and c.asked == "p1"
        monkeypatch.setattr(c.session, "legal_actions", lambda seat: [{"kind": "traps_done"}])
        c._reoffer_if_changed("p2")
        assert c.panel is None and c.asked is None
        monkeypatch.undo()
        assert until(fresh, lambda: c.panel is not None and c.asked == "p1", 60)   # offered again
    finally:
        stage.real_time()


def test_while_a_field_is_typed_in_the_letters_are_text_not_buttons(fresh):
    from ursina import Button, Entity, InputField, camera
    from scenes.buttonkeys import ButtonKeys
    root = Entity(parent=camera.ui)
    pressed = []
    Button(parent=root, text="Send", on_click=lambda: pressed.append("send"))
    field = InputField(parent=root, y=-0.2)
    keys = ButtonKeys()
    field.active = True
    keys.refresh([root])
    assert not keys.press("1") and pressed == []
    field.active = False
    assert keys.press("1") and pressed == ["send"]


def test_a_resized_window_lays_the_panels_out_again_keeping_a_half_made_plan(fresh, table):
    table.new_game()
    c = table.controller
    assert until(fresh, lambda: c.panel is not None, 300)
    c.panel.pick("step", ("forward",))
    c.panel.pick_dir("forward")
    fid = c.panel.figures[0].id
    old = c.panel
    fresh.step()
    assert c.panel is old                       # the same shape: nothing is rebuilt
    rows = list(c.scene.hud.rows)
    c._window = (0.5, c._window[1])            # as if the window had another shape before
    fresh.step()
    assert c.panel is not old and [s["action"] for s in c.panel.plans[fid]] == ["step"]
    assert c.scene.hud.rows and not set(map(id, c.scene.hud.rows)) & set(map(id, rows))   # rows re-made


def test_a_greyed_kind_gives_the_rules_reason_for_the_actions_offered_before():
    """A move needs its figure and square to be judged: the moves offered earlier this phase are
    put to the rules again, and their refusal (with its section) is the reason on hover."""
    from types import SimpleNamespace

    from rules.ceremony import RULESET
    from scenes.controller import PackController
    from tests.rules.ceremony.kit import fight

    free = fight(at={"g1": ((3, 3), 0), "g2": ((6, 6), 4)})
    free.turn_side = "A"
    moves = [a.model_dump() for a in RULESET.legal_actions(free, "p1") if a.kind == "move"]
    bound = fight(at={"g1": ((3, 3), 0), "g2": ((3, 4), 4)})
    bound.turn_side = "A"
    legal = [a.model_dump() for a in RULESET.legal_actions(bound, "p1")]
    assert moves and not [a for a in legal if a["kind"] == "move"]
    view = {"phase": "fight", "round": 2}
    ctl = SimpleNamespace(pack=RULESET, session=SimpleNamespace(state=bound), kinds_seen={},
                          _view=lambda: view, in_words=lambda text: text.replace("g2", "Varg"))
    ctl._why_not = lambda *a: PackController._why_not(ctl, *a)
    ctl.phase_key = lambda seat: PackController.phase_key(ctl, seat)
    earlier = [a.model_dump() for a in RULESET.legal_actions(free, "p1")]
    key = ctl.phase_key("p1")
    ctl.kinds_seen[key] = {k: [a for a in earlier if a["kind"] == k] for k in {a["kind"] for a in earlier}}
    greyed = dict(PackController.not_now(ctl, "p1", legal))
    assert greyed["move"].startswith("g1 is bound in combat with Varg: only a DISENGAGE") \
        and greyed["move"].endswith("(B7)")
    assert "move" in ctl.kinds_seen[key] and "attack" in ctl.kinds_seen[key]
    # an answer to a blow (DODGE or not) is another decision: nothing of the seat's own turn
    # greyed under it, and the answer is not greyed on the seat's next menu
    before = dict(ctl.kinds_seen[key])
    assert PackController.not_now(ctl, "p1", [{"kind": "dodge", "dodge": True}, {"kind": "dodge", "dodge": False}]) == []
    assert ctl.kinds_seen[key] == before
    # the next round's fight is another phase: what was offered in this one is not "earlier"
    view["round"] = 3
    assert ctl.phase_key("p1") != key
    assert PackController.not_now(ctl, "p1", legal) == []


def test_a_long_label_with_its_key_is_shrunk_to_fit_its_button(fresh):
    from ursina import Button, Entity, camera
    from scenes.buttonkeys import ButtonKeys
    root = Entity(parent=camera.ui)
    long = Button(parent=root, text="Kord: ATTACK Varg with sword, aim at the r. arm (-1)", scale=(0.42, 0.045),
                  text_size=0.7, on_click=lambda: None)
    short = Button(parent=root, text="Rest", y=-0.1, scale=(0.42, 0.045), text_size=0.7, on_click=lambda: None)
    lo, hi = long.text_entity.get_tight_bounds(long)
    assert hi[0] - lo[0] > 1.0                     # the label alone already runs past the edges
    before = short.text_entity.scale_x
    ButtonKeys().refresh([root])
    lo, hi = long.text_entity.get_tight_bounds(long)
    assert long.text.startswith("1  ") and hi[0] - lo[0] <= 0.95 and lo[0] >= -0.5 and hi[0] <= 0.5
    assert short.text_entity.scale_x == before      # words that fit keep their size


def test_a_line_shrunk_to_fit_its_button_stays_within_it_when_hovered(fresh):
    """Seen on the live table: "2  End the action phase (Good Mage dies on the Teleportal)",
    shrunk to fit its button, grew past both its edges once the mouse passed over it (Ursina
    sets a button's words' size on every hover) and stayed so."""
    from ursina import Button, camera
    from scenes.buttonkeys import fit_text
    b = Button(text="2  End the action phase (Good Mage dies on the Teleportal)", parent=camera.ui,
               scale=(0.3, 0.045), text_size=0.7)
    try:
        fit_text(b)
        for hover in (None, b.on_mouse_enter, b.on_mouse_exit, b.on_mouse_enter):
            if hover is not None:
                hover()
            lo, hi = b.text_entity.get_tight_bounds(b)
            assert -0.5 <= lo[0] and hi[0] <= 0.5, (hover, lo[0], hi[0])
    finally:
        from scenes.stage import destroy_tree
        destroy_tree(b)


def test_hover_words_lie_beside_their_button_toward_the_middle(fresh):
    """Seen on the live table: the hover words rose above the mouse, over the menu's line above
    (the one read next) and over the left part of the line itself. They lie beside the button,
    on the side toward the screen's middle, inside the window."""
    from ursina import Button, camera, mouse, window
    from scenes.hud import tooltip
    from scenes.stage import destroy_tree
    edge = window.aspect_ratio / 2
    for x in (edge - 0.25, -edge + 0.2):
        b = Button(text="1  Move", parent=camera.ui, scale=(0.4, 0.045), position=(x, 0.3))
        b.tooltip = tip = tooltip("Good Mage is still on the Entrance Teleportal: dies when the turn ends (4A)")
        was = mouse.hovered_entity
        try:
            mouse.hovered_entity = b
            tip.enabled = True
            tip.update()
            w, h = tip._width * tip.scale_x, tip.height * tip.scale_y
            assert tip.background_entity.color[3] >= 0.9
            if x > 0:
                assert tip.x + w <= x - 0.2 + 1e-6        # left of the button
            else:
                assert tip.x >= x + 0.2 - 1e-6            # right of it
            assert -edge <= tip.x and tip.x + w <= edge and -0.5 <= tip.y and tip.y + h <= 0.5
        finally:
            mouse.hovered_entity = was
            destroy_tree(tip)
            destroy_tree(b)
