"""The fight log's words for the two ways to let the action pass, as the menu names them."""
from rules.gladiator import events as ev
from rules.gladiator.describe import describe


def test_the_log_tells_a_decline_from_standing_still_in_the_menus_words():
    """Seen on the live table: a DECLINE (the menu's "Decline (act later this turn)") read
    "Ugluk does nothing" and standing still (the menu's "Stand (do nothing)") "Grim waits", so
    the log said the opposite of what each had chosen."""
    declined = describe(ev.Declined(figure="Ugluk"))
    stood = describe(ev.Waited(figure="Grim"))
    assert declined == "Ugluk declines: acts later this turn"
    assert stood == "Grim stands and does nothing"
