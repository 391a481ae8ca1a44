"""Word choices the translation review settled, kept from drifting back.

Each rule here was a finding of the 2026-12-04 translation review: one word
for one thing across the catalog and the rules pages, and one meaning that
was reversed.  A new message that brings the old word back fails here.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def translations(code: str) -> dict[tuple[str, str], str]:
    """(context, source) → every form of its translation, joined."""
    root = ET.parse(ROOT / "i18n" / f"manni_desktop_{code}.ts").getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")]
            found[(name, message.findtext("source") or "")] = (
                " | ".join(forms) if forms else translation.text or "")
    return found


def pages(code: str) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8")
            for p in sorted((ROOT / "assets" / "rules" / code).glob("*.html"))}


# (language, word that must not come back, why)
BANNED = [
    ("pt", r"carteador", "European Portuguese says 'dador' (seed 002), in every game"),
    ("pt", r"\bequipa\b", "a Manillen side is a 'parceria' (seed 002, the glossary)"),
    ("pt", r"Carta de corte", "the cut card is the 'carta cortada' (glossary)"),
    ("es", r"Carta de corte", "the cut card is the 'carta cortada' (glossary)"),
    ("pl", r"rywal", "an opponent is a 'przeciwnik' everywhere else"),
    ("pl", r"\bNorma to\b", "the par is the 'miara' (rules pages, sheet)"),
    ("pl", r"wyszedł|wyszła", "a name before a gendered past tense ('Ásta wyszedł')"),
    ("pt", r"\b[Qq]uotas?\b", "Mizerka's target is the 'cota' (seed 000, the par's word)"),
    ("es", r"dejó de responder|\bSe perdió", "a just-finished event in the perfect tense"),
    ("es", r"dado asiento", "a calque: 'la mesa ha rechazado tu entrada'"),
    ("pl", r"dołączył\b|\bnieobecny\b|będziesz gotowy",
     "masculine forms beside a friend's name or for the host ('Sigrún (dołączył)')"),
    ("pl", r"\bnie (wybran|wykorzystan|użyt)(y|a|e|i|ych|ym)\b",
     "'nie' is written together with an adjectival participle ('niewybrany')"),
    ("pl", r"Twój kontrakt", "the contract does not belong to the player"),
    ("pl", r"w Twojej kolejce|w Twoim ruchu", "'kiedy przyjdzie Twoja kolej'"),
    ("pl", r"Dobry wybór średnio|nie dało się znać", "clumsy: 'Dobry wybór – w średniej'"),
    ("pl", r"jest już przez Ciebie", "a heavy passive: 'masz już za sobą'"),
    ("pl", r"— na %2", "'na' + a computer's name is unclear: '— komputer %2'"),
]


@pytest.mark.parametrize(("code", "pattern", "why"), BANNED)
def test_a_settled_word_stays_out_of_the_catalog(code: str, pattern: str, why: str) -> None:
    bad = [(ctx, src, text) for (ctx, src), text in translations(code).items()
           if re.search(pattern, text)]
    assert bad == [], f"{why}: {bad}"


def test_no_pt_page_says_carteador() -> None:
    """The pt pages say 'dador' as the pt Manillen page always did."""
    bad = {name: len(re.findall("carteador", text, re.IGNORECASE))
           for name, text in pages("pt").items() if re.search("carteador", text, re.IGNORECASE)}
    assert bad == {}


@pytest.mark.parametrize(("code", "almost"), [("pt", r"\bquase\b"), ("es", r"\bcasi\b"),
                                              ("pl", r"\bprawie\b")])
def test_about_as_good_is_not_almost_as_good(code: str, almost: str) -> None:
    """The hint's "about as good as Q♠" says the two moves are equal; "almost
    as good" would say the recommended one is worse."""
    found = translations(code)
    texts = [text for (_, src), text in found.items() if "about as good as" in src]
    assert len(texts) >= 2
    for text in texts:
        assert not re.search(almost, text), text


def test_nullo_label_is_plural_in_spanish() -> None:
    assert translations("es")[("Labels", "Nullo: aces low")] == "Nullo: ases bajos"


# (language, wording that must not come back to its rules pages, why)
PAGE_BANNED = [
    ("pl", r"[Aa]tutem są karo", "'karo' is singular: 'atut to karo' / 'atutem jest karo'"),
    ("pl", r"mógłbyś|mogłabyś", "the pages address the reader without a gender"),
    ("pl", r"takimi kolumnami", "'po rozdaniu 11 takimi kolumnami' lacks its preposition"),
    ("pt", r"supertrunfar", "a coinage; seed 002 says 'superar o trunfo'"),
    ("en", r"up to 16 cards are missing", "exactly 16 cards are out of play"),
    # the 2026-12-07 review
    ("pt", r'(?<!class=")\b[Qq]uotas?\b', "Mizerka's target is the 'cota' (seed 000)"),
    ("pt", r"contrato que já\s+escolheu não pode", "the contract cannot choose: the player cannot"),
    ("pt", r"as cartas passam\s+para a esquerda", "the deal passes on, the cards are not passed"),
    ("pt", r"\b(Ás|Ases|Reis?)\b", "card ranks in lower case, as the catalog writes them"),
    ("pt", r"folha de pontos", "the pane is the 'folha de pontuação' (the app's menu)"),
    ("es", r"hoja de (tanteo|puntos)", "the pane is the 'hoja de puntuación' (the app's menu)"),
    ("es", r"\b(elíjal[oa]|[Pp]iense|[Dd]eshágase|[Gg]uarde|[Rr]ecuerde|[Ee]lija|usted)\b",
     "the es pages and catalog speak to the reader as 'tú', never 'usted'"),
    ("pl", r"znając\s+tylko\s+tych", "'znać' takes the accusative: 'te sześć kart'"),
    ("pl", r"[Ww] braku atutów", "reads 'for lack of trumps': 'w kontrakcie bez atutów'"),
]


@pytest.mark.parametrize(("code", "pattern", "why"), PAGE_BANNED)
def test_a_settled_wording_stays_out_of_the_pages(code: str, pattern: str, why: str) -> None:
    bad = {name: re.findall(pattern, text) for name, text in pages(code).items()
           if re.search(pattern, text)}
    assert bad == {}, why


def test_pt_speaks_to_the_player_without_voce() -> None:
    """The pt catalog speaks to the player in the third person without a
    pronoun ("A sua vez", "Ganhou!"); "você" reads Brazilian and curt.  Only
    the player's seat name ("You" on the plates) is "Você"."""
    bad = [(ctx, src, text) for (ctx, src), text in translations("pt").items()
           if re.search(r"\b[Vv]ocê\b", text) and (ctx, src) != ("GameController", "You")]
    assert bad == []


@pytest.mark.parametrize("code", ["pt", "es", "pl"])
def test_hosting_a_table_is_not_opening_a_file(code: str) -> None:
    """The Game menu's Open… and Play with friends → Host a table… begin with
    different verbs (pt and es said "Abrir" for both, one level apart)."""
    found = translations(code)

    def verb(text: str) -> str:
        first = re.search(r"\w+", text.replace("&", ""))
        assert first is not None, text
        return first.group(0)

    for key in [("FriendsMenu", "&Host a table…"), ("FriendsMenu", "Host a table"),
                ("HostDialog", "Host a table")]:
        assert verb(found[key]) != verb(found[("MainWindow", "&Open…")]), (key, found[key])


@pytest.mark.parametrize("code", ["pt", "es", "pl"])
def test_the_lobby_names_the_default_table_once(code: str) -> None:
    """The lobby's table line filled with the default table name said
    "Stół: Stół: Sigrún" in pl (and "Mesa: Mesa de Sigrún" in pt and es)."""
    found = translations(code)
    name = found[("HostDialog", "%1's table")].replace("%1", "Sigrún")
    line = found[("LobbyDialog", "Table: %1 — address %2:%3")].replace("%1", name)
    words = re.findall(r"\w+", line.lower())
    assert len(words) == len(set(words)), line


def test_pl_says_one_thing_for_one_hint_message() -> None:
    """The same English message in two contexts had two pl wordings."""
    found = translations("pl")
    texts = {text for (_, src), text in found.items() if src == "A hint is available on your turn."}
    assert len(texts) == 1, texts
