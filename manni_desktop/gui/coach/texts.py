"""The guide's words: each lesson in one to three short sentences.

They live in one QObject class so that ``pyside6-lupdate`` files them under
one context (``CoachTexts``) and the plural of the exchange allowance is a
real numerus message.  Every call words the lesson again, so a language
switch re-words a bubble that is on the table."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.errors import RuleCode, RuleError
from ...engine.snapshot import Table
from ..game_texts import game_title
from ..labels import card_short_text, suit_name
from ..refusals import refusal_text
from . import classic, lessons
from .lessons import Lesson


class CoachTexts(QObject):
    """The bubble texts and button words of the guided hand."""

    def got_it(self) -> str:
        return self.tr("Got it")

    def skip(self) -> str:
        return self.tr("Skip the guide")

    def play_guided(self) -> str:
        return self.tr("Play a guided hand")

    def no_thanks(self) -> str:
        return self.tr("No thanks")

    def escape(self, word: str) -> str:
        """What Esc does, said after the note (a screen reader cannot see the
        note's buttons)."""
        return self.tr("Esc: %1").replace("%1", word)

    def welcome(self) -> str:
        return self.tr("New to Manni? Play a guided first hand: a friendly deal, with a short "
                       "note each time something new happens.")

    def welcome_game(self, title: str) -> str:
        """The offer of another game's guided first deal, the first time it is played."""
        return self.tr("New to %1? Play a guided first deal: a friendly deal, with a short "
                       "note each time something new happens.").replace("%1", title)

    def welcome_for(self, game: str) -> str:
        if game == lessons.HORNAFJARDAR.game:
            return self.welcome()
        return self.welcome_game(game_title(game))

    def classic_trump(self, table: Table) -> str:
        trump = table.contract.trump
        return self.tr("Classic Manni has no cut: the trump goes by turns, hearts in the first "
                       "hand, then spades, diamonds and clubs, and round again. In this hand "
                       "%1 are trumps. The ace is always high."
                       ).replace("%1", suit_name(trump) if trump is not None else "")

    def classic_swap(self) -> str:
        return self.tr("This face-down pile is the Manni, the 12 cards left over. You may trade "
                       "your whole hand for it, unseen, or keep your cards. The offer starts "
                       "left of the dealer; the first player to take the Manni ends it, and the "
                       "12 cards they give up leave the game.")

    def classic_par(self) -> str:
        return self.tr("Your name plate counts your tricks. Par is 4 of the 12 tricks: each "
                       "trick over 4 adds a point to your one running score, each trick under 4 "
                       "takes a point off.")

    def classic_trumps(self, lesson: Lesson, table: Table) -> str:
        if lesson.card < 0:
            return self.tr("A trump takes a trick led in another suit: when you have no card of "
                           "the suit led you may play a trump, but you never have to, and the "
                           "highest trump wins.")
        if lesson.seat >= 0:
            return self.trumped(lesson, table)
        return self.void(lesson)

    def classic_running(self, table: Table) -> str:
        """The hand's running score with the player's own numbers, the next
        hand's trump and the end of the game."""
        me = table.viewer
        result, standing = table.result, table.standing
        tricks = result.tricks[me] if me < len(result.tricks) else 0
        par = table.par if table.par is not None else 0
        score = standing.score[me] if me < len(standing.score) else 0
        taken = self.tr("You took %n trick(s).", "", tricks)
        # no plural words here (a difference of tricks, a score): plain numbers
        if tricks > par:
            change = self.tr("That is %1 over par %2, so your running score goes up by %1, "
                             "to %3.")
        elif tricks < par:
            change = self.tr("That is %1 under par %2, so your running score goes down by %1, "
                             "to %3.")
        else:
            change = self.tr("That is par %2 exactly: your running score stays at %3.")
        following = classic.TRUMP_ORDER[(table.hand_number + 1) % len(classic.TRUMP_ORDER)]
        race = self.tr("Next hand %1 are trumps. The game ends after a hand in which one "
                       "player alone has the best running score, %2 or more.")
        change = (change.replace("%1", str(abs(tricks - par))).replace("%2", str(par))
                  .replace("%3", f"+{score}" if score > 0 else f"−{-score}" if score else "0"))
        return " ".join((taken, change, race.replace("%1", suit_name(following))
                         .replace("%2", str(standing.target))))

    def cut(self, lesson: Lesson, table: Table) -> str:
        trump = table.contract.trump
        return (self.tr("The cut card, %1, sets the contract for the whole hand: a 6 to 9 makes "
                        "its suit trump, so %2 are trumps here; a 10 to ace means no-trump. "
                        "It is dealt last, to the dealer, so everyone knows who holds it.")
                .replace("%1", card_short_text(lesson.card))
                .replace("%2", suit_name(trump) if trump is not None else ""))

    def nullo(self) -> str:
        return self.tr("Had the cut been a 2 to 5, the hand would be Nullo: no trumps, the ace is "
                       "the lowest card of every suit, and you try to take as few tricks as "
                       "you can.")

    def manni(self, lesson: Lesson, table: Table) -> str:
        limits = table.exchange_limits
        first, second = (limits + (0, 0))[:2]
        return (self.tr("This face-down pile is the Manni, the spare cards. Left of the dealer "
                        "may exchange up to %1 cards with it, right of the dealer up to %2, the "
                        "dealer what is left: you may exchange up to %n card(s). Click the cards "
                        "to throw away, then press the button.", "", max(lesson.count, 0))
                .replace("%1", str(first)).replace("%2", str(second)))

    def discards(self) -> str:
        return self.tr("Thrown-away cards lie here face down: they are out of the game and "
                       "nobody may look at them. The cards left in the Manni stay out too.")

    def plates(self) -> str:
        return self.tr("Your name plate counts your tricks. Par is 4 tricks: each trick over 4 "
                       "is a plus point, each under 4 a minus point, and the two columns never "
                       "cancel out.")

    def follow(self, lesson: Lesson) -> str:
        return self.tr("This trick was led with %1: you must follow suit while you can. The cards "
                       "you may not play are dimmed.").replace("%1", card_short_text(lesson.card))

    def void(self, lesson: Lesson) -> str:
        return self.tr("You have no card of the suit of %1, so you may play any card. A trump "
                       "takes the trick (the highest trump wins), but you never have to trump."
                       ).replace("%1", card_short_text(lesson.card))

    def trumped(self, lesson: Lesson, table: Table) -> str:
        name = table.seats[lesson.seat].name if 0 <= lesson.seat < len(table.seats) else ""
        return (self.tr("%1 had none of the suit led and played a trump, %2: the highest trump "
                        "in a trick takes it.")
                .replace("%1", name).replace("%2", card_short_text(lesson.card)))

    def lead(self) -> str:
        return self.tr("You took the last trick, so you lead this one: play any card, a trump "
                       "too.")

    def answer_first(self) -> str:
        return self.tr("First answer the note: play a guided hand, or no thanks.")

    def answer_to_begin(self) -> str:
        """The status line while the offer holds the table (nobody moves)."""
        return self.tr("Answer the note to begin")

    def read_last_first(self) -> str:
        """"Next hand" pressed while the guide's closing note is up."""
        return self.tr("First read the note and press Got it (or Esc), then deal the next hand.")

    def race(self, table: Table) -> str:
        """The hand's scoring with the player's own numbers (this hand's tricks
        against par, the points they make) and the race to the target.  The
        guided deal is a trump hand: over par is plus, under par minus."""
        me = table.viewer
        result, standing = table.result, table.standing
        tricks = result.tricks[me] if me < len(result.tricks) else 0
        par = table.par if table.par is not None else 0
        taken = self.tr("You took %n trick(s).", "", tricks)
        if tricks > par:
            score = self.tr("That is %n over par %1, so +%n: %n plus point(s).", "",
                            tricks - par)
        elif tricks < par:
            score = self.tr("That is %n under par %1, so −%n: %n minus point(s).", "",
                            par - tricks)
        else:
            score = self.tr("That is par %1 exactly: no points.")
        race = self.tr("The game ends after a hand in which someone has %n or more plus points. "
                       "Then the best net score, plus points less minus points, wins, so it "
                       "is not always the one who reached %n.", "", standing.target)
        return " ".join((taken, score.replace("%1", str(par)), race))

    def refusal(self, lesson: Lesson, table: Table) -> str:
        if lesson.code == RuleCode.FOLLOW_SUIT and lesson.card >= 0:
            return self.tr("Not this card: the trick was led with %1 and you still hold that "
                           "suit, so you must follow suit. Only when you have none may you play "
                           "another suit or a trump.").replace("%1", card_short_text(lesson.card))
        return refusal_text(RuleError("", lesson.code), table)

    def text(self, lesson: Lesson, table: Table) -> str:
        """The words of ``lesson`` on ``table`` in the language shown now."""
        key = lesson.key
        if key == lessons.WELCOME:
            return self.welcome()
        if key == lessons.CUT:
            return self.cut(lesson, table)
        if key == lessons.MANNI:
            return self.manni(lesson, table)
        if key == lessons.FOLLOW:
            return self.follow(lesson)
        if key == lessons.VOID:
            return self.void(lesson)
        if key == lessons.TRUMPED:
            return self.trumped(lesson, table)
        if key == lessons.RACE:
            return self.race(table)
        if key == lessons.REFUSAL:
            return self.refusal(lesson, table)
        if key == classic.TRUMP_TURN:
            return self.classic_trump(table)
        if key == classic.TRUMPS:
            return self.classic_trumps(lesson, table)
        if key == classic.RUNNING:
            return self.classic_running(table)
        plain = {lessons.NULLO: self.nullo, lessons.DISCARDS: self.discards,
                 lessons.PLATES: self.plates, lessons.LEAD: self.lead,
                 classic.SWAP_OFFER: self.classic_swap, classic.PAR: self.classic_par}
        return plain[key]() if key in plain else ""
