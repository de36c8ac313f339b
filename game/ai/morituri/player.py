"""The heuristic player: plans attacks while walking in, uses them in reach, stance changes against waiting attacks, specials by gain."""
from __future__ import annotations

from game.ai.seeded import SeededPlayer
from rules.core import hexgrid
from rules.morituri import actions as A, combat, equipment as eq
from game.ai.morituri.die_game import blend, draw, draw_set, solve
from game.ai.morituri.goblins import divide_choice
from game.ai.morituri.values import (attack_payoffs, braced_value, card_value, exposure, guards,
                                     in_stance, pending_payoffs, stance_quality, threat, worth)


class MorituriPlayer(SeededPlayer):
    NAME = "morituri"

    def choose(self, pack, state, seat: str):
        # everything below reads this sample of the game, never the real secrets
        world = pack.determinize(state, seat, self.dice)
        legal = self.legal(pack, world, seat)
        if len(legal) == 1:
            return legal[0]
        self.pack, self.seat = pack, seat
        if world.phase == "divide":
            return divide_choice(world)
        ex = world.exchange
        if ex is not None:
            if ex.window is not None:
                return self._react(world, ex)
            if ex.value is None and world.fig(ex.setter).seat == seat:
                return self._set(world, ex)
            return self._guess(world, ex)
        if self.level.slip and self.dice.below(1000) < self.level.slip * 1000:
            return legal[self.dice.below(len(legal))]
        me = world.active
        phase = world.phase
        choice = None
        if phase == "lie":
            choice = A.Lie(defend=bool(self._threats(world, me)))
        elif phase == "first":
            choice = self._first(world, me, legal)
        elif phase == "second":
            choice = self._second(world, me, legal)
        elif phase == "move":
            choice = self._move(world, me, legal)
        elif phase == "declare":
            choice = self._declare(world, me, legal)
        return choice if choice is not None else legal[0]

    # ------------------------------------------------------------------ helpers
    def _apply(self, world, action):
        try:
            return self.pack.apply(world, self.seat, action)[0]
        except Exception:                     # an option the sample refuses: not taken
            return None

    @staticmethod
    def _foes(world, me):
        return [f for f in world.figures if f.alive and f.side != me.side]

    def _nearest(self, world, me, cell=None):
        foes = self._foes(world, me)
        if not foes:
            return None, 99
        cell = cell or me.cell
        f = min(foes, key=lambda f: (hexgrid.distance(cell, f.cell), f.id))
        return f, hexgrid.distance(cell, f.cell)

    @staticmethod
    def _threats(world, me):
        return [p for p in list(world.queue) + list(world.pending) if p.target == me.id]

    def _danger(self, world, me) -> float:
        return sum(threat(world, p, me) for p in self._threats(world, me))

    def _flip(self, chance: float) -> bool:
        return self.dice.below(1000) < chance * 1000

    # ------------------------------------------------------------------ the die (IV.7, V.5)
    def _set(self, world, ex):
        values = list(range(ex.lo, ex.hi + 1))
        if ex.purpose == "knock":
            target = world.fig(ex.guesser)
            held = [i for i in target.hands if i]
            item = self._knock_item(target, held)
            probs = blend(self._knock_weights(world, target), self.level.blur)
            return A.SetDie(value=values[draw(probs, self.dice)], item=item)
        payoffs = pending_payoffs(world, ex.pending)
        k = ex.guesses_allowed
        if self.level.greed and self._flip(self.level.greed):
            return A.SetDie(value=values[max(range(len(values)), key=lambda i: (payoffs[i], i))])
        _, p, _ = solve(payoffs, k)
        if k > 0:                             # a guess to beat: mix, never give the number away
            p = blend(p, self.level.blur)
        return A.SetDie(value=values[draw(p, self.dice)])

    def _guess(self, world, ex):
        values = list(range(ex.lo, ex.hi + 1))
        me = world.fig(ex.guesser)
        if ex.purpose == "knock":
            w = self._knock_weights(world, me)
            tot = sum(w)
            q = blend([2 * x / tot for x in w], self.level.blur)
            return A.Guess(values=tuple(values[i] for i in draw_set(q, 2, self.dice)))
        payoffs = pending_payoffs(world, ex.pending)
        k = ex.guesses_allowed
        value, _, q = solve(payoffs, k)
        specials = ()
        if self.level.specials and value > 0:
            best = None
            for sid in combat.usable_specials(me, "guess", ex.setter):
                sp = eq.deck_of(me).special(sid)
                k2 = min(k + sp.extra_guess, len(values))
                v2, _, q2 = solve(payoffs, k2)
                gain = value - v2 - self._special_cost(me, sp)
                if gain > 0 and (best is None or gain > best[0]):
                    best = (gain, sid, k2, q2)
            if best is not None:
                _, sid, k, q = best
                specials = (sid,)
        if k <= 0:
            return A.Guess(specials=specials)
        k = min(k, len(values))
        if sum(q) <= 0:
            q = [k / len(values)] * len(values)
        q = blend([x * k / sum(q) for x in q], self.level.blur)
        picks = draw_set(q, k, self.dice)
        return A.Guess(values=tuple(values[i] for i in picks), specials=specials)

    def _react(self, world, ex):
        """V.1: answer the other side's special with one of ours when it is worth its price."""
        me = world.fig(ex.window)
        if self._answered(world, ex, me):        # one answer per evaluation: no specials war
            return A.React()
        payoffs = pending_payoffs(world, ex.pending)
        k = ex.guesses_allowed
        value = solve(payoffs, k)[0]
        best, best_gain = A.React(), 0.0
        if not self.level.specials:
            return best
        atk = combat.attack_of(world, ex.pending)
        target = world.fig(ex.guesser)
        for sid in combat.reaction_specials(world, ex, me.id):
            sp = eq.deck_of(me).special(sid)
            if me.id == ex.guesser:
                gain = value - solve(payoffs, k + sp.extra_guess)[0]
            else:
                against = combat.against_value(world, ex.pending, atk, target)
                more = attack_payoffs(atk, ex.pending.base + sp.attack_bonus, against,
                                      target.condition)
                gain = solve(more, k)[0] - value
            gain -= self._special_cost(me, sp)
            if gain > best_gain:
                best, best_gain = A.React(specials=(sid,)), gain
        return best

    @staticmethod
    def _answered(world, ex, me) -> bool:
        """Whether `me` answered a special in this evaluation already, as the table shows it:
        the attacker's answer marks his attack, the defender's raised his guesses (so the
        player keeps no memory between decisions, and the search's playouts know it too)."""
        if me.id == ex.setter:
            return "reaction" in ex.pending.specials
        atk = combat.attack_of(world, ex.pending)
        return ex.guesses_allowed > combat.guesses_against(world, me, atk)

    def _knock_item(self, target, held):
        # the item whose loss hurts most: one the target's current action needs
        if target.current is not None:
            for i in held:
                rest = [h for h in target.hands]
                rest[rest.index(i)] = None
                probe = target.copy()
                probe.hands = rest
                if not eq.card_fits(probe, target.current):
                    return i
        return held[self.dice.below(len(held))] if held else None

    def _knock_weights(self, world, target) -> list[float]:
        """V.5: how far the item would fly in each direction 1-6 (farther is worse for him)."""
        from rules.morituri.geometry import board
        brd = board(world.board)
        out = []
        for d in range(1, 7):
            cell, n = target.cell, 0
            for _ in range(3):
                nxt = hexgrid.neighbour(cell, d)
                if not brd.in_bounds(nxt):
                    break
                cell, n = nxt, n + 1
            out.append(1.0 + n)
        return out

    def _special_cost(self, me, sp) -> float:
        """What spending a special action is worth to us (authored weights): once-per-game ones
        are dearer; the price in Condition counts double when Condition runs low."""
        dear = {"once": 1.5, "per_opponent": 1.0, "counted": 0.6, "unlimited": 0.0}[sp.limit]
        dear *= self.level.special_dear
        price = sp.price * (1.0 if me.condition > 6 else 2.0) * self.level.special_price
        if me.condition <= sp.price:
            return 99.0
        return dear + price

    # ------------------------------------------------------------------ first action phase
    def _first(self, world, me, legal):
        threats = self._threats(world, me)
        if not threats or not self.level.stance:
            return A.Pass()
        keep = self._danger(world, me)
        best, best_score = A.Pass(), -keep
        for a in legal:
            if a.kind != "use" or a.pick:
                continue
            w2 = self._apply(world, a)
            if w2 is None:
                continue
            me2 = w2.fig(me.id)
            if not me2.alive:
                continue
            score = -sum(threat(w2, p, me2) for p in threats if w2.fig(p.attacker).alive)
            score -= self._lost_attack(world, me, a)
            if score > best_score + self.level.stance_margin:
                best, best_score = a, score
        return best

    def _lost_attack(self, world, me, action) -> float:
        """Using an action in the first phase spends the turn's one activity; using the standard
        action also gives up the attack of the first planned card this turn."""
        if action.option == "standard" and me.row:
            card = eq.deck_of(me).card(me.row[0])
            foe, _ = self._nearest(world, me)
            if card.attacks and foe is not None:
                return 0.5 * card_value(me, card, foe)
        return 0.0

    # ------------------------------------------------------------------ second action phase
    def _second(self, world, me, legal):
        if me.lying:
            if me.lying_defends:
                add = self._best_plan(world, me, legal)
                return add or A.Pass()
            if any(a.kind == "stand" for a in legal):
                return A.Stand()
            return A.Pass()
        deck = eq.deck_of(me)
        foe, dist = self._nearest(world, me)
        if foe is None:
            return A.Pass()
        # 1. the first planned attack, if one step (or its compulsory movement) brings a target
        use = next((a for a in legal if a.kind == "use" and a.option == "planned" and not a.pick), None)
        if use is not None:
            gain = self._attack_after(world, use)
            if gain > 0:
                return use
        # 1b. the current action lets only the standard action replace it (Jump kick, Furious
        # attack): step back into the standard stance so the row can go on next turn
        if use is None and me.row and me.current is not None:
            back = next((a for a in legal if a.kind == "use" and a.option == "standard"), None)
            if back is not None and deck.card(me.current).rules.replaced_only_by is not None:
                return back
        # 2. a pick-up action planned first and an item of ours within reach
        picks = [a for a in legal if a.kind == "use" and a.pick and eq.usable(me, a.pick)]
        if picks:
            return picks[0]
        # 3. no attack fits the hands any more: re-equip
        if not self._attacks_fitting(me):
            eqp = self._best_equip(me, legal)
            if eqp is not None:
                return eqp
        # 4. a first planned card that cannot serve (or be declared at this Condition: a
        # barbarian at 2 with Berserk slash first stood idle for up to ten rounds): take it back
        if me.row:
            first = deck.card(me.row[0])
            useless = not eq.card_fits(me, me.row[0]) or (first.attacks and (
                card_value(me, first, foe) <= 0.1 or not self._declarable_after(me, first)))
            if useless:
                swap = self._best_plan(world, me, legal)
                if swap is not None and len(me.row) == 1:
                    return A.Plan(op="swap", card=swap.card)
                return A.Plan(op="remove")
        # 5. plan while walking in, or when nothing is planned
        attacks_planned = sum(1 for c in me.row if deck.card(c).attacks)
        if attacks_planned < self.level.row_target and (dist > 2 or not me.row):
            add = self._best_plan(world, me, legal)
            if add is not None:
                return add
        # 6. a planned guard when attacks are coming and the current stance is weak
        if use is not None and me.row and not deck.card(me.row[0]).attacks and dist <= 2:
            w2 = self._apply(world, use)
            if w2 is not None and stance_quality(w2.fig(me.id)) > stance_quality(me) + 0.3:
                return use
        return A.Pass()

    @staticmethod
    def _declarable_after(me, card) -> bool:
        """An attack card's Condition (III.9) is checked when it is declared, after its price
        was paid on using it (Berserk slash: 1, then at least 4, so 5 before)."""
        return me.condition - card.rules.cost >= card.rules.min_condition

    def _attack_after(self, world, use) -> float:
        """The best attack value reachable this turn after using the first planned action."""
        w2 = self._apply(world, use)
        if w2 is None:
            return 0.0
        me2 = w2.active
        if me2.current is None or w2.exchange is not None:
            return 0.0
        return self._best_reach(w2, me2)[1]

    def _best_reach(self, world, me):
        """(move, value) of the best movement for declaring an attack in this turn."""
        best, best_v = None, 0.0
        if world.phase == "declare":
            return None, self._declare_value(world, me)
        if world.phase != "move":
            return None, 0.0
        for m in self.pack.legal_actions(world, self.seat):
            if m.kind != "move":
                continue
            w3 = self._apply(world, m)
            if w3 is None or w3.phase != "declare" or w3.exchange is not None:
                continue
            v = self._declare_value(w3, w3.fig(me.id))
            v -= sum(self._special_cost(me, eq.deck_of(me).special(s)) for s in m.specials)
            v -= 0.05 * len(m.path)
            if v > best_v:
                best, best_v = m, v
        return best, best_v

    def _declare_value(self, world, me) -> float:
        best = 0.0
        for t, i in combat.declarable(world, me):
            best = max(best, self._declaration(world, me, t, i, ())[0])
        return best

    def _declaration(self, world, me, target_id, index, specials):
        """(value, target's stance guesses) of declaring this attack now."""
        atk = combat.card_attack(me, index)     # a throw may take the item card's strength
        target = world.fig(target_id)
        d = hexgrid.distance(me.cell, target.cell)
        bonus = sum(eq.deck_of(me).special(s).attack_bonus for s in specials)
        base = atk.base + eq.attack_bonus(me) + me.attack_bonus + bonus
        dbonus = abs(d - atk.ideal) if atk.throw else 0
        d_val = eq.defence(target) + dbonus
        s_val = eq.strength(target)
        against = {"defence": d_val, "strength": s_val, "sum": s_val + d_val, "none": 0}[atk.against]
        k = combat.guesses_against(world, target, atk)
        v = worth(attack_payoffs(atk, base, against, target.condition), k)
        if atk.throw:
            v -= 1.0
        return v, k

    def _attacks_fitting(self, me) -> list[int]:
        deck = eq.deck_of(me)
        return [c for c in me.cards if deck.card(c).attacks and eq.card_fits(me, c)]

    def _best_equip(self, me, legal):
        best, best_score = None, 0.0
        for a in legal:
            if a.kind != "equip":
                continue
            probe = me.copy()
            probe.hands, probe.worn = list(a.hands), list(a.worn)
            n = len(self._attacks_fitting(probe))
            score = n + 0.5 * eq.defence(probe)
            if n and score > best_score:
                best, best_score = a, score
        return best

    def _best_plan(self, world, me, legal):
        """The card to add to the end of the row: an attack that fits the hands the row will
        leave (cards of a chain after one another, Concentration-like cards before attacks)."""
        foe, dist = self._nearest(world, me)
        if foe is None:
            return None
        deck = eq.deck_of(me)
        last = deck.card(me.row[-1]) if me.row else (deck.card(me.current) if me.current else None)
        scored = []
        standing = None                       # the foe's worth against the standard stance
        stances = None                        # the stances his cards give him (bracing)
        for a in legal:
            if a.kind != "plan" or a.op != "add":
                continue
            card = deck.card(a.card)
            if not eq.card_fits(me, a.card) or card.rules.pick_up:
                continue
            if card.rules.replaces_only is not None and (
                    not me.row or me.row[-1] not in card.rules.replaces_only):
                continue
            if card.rules.move_exact is not None and self._flip(0.5):
                continue
            if not self._declarable_after(me, card):
                continue
            v = card_value(me, card, foe)
            if self.level.wary and card.attacks and foe.current is not None:
                v = min(v, card_value(me, card, in_stance(foe, None)))
            if self.level.braced and card.attacks:
                # he may lay out his first planned card before he defends, and it is hidden
                if stances is None:
                    stances = guards(foe)
                v += self.level.braced * (min(v, braced_value(me, card, foe, stances)) - v)
            if not card.attacks:
                v = 0.4 * (card.rules.next_attack_bonus or 0) + (
                    1.2 if any(c.rules.replaces_only and a.card in c.rules.replaces_only
                               for c in deck.combat) else 0.0)
                v -= 0.5
            if last is not None and last.rules.chain and card.rules.chain == last.rules.chain:
                v += last.rules.chain_bonus
            if last is not None and last.rules.next_attack_bonus and card.attacks:
                v += last.rules.next_attack_bonus
            if card.rules.cost:
                v -= card.rules.cost * (1.0 if me.condition > card.rules.min_condition + 1 else 5.0)
            if card.rules.replaced_only_by is not None:
                v -= 0.3
            if v <= 0.1:
                continue
            if self.level.guard and card.attacks:
                # the foe answers into this attack's stance: prefer one that guards (ranking only,
                # so no attack becomes worth planning for its stance alone: that idled to draws)
                if standing is None:
                    standing = exposure(me, None, foe)
                v += self.level.guard * (standing - exposure(me, a.card, foe))
            # a little variety: the opponent should not read the row from the distance
            v += self.level.variety * self.dice.below(1000) / 1000
            scored.append((v, a.card, a))
        if not scored:
            return None
        scored.sort(key=lambda x: (-x[0], x[1]))
        return scored[0][2]

    # ------------------------------------------------------------------ movement
    def _move(self, world, me, legal):
        if world.did == "use" and me.current is not None and me.laid_turn == world.turn_no:
            m, v = self._best_reach(world, me)
            if m is not None and v > self._declare_value_here(world, me):
                return m
            if v > 0 and m is None:
                return A.Move()
        return self._approach(world, me, legal)

    def _declare_value_here(self, world, me) -> float:
        w3 = self._apply(world, A.Move())
        if w3 is None or w3.phase != "declare":
            return 0.0
        return self._declare_value(w3, w3.fig(me.id))

    def _wanted_distance(self, me) -> int:
        deck = eq.deck_of(me)
        for c in me.row[:1]:
            card = deck.card(c)
            ds = [a.dmin for a in card.attacks if not a.needs_previous]
            if ds:
                exact = card.rules.move_exact
                return min(ds) + (exact or 1) if exact else max(1, min(ds))
        return 1

    def _approach(self, world, me, legal):
        moves = [a for a in legal if a.kind == "move" and not a.specials]
        if not moves:
            return None
        want = self._wanted_distance(me) + self.level.misjudge

        def score(m):
            cell = m.path[-1] if m.path else me.cell
            _, d = self._nearest(world, me, cell)
            return (abs(d - want), len(m.path))
        best = min(score(m) for m in moves)
        pool = [m for m in moves if score(m) == best]
        return pool[self.dice.below(len(pool))]

    # ------------------------------------------------------------------ declaration (III.9)
    def _declare(self, world, me, legal):
        best, best_v = None, 0.0
        for a in legal:
            if a.kind != "declare":
                continue
            if a.specials and not self.level.specials:
                continue
            v, _ = self._declaration(world, me, a.target, a.attack, a.specials)
            for s in a.specials:
                v -= self._special_cost(me, eq.deck_of(me).special(s))
            if v > best_v + 1e-9:
                best, best_v = a, v
        if best is not None:
            return best
        decl = [a for a in legal if a.kind == "declare" and not a.specials]
        return decl[0] if decl else A.Pass()
