"""The worked example of the Mizerka page, for tools/rules_examples.py.

A seeded game of Mizerka (quota ``seats``) played to its 18th deal by the
``easy`` computer players.  The page shows its first deal: the six cards
forehand had seen when choosing, the contract, the exchanges, the tricks, the
quotas and the scores; then what the same tricks would have scored with quota
four (Hornafjarðar Manni with six contracts); then the first deals of the
sheet with running totals, and the totals after the last deal.  Every number
is the engine's: the quotas are its table, the scores its own scoring.

Imported by tools/rules_examples.py (which puts the repository and tools/ on
``sys.path`` first); its ``write`` and ``check`` cover this page too.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

from rules_examples_text import (
    LEVEL,
    PLAYERS,
    SUIT_SYMBOLS,
    card,
    html_table,
    listing,
    plural_en,
    plural_pl,
    signed,
)

from manni_desktop.ai import choose_action
from manni_desktop.engine import Game, action_from_json, new_game
from manni_desktop.engine.actions import Phase
from manni_desktop.engine.contracts import Contract
from manni_desktop.engine.snapshot import HandResult
from manni_desktop.games.mizerka.rules import MizerkaHand
from manni_desktop.games.mizerka.scoring import MIZERKA, QUOTAS, deal_scores

GAME = "mizerka"
QUOTA = "seats"  # Mizerka; "four" is Hornafjarðar Manni with six contracts
FOUR = "four"
SHEET_DEALS = 3  # the sheet's first rows the page shows
SEED_LIMIT = 500


@dataclass(frozen=True)
class PlayedDeal:
    """A finished deal and the cards its forehand held when choosing."""

    hand: MizerkaHand
    seen: tuple[int, ...]


@functools.cache
def played_game(seed: int) -> tuple[Game, tuple[PlayedDeal, ...]]:
    """The seeded game of Mizerka played to its end by ``easy`` computer
    players (their moves fixed by the seed, as for the other pages)."""
    game = new_game(GAME, {"quota": QUOTA}, seed=seed, players=list(PLAYERS))
    seen: dict[int, tuple[int, ...]] = {}
    step = 0
    while not game.over:
        hand = game.hand
        assert isinstance(hand, MizerkaHand)
        if hand.finished:
            game.deal()
            continue
        seat = game.to_act
        assert seat is not None
        if hand.phase == Phase.CHOOSE:
            seen[hand.hand_number] = tuple(hand.hand_cards(seat))
        choice = choose_action(game.observation(seat), LEVEL, seed=seed * 100_000 + step)
        game.apply(action_from_json(choice), auto_deal=False)
        step += 1
    deals = []
    for hand in game.hands:
        assert isinstance(hand, MizerkaHand)
        deals.append(PlayedDeal(hand, seen[hand.hand_number]))
    return game, tuple(deals)


def mizerka_seed() -> int:
    """The first seed whose first deal is played with trump, whose first
    deals on the sheet include a mizerka deal, and whose game ends with two
    players sharing the win (docs/RULES.md §4 End)."""
    for seed in range(1, SEED_LIMIT):
        game, deals = played_game(seed)
        kinds = [d.hand.contract.kind for d in deals[:SHEET_DEALS] if d.hand.contract]
        if kinds[0] == "trump" and MIZERKA in kinds and len(game.winners) > 1:
            return seed
    raise SystemExit(f"no seed below {SEED_LIMIT} gives a Mizerka game with a shared win")


def quotas(hand: MizerkaHand, quota: str) -> list[int]:
    """Each seat's quota in ``hand`` under the ``quota`` option (the engine's table)."""
    assert hand.contract is not None
    win, misere = QUOTAS[quota]
    by_role = misere if hand.contract.kind == MIZERKA else win
    out = [0] * len(hand.order)
    for role, seat in enumerate(hand.order):
        out[seat] = by_role[role]
    return out


# -- the words ----------------------------------------------------------------------


def _talon_left_pl(n: int) -> str:
    cards = plural_pl(n, "karta", "karty", "kart")
    verb = "zostają" if cards.endswith(" karty") else "zostaje"
    return f"w talonie {verb} {cards}"


@dataclass(frozen=True)
class MizerkaWords:
    """One language's sentences; ``{}`` fields are filled from the game.  As
    on the other pages no word agrees with a player's gender."""

    heading: str
    and_word: str
    suits: tuple[str, str, str, str]
    chosen: tuple[str, str, str]  # what forehand chooses: "{suit} as trump", no-trump, mizerka
    labels: tuple[str, str, str]  # the sheet's contract column: "Trump {symbol}", …
    roles: tuple[str, str, str]  # forehand, middlehand, dealer
    cards: Callable[[int], str]
    seed_note: str  # {seed}
    deal: str  # {number} {dealer} {forehand} {middlehand}
    choice: str  # {forehand} {count} {cards} {contract}
    exchanges: str  # {name} {cards}
    keeps: str  # {name}
    talon_left: Callable[[int], str]
    deal_columns: tuple[str, str, str, str, str]
    rule: tuple[str, str]  # {sum}: trump or no-trump; mizerka
    four: str  # {list} {sum}
    sheet_intro: str  # {deals}
    sheet_columns: tuple[str, str, str]  # then one column per player
    totals: str  # {deals} {list}
    wins: str  # {name} {score}
    share: str  # {names} {score}


WORDS = {
    "en": MizerkaWords(
        heading="Worked example",
        and_word="and",
        suits=("spades", "hearts", "diamonds", "clubs"),
        chosen=("{suit} as trump", "no-trump", "mizerka"),
        labels=("Trump {symbol}", "No-trump", "Mizerka"),
        roles=("forehand", "middlehand", "dealer"),
        cards=lambda n: plural_en(n, "card", "cards"),
        seed_note="These numbers come from a whole game of Mizerka that three computer "
                  "players played (Game → New game…, Mizerka, with seed {seed} deals the "
                  "same cards).",
        deal="In deal {number} {dealer} deals, so {forehand} is forehand and {middlehand} "
             "middlehand.",
        choice="At the pause {forehand} has seen only {count}, {cards}, and chooses "
               "<b>{contract}</b>.",
        exchanges="{name} exchanges {cards}",
        keeps="{name} keeps the hand",
        talon_left=lambda n: plural_en(n, "card stays", "cards stay") + " in the talon",
        deal_columns=("Player", "Role", "Tricks", "Quota", "Score"),
        rule=("With trump or no-trump each player scores tricks minus quota; the three "
              "scores add up to {sum}, as in every Mizerka deal.",
              "Under mizerka each player scores quota minus tricks; the three scores add up "
              "to {sum}, as in every Mizerka deal."),
        four="In Hornafjarðar Manni with six contracts every quota is 4, and the same tricks "
             "would have scored {list}: together {sum}, not zero.",
        sheet_intro="The first {deals} deals on the score sheet; each cell shows the deal's "
                    "score and, in brackets, the running total:",
        sheet_columns=("Deal", "Forehand", "Contract"),
        totals="After deal {deals} the totals are {list}.",
        wins="<b>{name} wins</b> with {score}.",
        share="<b>{names} share the win</b> with the same total, {score}.",
    ),
    "pt": MizerkaWords(
        heading="Exemplo",
        and_word="e",
        suits=("Espadas", "Copas", "Ouros", "Paus"),
        chosen=("{suit} como trunfo", "sem trunfo", "mizerka"),
        labels=("Trunfo {symbol}", "Sem trunfo", "Mizerka"),
        roles=("declarante", "segundo jogador", "dador"),
        cards=lambda n: plural_en(n, "carta", "cartas"),
        seed_note="Estes números vêm de um jogo completo de Mizerka entre três jogadores do "
                  "computador (Jogo → Novo jogo…, Mizerka, com a semente {seed} dá as mesmas "
                  "cartas).",
        deal="Na mão {number} dá as cartas {dealer}; declara {forehand}, e {middlehand} joga "
             "em segundo lugar.",
        choice="Na pausa, {forehand} só viu {count}, {cards}, e escolhe "
               "<b>{contract}</b>.",
        exchanges="{name} troca {cards}",
        keeps="{name} fica com a mão",
        talon_left=lambda n: ("fica 1 carta" if n == 1 else f"ficam {n} cartas") + " no talão",
        deal_columns=("Jogador", "Papel", "Vazas", "Cota", "Pontos"),
        rule=("Com trunfo ou sem trunfo cada jogador marca as vazas menos a cota; os três "
              "resultados somam {sum}, como em todas as mãos de Mizerka.",
              "Na mizerka cada jogador marca a cota menos as vazas; os três resultados "
              "somam {sum}, como em todas as mãos de Mizerka."),
        four="No Hornafjarðar Manni com seis contratos todas as cotas são 4, e as mesmas "
             "vazas teriam dado {list}: somam {sum}, não zero.",
        sheet_intro="As primeiras {deals} mãos na folha de pontuação; cada casa mostra os pontos "
                    "da mão e, entre parênteses, o total acumulado:",
        sheet_columns=("Mão", "Declarante", "Contrato"),
        totals="Depois da mão {deals} os totais são {list}.",
        wins="<b>Ganha {name}</b>, com {score}.",
        share="<b>{names} partilham a vitória</b>, com o mesmo total, {score}.",
    ),
    "es": MizerkaWords(
        heading="Ejemplo",
        and_word="y",
        suits=("picas", "corazones", "diamantes", "tréboles"),
        chosen=("{suit} como triunfo", "sin triunfo", "mizerka"),
        labels=("Triunfo {symbol}", "Sin triunfo", "Mizerka"),
        roles=("primer jugador", "segundo jugador", "repartidor"),
        cards=lambda n: plural_en(n, "carta", "cartas"),
        seed_note="Estas cifras salen de una partida completa de Mizerka entre tres jugadores "
                  "del ordenador (Juego → Nueva partida…, Mizerka, con la semilla {seed} "
                  "reparte las mismas cartas).",
        deal="En la mano {number} reparte {dealer}; {forehand} juega en primer lugar y "
             "{middlehand} en segundo.",
        choice="En la pausa, {forehand} solo ha visto {count}, {cards}, y elige "
               "<b>{contract}</b>.",
        exchanges="{name} intercambia {cards}",
        keeps="{name} no intercambia ninguna carta",
        talon_left=lambda n: ("queda 1 carta" if n == 1 else f"quedan {n} cartas")
        + " en el talón",
        deal_columns=("Jugador", "Papel", "Bazas", "Cuota", "Puntos"),
        rule=("Con triunfo o sin triunfo cada jugador anota las bazas menos la cuota; los "
              "tres resultados suman {sum}, como en toda mano de Mizerka.",
              "En la mizerka cada jugador anota la cuota menos las bazas; los tres "
              "resultados suman {sum}, como en toda mano de Mizerka."),
        four="En el Hornafjarðar Manni con seis contratos todas las cuotas son 4, y las "
             "mismas bazas habrían dado {list}: suman {sum}, no cero.",
        sheet_intro="Las primeras {deals} manos en la hoja de puntuación; cada casilla muestra "
                    "los puntos de la mano y, entre paréntesis, el total acumulado:",
        sheet_columns=("Mano", "Primer jugador", "Contrato"),
        totals="Tras la mano {deals} los totales son {list}.",
        wins="<b>Gana {name}</b>, con {score}.",
        share="<b>{names} comparten la victoria</b>, con el mismo total, {score}.",
    ),
    "pl": MizerkaWords(
        heading="Przykład",
        and_word="i",
        suits=("piki", "kiery", "karo", "trefle"),
        chosen=("{suit} jako atut", "brak atutów", "mizerkę"),
        labels=("Atut {symbol}", "Brak atutów", "Mizerka"),
        roles=("pierwszy gracz", "drugi gracz", "rozdający"),
        cards=lambda n: plural_pl(n, "kartę", "karty", "kart"),
        seed_note="Te liczby pochodzą z całej gry w Mizerkę rozegranej przez trzech graczy "
                  "komputerowych (Gra → Nowa gra…, Mizerka, z ziarnem {seed} rozdaje te same "
                  "karty).",
        deal="W rozdaniu {number} rozdaje {dealer}; pierwszym graczem jest {forehand}, "
             "a drugim {middlehand}.",
        choice="W przerwie {forehand} ma dopiero {count} ({cards}) i wybiera "
               "<b>{contract}</b>.",
        exchanges="{name} wymienia {cards}",
        keeps="{name} nie wymienia żadnej karty",
        talon_left=_talon_left_pl,
        deal_columns=("Gracz", "Rola", "Lewy", "Norma", "Wynik"),
        rule=("W kontraktach z atutem i bez atutów każdy gracz zapisuje lewy minus normę; "
              "trzy wyniki sumują się do {sum}, jak w każdym rozdaniu Mizerki.",
              "W mizerce każdy gracz zapisuje normę minus lewy; trzy wyniki sumują się do "
              "{sum}, jak w każdym rozdaniu Mizerki."),
        four="W Hornafjarðar Manni z sześcioma kontraktami każda norma wynosi 4, więc te "
             "same lewy dałyby: {list} – razem {sum}, nie zero.",
        sheet_intro="Pierwsze {deals} rozdania w tabeli wyników; w każdej kratce wynik "
                    "rozdania, a w nawiasie suma bieżąca:",
        sheet_columns=("Rozdanie", "Pierwszy gracz", "Kontrakt"),
        totals="Po rozdaniu {deals} sumy wynoszą: {list}.",
        wins="<b>Wygrywa {name}</b> z wynikiem {score}.",
        share="<b>{names} dzielą się zwycięstwem</b> z równym wynikiem {score}.",
    ),
}


# -- the section --------------------------------------------------------------------


def _chosen(words: MizerkaWords, contract: Contract) -> str:
    if contract.kind == MIZERKA:
        return words.chosen[2]
    if contract.trump is None:
        return words.chosen[1]
    return words.chosen[0].format(suit=words.suits[contract.trump])


def _label(words: MizerkaWords, result: HandResult) -> str:
    contract = result.contract
    if contract.kind == MIZERKA:
        return words.labels[2]
    if contract.trump is None:
        return words.labels[1]
    return words.labels[0].format(symbol=SUIT_SYMBOLS[contract.trump])


def _exchanges(words: MizerkaWords, hand: MizerkaHand) -> str:
    parts = [words.exchanges.format(name=PLAYERS[e.seat], cards=words.cards(len(e.cards)))
             if e.cards else words.keeps.format(name=PLAYERS[e.seat])
             for e in hand.exchanges]
    return listing(parts, words.and_word) + "; " + words.talon_left(len(hand.talon)) + "."


def _scores(words: MizerkaWords, seats: tuple[int, ...], scores: list[int]) -> str:
    return listing([f"{PLAYERS[s]} {signed(scores[s])}" for s in seats], words.and_word)


def _deal_part(words: MizerkaWords, deal: PlayedDeal) -> list[str]:
    hand = deal.hand
    contract, scores = hand.contract, hand.scores()
    assert contract is not None and scores is not None
    forehand, middlehand, dealer = hand.order
    lines = ["<p>" + words.deal.format(number=hand.hand_number + 1, dealer=PLAYERS[dealer],
                                       forehand=PLAYERS[forehand],
                                       middlehand=PLAYERS[middlehand])
             + " " + words.choice.format(forehand=PLAYERS[forehand],
                                         count=words.cards(len(deal.seen)),
                                         cards=" ".join(card(c) for c in deal.seen),
                                         contract=_chosen(words, contract))
             + " " + _exchanges(words, hand) + "</p>"]
    quota = quotas(hand, QUOTA)
    rows = [(PLAYERS[s], words.roles[role], str(hand.tricks_won[s]), str(quota[s]),
             signed(scores[s])) for role, s in enumerate(hand.order)]
    lines += html_table("example-deal", words.deal_columns, rows)
    assert sum(scores) == 0, "a Mizerka deal adds up to zero"
    rule = words.rule[1 if contract.kind == MIZERKA else 0]
    lines.append("<p>" + rule.format(sum=signed(sum(scores))) + "</p>")
    four = deal_scores(hand.tricks_won, hand.order, contract, FOUR)
    assert sum(four) != 0, "quota four never adds up to zero: 13 tricks against 12"
    lines.append("<p>" + words.four.format(list=_scores(words, hand.order, four),
                                           sum=signed(sum(four))) + "</p>")
    return lines


def _sheet_part(words: MizerkaWords, game: Game, deals: tuple[PlayedDeal, ...]) -> list[str]:
    table_view = game.snapshot(0)
    seats = tuple(range(len(PLAYERS)))
    running = [0] * len(PLAYERS)
    rows = []
    for result, deal in zip(table_view.sheet[:SHEET_DEALS], deals, strict=False):
        assert result.points is not None and result.number == deal.hand.hand_number
        running = [r + p for r, p in zip(running, result.points, strict=True)]
        rows.append((str(result.number + 1), PLAYERS[deal.hand.chooser], _label(words, result),
                     *(f"{signed(result.points[s])} ({signed(running[s])})" for s in seats)))
    lines = ["<p>" + words.sheet_intro.format(deals=SHEET_DEALS) + "</p>"]
    lines += html_table("example-sheet", (*words.sheet_columns, *PLAYERS), rows)
    standing = table_view.standing
    totals = list(standing.score)
    assert totals == [sum(r.points[s] for r in table_view.sheet if r.points) for s in seats]
    end = words.totals.format(deals=len(table_view.sheet), list=_scores(words, seats, totals))
    winners = standing.winners
    if len(winners) == 1:
        end += " " + words.wins.format(name=PLAYERS[winners[0]],
                                       score=signed(totals[winners[0]]))
    else:
        end += " " + words.share.format(
            names=listing([PLAYERS[s] for s in winners], words.and_word),
            score=signed(totals[winners[0]]))
    return lines + ["<p>" + end + "</p>"]


def mizerka_section(code: str, seed: int) -> list[str]:
    words = WORDS[code]
    game, deals = played_game(seed)
    lines = [f"<h2>{words.heading}</h2>", f"<p>{words.seed_note.format(seed=seed)}</p>"]
    return lines + _deal_part(words, deals[0]) + _sheet_part(words, game, deals)
