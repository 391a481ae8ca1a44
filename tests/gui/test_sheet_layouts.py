"""The score sheet's layout is chosen in one place, from the snapshot's units."""

from __future__ import annotations

from dataclasses import replace

import pytest

from manni_desktop.engine import new_game
from manni_desktop.gui.sheet import (
    SHEET_LAYOUTS,
    ContractsLayout,
    ScoreSheetModel,
    SeatsLayout,
    SidesLayout,
    layout_for,
    layout_named,
)


def test_each_kind_names_its_layout() -> None:
    assert dict(SHEET_LAYOUTS) == {"seats": SeatsLayout, "sides": SidesLayout,
                                   "contracts": ContractsLayout}
    assert isinstance(layout_named("seats"), SeatsLayout)
    assert isinstance(layout_named("sides"), SidesLayout)
    with pytest.raises(ValueError, match="cannot show units 'teams'"):
        layout_named("teams")


@pytest.mark.parametrize(("name", "layout"), [
    ("hornafjardar", SeatsLayout), ("classic", SeatsLayout), ("manillen", SidesLayout)])
def test_a_snapshot_gets_the_layout_of_its_units(name: str, layout: type) -> None:
    players = ["You", "Ásta", "Guðrún", "Hjörtur"] if name == "manillen" else None
    table = new_game(name, seed=1, players=players).snapshot(0)
    assert isinstance(layout_for(table), layout)
    model = ScoreSheetModel(table)
    assert isinstance(model.sheet_layout(), layout)
    with pytest.raises(ValueError, match="cannot show units"):
        model.set_table(replace(table, standing=replace(table.standing, units="teams")))
    assert isinstance(model.sheet_layout(), layout)  # the sheet shown is kept
