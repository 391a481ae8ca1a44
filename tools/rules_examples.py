"""The rules pages' worked examples, written from games the engine really played.

    python3 tools/rules_examples.py write   # rewrite the example section of each page
    python3 tools/rules_examples.py check   # exit 1 if a page differs from what the engine gives

Hand-typed examples drifted into scores no game can produce (plus totals that
differ from minus totals, running scores that do not sum to zero).  Here each
example is a seeded game of computer players (the ``easy`` level, whose moves
are fixed by the seed), replayed by the engine; the tables and every number
in the sentences around them come from its score sheet, so a page cannot
disagree with the rules.  Only the section between the markers is written;
the rest of a page is prose kept by hand.

Hornafjarðar Manni shows one trump hand (its cut card, the exchange, the
tricks, what Nullo would have made of the same tricks) and a game whose
10-plus player loses on net.  Classic Manni shows the last hand of a game:
the trump of its number, who took the Manni, and the running scores.
Mizerka's page shows one deal and the start of its sheet
(tools/rules_examples_mizerka.py).
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ROOT / "tools"  # its sibling modules, also when a test loads this file by path
for _folder in (ROOT, TOOLS):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

from rules_examples_mizerka import mizerka_section, mizerka_seed  # noqa: E402
from rules_examples_text import (  # noqa: E402
    LEVEL,
    PLAYERS,
    card,
    html_table,
    listing,
    plural_en,
    plural_pl,
    signed,
)

from manni_desktop.ai import choose_action  # noqa: E402
from manni_desktop.engine import Game, action_from_json, new_game  # noqa: E402
from manni_desktop.engine.contracts import NULLO_CONTRACT  # noqa: E402
from manni_desktop.engine.snapshot import (  # noqa: E402
    EXCHANGED,
    KEPT,
    TOOK_MANNI,
    HandResult,
    Table,
)
from manni_desktop.games.manni.rules import ManniHand  # noqa: E402

PAGES = ROOT / "assets" / "rules"
LANGUAGES = ("en", "pt", "es", "pl")
MAX_CLASSIC_HANDS = 20
BEGIN = "<!-- BEGIN worked example: written by tools/rules_examples.py from {game} seed {seed}; edit the tool, not this -->"  # noqa: E501
BEGIN_PREFIX = "<!-- BEGIN worked example"
END = "<!-- END worked example -->"


# -- the games ----------------------------------------------------------------------


@dataclass(frozen=True)
class PlayedHand:
    """A finished hand as the score sheet shows it, with each seat's decision
    before play (``notes[seat]``: kind and count) and the scores before it."""

    result: HandResult
    table: Table
    before: tuple[int, ...]


@functools.cache
def played_game(game_name: str, seed: int) -> tuple[Game, list[PlayedHand]]:
    """The seeded game played to its end by ``easy`` computer players, and
    each of its hands captured at its end; played once for all four
    languages' pages (nothing here changes it afterwards)."""
    game = new_game(game_name, seed=seed, players=list(PLAYERS))
    hands: list[PlayedHand] = []
    running = tuple(0 for _ in PLAYERS)
    step = 0
    while not game.over:
        hand = game.hand
        assert hand is not None
        if hand.finished:
            game.deal()
            continue
        seat = game.to_act
        assert seat is not None
        choice = choose_action(game.observation(seat), LEVEL, seed=seed * 100_000 + step)
        game.apply(action_from_json(choice), auto_deal=False)
        step += 1
        if hand.finished:
            table = game.snapshot(0)
            result = table.sheet[-1]
            assert result.points is not None
            hands.append(PlayedHand(result, table, running))
            running = tuple(a + b for a, b in zip(running, result.points, strict=True))
    return game, hands


def nullo_points(table: Table, number: int, game: Game) -> tuple[int, ...]:
    """What the same tricks would have scored under Nullo, by the engine's own
    scoring (the hand copied with its contract replaced)."""
    hand = game.hands[number].copy()
    assert isinstance(hand, ManniHand)
    hand.contract = NULLO_CONTRACT
    points = hand.points()
    assert points is not None
    return tuple(p - m for p, m in zip(points[0], points[1], strict=True))


def hornafjardar_seed() -> int:
    """The first seed whose game ends with one player on 10 plus who loses on
    net to one other player (docs/RULES.md §1's point), with a trump hand in it."""
    for seed in range(1, 500):
        game, hands = played_game("hornafjardar", seed)
        standing = game.snapshot(0).standing
        racers = [s for s, plus in enumerate(standing.plus) if plus >= standing.target]
        if (len(racers) == 1 and len(standing.winners) == 1
                and standing.winners[0] not in racers
                and any(h.result.contract.kind == "trump" for h in hands)):
            return seed
    raise SystemExit("no seed below 500 shows a 10-plus player losing on net")


def classic_seed() -> int:
    """The first seed whose game is short (at most 20 hands: a reader can
    replay it) and whose last hand has someone take the Manni."""
    for seed in range(1, 500):
        _, hands = played_game("classic", seed)
        if len(hands) <= MAX_CLASSIC_HANDS and any(note is not None and note.kind == TOOK_MANNI
               for note in (s.note for s in hands[-1].table.seats)):
            return seed
    raise SystemExit("no seed below 500 ends with a hand where the Manni was taken")


# -- the words ----------------------------------------------------------------------


@dataclass(frozen=True)
class Words:
    """One language's sentences; ``{}`` fields are filled from the game.

    The players are women and men (Ásta, Guðrún, Hjörtur) and any of them may
    win a seed's game, so no sentence agrees a word with a name's gender
    (pt "só Guðrún tem", not "fica sozinho"; pl "tylko Guðrún ma", not "sam")."""

    heading: str
    and_word: str
    suits: tuple[str, str, str, str]  # the subject of "... are trump"
    cards: Callable[[int], str]
    seed_note: str  # {seed}
    deal: str  # {hand} {dealer} {cut}
    trump_is: str  # {suit}
    exchanges: str  # {name} {cards}
    keeps: str  # {name}
    hand_columns: tuple[str, str, str, str]
    nullo: str  # {list}: "Ásta +1, Hjörtur 0"
    end_columns_intro: str  # {hand}
    standing_columns: tuple[str, str, str, str]
    racer_loses: str  # {racer} {plus} {minus} {racer_net} {winner} {winner_net}
    plus_points: Callable[[int], str]  # "10 plus points", for {plus}
    minus_points: Callable[[int], str]  # "6 minus points", for {minus}
    classic_before: str  # {hand} {list}
    classic_trump: str  # {hand} {suit}
    took_manni: str  # {name}
    nobody_took: str
    classic_columns: tuple[str, str, str, str]
    classic_end: str  # {winner} {score}
    scores_sum: str


WORDS = {
    "en": Words(
        heading="Worked example",
        and_word="and",
        suits=("spades", "hearts", "diamonds", "clubs"),
        cards=lambda n: plural_en(n, "card", "cards"),
        seed_note="These numbers come from a whole game that three computer players played "
                  "(Game → New game… with seed {seed} deals the same cards).",
        deal="In hand {hand} {dealer} deals, and the cut card is the <b>{cut}</b>: ",
        trump_is="<b>{suit} are trump</b>, and the {cut} ends up in the dealer's hand.",
        exchanges="{name} exchanges {cards}",
        keeps="{name} keeps the hand",
        hand_columns=("Player", "Tricks", "Plus", "Minus"),
        nullo="Had the cut card been a 2, 3, 4 or 5 (Nullo), the same tricks would have "
              "scored: {list}.",
        end_columns_intro="The game ends after hand {hand}, with these columns:",
        standing_columns=("Player", "Plus", "Minus", "Net"),
        racer_loses="{racer}'s {plus} end the game, but {racer} also has {minus}, a net "
                    "of {racer_net}. <b>{winner} wins</b> with the best "
                    "net score, {winner_net}.",
        plus_points=lambda n: plural_en(n, "plus point", "plus points"),
        minus_points=lambda n: plural_en(n, "minus point", "minus points"),
        classic_before="Before hand {hand} the running scores are {list}.",
        classic_trump="Hand {hand} is played with <b>{suit}</b> as trump (hearts, spades, "
                      "diamonds, clubs, in turn).",
        took_manni="{name} takes the Manni in place of the hand; nobody else may swap.",
        nobody_took="Nobody takes the Manni.",
        classic_columns=("Player", "Tricks", "This hand", "Running score"),
        classic_end="<b>{winner}</b> now holds the top score alone, {score}, and wins the "
                    "game.",
        scores_sum="Each hand's scores add up to zero, so the running scores always do too.",
    ),
    "pt": Words(
        heading="Exemplo",
        and_word="e",
        suits=("Espadas", "Copas", "Ouros", "Paus"),
        cards=lambda n: plural_en(n, "carta", "cartas"),
        seed_note="Estes números vêm de um jogo completo entre três jogadores do computador "
                  "(Jogo → Novo jogo… com a semente {seed} dá as mesmas cartas).",
        deal="Na mão {hand} dá as cartas {dealer}, e a carta cortada é o <b>{cut}</b>: ",
        trump_is="<b>{suit} são trunfo</b>, e o {cut} acaba na mão do dador.",
        exchanges="{name} troca {cards}",
        keeps="{name} fica com a mão",
        hand_columns=("Jogador", "Vazas", "Positivos", "Negativos"),
        nullo="Se a carta cortada fosse um 2, 3, 4 ou 5 (Nulo), as mesmas vazas teriam dado: "
              "{list}.",
        end_columns_intro="O jogo termina depois da mão {hand}, com estas colunas:",
        standing_columns=("Jogador", "Positivos", "Negativos", "Saldo"),
        racer_loses="Com {plus}, {racer} termina o jogo, mas tem também {minus}: saldo "
                    "{racer_net}. <b>Ganha {winner}</b>, com o saldo mais alto, {winner_net}.",
        plus_points=lambda n: plural_en(n, "ponto positivo", "pontos positivos"),
        minus_points=lambda n: plural_en(n, "ponto negativo", "pontos negativos"),
        classic_before="Antes da mão {hand} os resultados são {list}.",
        classic_trump="A mão {hand} joga-se com <b>{suit}</b> como trunfo (Copas, Espadas, "
                      "Ouros, Paus, por esta ordem).",
        took_manni="{name} fica com o Manni em vez da sua mão; mais ninguém pode trocar.",
        nobody_took="Ninguém fica com o Manni.",
        classic_columns=("Jogador", "Vazas", "Nesta mão", "Resultado"),
        classic_end="Agora só <b>{winner}</b> tem o resultado mais alto, {score}, e ganha o "
                    "jogo.",
        scores_sum="Os pontos de cada mão somam zero, por isso os resultados também.",
    ),
    "es": Words(
        heading="Ejemplo",
        and_word="y",
        suits=("picas", "corazones", "diamantes", "tréboles"),
        cards=lambda n: plural_en(n, "carta", "cartas"),
        seed_note="Estas cifras salen de una partida completa entre tres jugadores del "
                  "ordenador (Juego → Nueva partida… con la semilla {seed} reparte las mismas "
                  "cartas).",
        deal="En la mano {hand} reparte {dealer}, y la carta cortada es el <b>{cut}</b>: ",
        trump_is="<b>el triunfo es {suit}</b>, y el {cut} acaba en la mano del repartidor.",
        exchanges="{name} intercambia {cards}",
        keeps="{name} no intercambia ninguna carta",
        hand_columns=("Jugador", "Bazas", "+puntos", "-puntos"),
        nullo="Si la carta cortada hubiera sido un 2, 3, 4 o 5 (Nullo), las mismas bazas "
              "habrían dado: {list}.",
        end_columns_intro="La partida termina tras la mano {hand}, con estas columnas:",
        standing_columns=("Jugador", "+puntos", "-puntos", "Neto"),
        racer_loses="Con {plus}, {racer} termina la partida, pero tiene también {minus}: "
                    "un neto de {racer_net}. <b>Gana {winner}</b>, con el mejor neto, "
                    "{winner_net}.",
        plus_points=lambda n: plural_en(n, "+punto", "+puntos"),
        minus_points=lambda n: plural_en(n, "-punto", "-puntos"),
        classic_before="Antes de la mano {hand} los tanteos son {list}.",
        classic_trump="La mano {hand} se juega con <b>{suit}</b> como triunfo (corazones, "
                      "picas, diamantes, tréboles, por turno).",
        took_manni="{name} toma el Manni en lugar de su mano; nadie más puede tomarlo.",
        nobody_took="Nadie toma el Manni.",
        classic_columns=("Jugador", "Bazas", "Esta mano", "Tanteo"),
        classic_end="<b>{winner}</b> tiene ahora en solitario el tanteo más alto, {score}, y "
                    "gana la partida.",
        scores_sum="Los puntos de cada mano suman cero, así que los tanteos también.",
    ),
    "pl": Words(
        heading="Przykład",
        and_word="i",
        suits=("piki", "kiery", "karo", "trefle"),
        cards=lambda n: plural_pl(n, "kartę", "karty", "kart"),
        seed_note="Te liczby pochodzą z całej gry rozegranej przez trzech graczy "
                  "komputerowych (Gra → Nowa gra… z ziarnem {seed} rozdaje te same karty).",
        deal="W rozdaniu {hand} rozdaje {dealer}, a odkryta karta to <b>{cut}</b>: ",
        trump_is="<b>atut to {suit}</b>, a {cut} trafia do ręki rozdającego.",
        exchanges="{name} wymienia {cards}",
        keeps="{name} nie wymienia żadnej karty",
        hand_columns=("Gracz", "Lewy", "Dodatnie", "Ujemne"),
        nullo="Gdyby odkryto 2, 3, 4 lub 5 (Nullo), te same lewy dałyby: {list}.",
        end_columns_intro="Gra kończy się po rozdaniu {hand}; kolumny wyglądają wtedy tak:",
        standing_columns=("Gracz", "Dodatnie", "Ujemne", "Bilans"),
        racer_loses="{racer} ma {plus}, co kończy grę, ale ma też {minus}: bilans "
                    "{racer_net}. <b>Wygrywa {winner}</b> z najlepszym bilansem, {winner_net}.",
        plus_points=lambda n: plural_pl(n, "punkt dodatni", "punkty dodatnie",
                                         "punktów dodatnich"),
        minus_points=lambda n: plural_pl(n, "punkt ujemny", "punkty ujemne",
                                          "punktów ujemnych"),
        classic_before="Przed rozdaniem {hand} wyniki to {list}.",
        classic_trump="W rozdaniu {hand} atut to <b>{suit}</b> (kolejno kiery, piki, "
                      "karo, trefle).",
        took_manni="{name} bierze Manni w miejsce swoich kart; nikt inny nie może już "
                   "wziąć Manni.",
        nobody_took="Nikt nie bierze Manni.",
        classic_columns=("Gracz", "Lewy", "To rozdanie", "Wynik"),
        classic_end="Teraz tylko <b>{winner}</b> ma najwyższy wynik, {score}, i wygrywa grę.",
        scores_sum="Punkty każdego rozdania sumują się do zera, więc wyniki też.",
    ),
}


# -- the sections -------------------------------------------------------------------


def _seat_order(table: Table) -> list[int]:
    """Seats from the left of the dealer round to the dealer, the exchange order."""
    seats = len(table.seats)
    return [(table.dealer + 1 + i) % seats for i in range(seats)]


def _decisions(words: Words, table: Table) -> str:
    parts = []
    for seat in _seat_order(table):
        note, name = table.seats[seat].note, table.seats[seat].name
        if note is not None and note.kind == EXCHANGED and note.count:
            parts.append(words.exchanges.format(name=name, cards=words.cards(note.count)))
        elif note is None or note.kind in (EXCHANGED, KEPT):
            parts.append(words.keeps.format(name=name))
    return listing(parts, words.and_word) + "."


def hornafjardar_section(code: str, seed: int) -> list[str]:
    words = WORDS[code]
    game, hands = played_game("hornafjardar", seed)
    shown = next(h for h in hands if h.result.contract.kind == "trump")
    table, result = shown.table, shown.result
    contract = result.contract
    assert contract.cut is not None and contract.trump is not None
    assert result.plus is not None and result.minus is not None
    names = table.names
    lines = [f"<h2>{words.heading}</h2>", f"<p>{words.seed_note.format(seed=seed)}</p>"]
    cut = card(contract.cut)
    lines.append("<p>" + words.deal.format(hand=result.number + 1, dealer=names[result.dealer],
                                           cut=cut)
                 + words.trump_is.format(suit=words.suits[contract.trump], cut=cut)
                 + " " + _decisions(words, table) + "</p>")
    rows = [(names[s], str(result.tricks[s]), str(result.plus[s]), str(result.minus[s]))
            for s in range(len(names))]
    lines += html_table("example-hand", words.hand_columns, rows)
    nullo = nullo_points(table, result.number, game)
    lines.append("<p>" + words.nullo.format(list=listing(
        [f"{names[s]} {signed(nullo[s])}" for s in range(len(names))], words.and_word)) + "</p>")
    standing = game.snapshot(0).standing
    last = len(game.hands)
    lines.append("<p>" + words.end_columns_intro.format(hand=last) + "</p>")
    rows = [(names[s], str(standing.plus[s]), str(standing.minus[s]), signed(standing.score[s]))
            for s in range(len(names))]
    lines += html_table("example-standing", words.standing_columns, rows)
    racer = next(s for s, plus in enumerate(standing.plus) if plus >= standing.target)
    winner = standing.winners[0]
    lines.append("<p>" + words.racer_loses.format(
        racer=names[racer], plus=words.plus_points(standing.plus[racer]),
        minus=words.minus_points(standing.minus[racer]),
        racer_net=signed(standing.score[racer]), winner=names[winner],
        winner_net=signed(standing.score[winner])) + "</p>")
    return lines


def classic_section(code: str, seed: int) -> list[str]:
    words = WORDS[code]
    game, hands = played_game("classic", seed)
    shown = hands[-1]
    table, result = shown.table, shown.result
    assert result.points is not None and result.contract.trump is not None
    names = table.names
    lines = [f"<h2>{words.heading}</h2>", f"<p>{words.seed_note.format(seed=seed)}</p>"]
    before = listing([f"{names[s]} {signed(shown.before[s])}" for s in range(len(names))],
                     words.and_word)
    taker = next((s.name for s in table.seats if s.note is not None
                  and s.note.kind == TOOK_MANNI), None)
    lines.append("<p>" + words.classic_before.format(hand=result.number + 1, list=before) + " "
                 + words.classic_trump.format(hand=result.number + 1,
                                              suit=words.suits[result.contract.trump]) + " "
                 + (words.took_manni.format(name=taker) if taker else words.nobody_took)
                 + "</p>")
    after = [b + p for b, p in zip(shown.before, result.points, strict=True)]
    rows = [(names[s], str(result.tricks[s]), signed(result.points[s]), signed(after[s]))
            for s in range(len(names))]
    lines += html_table("example-running", words.classic_columns, rows)
    standing = game.snapshot(0).standing
    assert tuple(after) == standing.score, "the running scores are the engine's"
    (winner,) = standing.winners
    lines.append("<p>" + words.classic_end.format(winner=names[winner],
                                                  score=signed(after[winner]))
                 + " " + words.scores_sum + "</p>")
    return lines


SECTIONS: dict[str, tuple[Callable[[], int], Callable[[str, int], list[str]]]] = {
    "hornafjardar": (hornafjardar_seed, hornafjardar_section),
    "classic": (classic_seed, classic_section),
    "mizerka": (mizerka_seed, mizerka_section),
}


# -- the pages ----------------------------------------------------------------------


def page_path(code: str, game_name: str) -> Path:
    return PAGES / code / f"{game_name}.html"


def marked_seed(text: str) -> int | None:
    """The seed a page's markers name (None if it has no generated section)."""
    start = text.find(BEGIN_PREFIX)
    if start < 0:
        return None
    head = text[start:text.index("-->", start)]
    return int(head.split(" seed ")[1].split(";")[0])


def with_section(text: str, game_name: str, seed: int, section: list[str]) -> str:
    """``text`` with its generated section replaced (or, the first time, the
    last h2 section up to ``</body>``, the hand-typed example, replaced)."""
    block = "\n".join([BEGIN.format(game=game_name, seed=seed), *section, END])
    if BEGIN_PREFIX in text:
        start = text.index(BEGIN_PREFIX)
        end = text.index(END) + len(END)
    else:
        start = text.rindex("<h2>")
        end = text.index("</body>")
        block += "\n"
    return text[:start] + block + text[end:]


def pages() -> Iterator[tuple[str, str, Path]]:
    for game_name in SECTIONS:
        for code in LANGUAGES:
            yield code, game_name, page_path(code, game_name)


def expected(code: str, game_name: str, seed: int | None) -> tuple[int, str]:
    """(seed, the page's full text as the tool would write it)."""
    find_seed, section = SECTIONS[game_name]
    if seed is None:
        seed = find_seed()
    text = page_path(code, game_name).read_text(encoding="utf-8")
    return seed, with_section(text, game_name, seed, section(code, seed))


def write(search: bool) -> None:
    seeds: dict[str, int] = {}
    for code, game_name, path in pages():
        text = path.read_text(encoding="utf-8")
        seed = None if search else marked_seed(text)
        seed = seeds.get(game_name, seed)
        seed, new = expected(code, game_name, seed)
        seeds[game_name] = seed
        if new != text:
            path.write_text(new, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)} (seed {seed})")


def check() -> list[str]:
    """Pages whose example section is missing or differs from the engine's game."""
    problems = []
    for code, game_name, path in pages():
        text = path.read_text(encoding="utf-8")
        seed = marked_seed(text)
        if seed is None:
            problems.append(f"{path.relative_to(ROOT)}: no generated worked example")
            continue
        if expected(code, game_name, seed)[1] != text:
            problems.append(f"{path.relative_to(ROOT)}: the worked example differs from seed "
                            f"{seed}'s game: run python3 tools/rules_examples.py write")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("write", "check"))
    parser.add_argument("--search", action="store_true",
                        help="look for the seeds again instead of keeping the pages' seeds")
    args = parser.parse_args()
    if args.command == "write":
        write(args.search)
        return 0
    problems = check()
    print("\n".join(problems) or "every worked example is the engine's")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
