"""Storage's errors and notices are a code and parameters, worded in English
from one table: every code storage can raise has its template, the English
sentences the command line prints stay what they were, and an error crosses
a process boundary as plain data with its code intact."""

from __future__ import annotations

import ast
import errno
import json
import pickle
from pathlib import Path

import pytest

from manni_desktop import storage
from manni_desktop.storage import messages
from manni_desktop.storage.errors import NewerSchemaError, StorageError
from manni_desktop.storage.messages import EXPECTED, REASONS, TEMPLATES, Message, english

STORAGE = Path(messages.__file__).parent

# call → the position of its code argument (a string literal), and the table it must be in
CODE_CALLS = {
    "StorageError": (0, TEMPLATES), "NewerSchemaError": (0, TEMPLATES),
    "Message": (0, TEMPLATES), "message": (0, TEMPLATES), "os_error": (0, TEMPLATES),
    "_bad_field": (2, EXPECTED),
}


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def raised_codes() -> dict[str, set[str]]:
    """Every code literal the storage sources pass to a message-making call,
    per table ("templates", "expected"), and every reason ``os_reason`` returns."""
    found: dict[str, set[str]] = {"templates": set(), "expected": set(), "reasons": set()}
    for source in sorted(STORAGE.glob("*.py")):
        tree = ast.parse(source.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) in CODE_CALLS:
                position, table = CODE_CALLS[_name(node.func)]
                arg = node.args[position] if len(node.args) > position else None
                # a name is a helper passing its own argument on (os_error, from_json)
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found["expected" if table is EXPECTED else "templates"].add(arg.value)
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if (isinstance(key, ast.Constant) and key.value == "reason"
                            and isinstance(value, ast.Constant)):
                        assert isinstance(value.value, str), ast.dump(value)
                        found["reasons"].add(value.value)
    return found


def test_every_code_storage_raises_has_an_english_template() -> None:
    found = raised_codes()
    assert len(found["templates"]) >= 35, "the scan no longer finds the raise sites"
    assert found["templates"] <= set(TEMPLATES), found["templates"] - set(TEMPLATES)
    assert set(TEMPLATES) - found["templates"] == {messages.TEXT}, "a template nobody raises"
    assert found["expected"] <= set(EXPECTED), found["expected"] - set(EXPECTED)
    assert found["reasons"] <= set(REASONS), found["reasons"] - set(REASONS)
    assert len(found["reasons"]) == len(REASONS), "every reason is one os_reason returns"


def test_no_sentence_is_built_in_place() -> None:
    """No f-string handed to an error: a sentence made there could not be translated."""
    for source in sorted(STORAGE.glob("*.py")):
        tree = ast.parse(source.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) in ("StorageError",
                                                                  "NewerSchemaError"):
                assert not any(isinstance(a, ast.JoinedStr) for a in node.args), (
                    f"{source.name}:{node.lineno}")


@pytest.mark.parametrize(("number", "reason"), [
    (errno.ENOSPC, "the disk is full"), (errno.EACCES, "permission denied"),
    (errno.EROFS, "the disk is read-only"), (errno.ENOENT, "it does not exist"),
    (errno.EISDIR, "it is a folder"), (errno.ENOTDIR, "a file stands where a folder should be"),
])
def test_os_reasons_read_as_before(number: int, reason: str) -> None:
    error = StorageError("cannot_write", {"path": "/x/a.json",
                                          **messages.os_reason(OSError(number, "boom"))})
    assert str(error) == f"Could not write /x/a.json: {reason}. The previous file is kept."


def test_an_unknown_os_error_keeps_the_systems_words() -> None:
    params = messages.os_reason(OSError(errno.EIO, "Input/output error"))
    assert params == {"reason": "other", "strerror": "Input/output error"}
    assert english("cannot_read", {"path": "f", **params}) == (
        "Could not read f: Input/output error.")


def test_nested_messages_are_worded_in_turn(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"schema": 2, "games": [{"key": 5}]}), "utf-8")
    with pytest.raises(StorageError) as info:
        storage.stats_file._read_stats(path)
    error = info.value
    assert error.code == "bad_field"
    assert error.params["expected"] == "string" and error.params["field"] == "key"
    assert error.params["source"] == messages.message(
        "source_statistics_game", source=messages.source_file(path), number=1)
    assert str(error) == f"{path}, game 1: 'key' must be a string."


def test_errors_round_trip_as_plain_data(tmp_path: Path) -> None:
    path = tmp_path / "x.manni.json"
    path.write_text("not JSON", "utf-8")
    with pytest.raises(StorageError) as info:
        storage.open_game(path)
    data = json.loads(json.dumps(info.value.to_json()))
    assert data == {"code": "not_json_at", "params": {"path": str(path), "line": 1, "column": 1}}
    again = StorageError.from_json(data)
    assert (again.code, again.params, str(again)) == (
        info.value.code, info.value.params, str(info.value))
    unpickled = pickle.loads(pickle.dumps(info.value))
    assert (unpickled.code, unpickled.params, str(unpickled)) == (again.code, again.params,
                                                                  str(again))


def test_a_newer_versions_file_stays_a_newer_schema_error(tmp_path: Path) -> None:
    path = tmp_path / "n.manni.json"
    path.write_text(json.dumps({"schema": 99, "record": {}}), "utf-8")
    with pytest.raises(NewerSchemaError) as info:
        storage.open_game(path)
    assert info.value.params["source"] == messages.source_file(path)
    again = StorageError.from_json(info.value.to_json())
    assert isinstance(again, NewerSchemaError) and str(again) == str(info.value)


def test_a_sentence_without_a_code_is_kept_as_it_is() -> None:
    error = StorageError("The disk is read-only.")
    assert (error.code, error.params, str(error)) == (
        messages.TEXT, {"text": "The disk is read-only."}, "The disk is read-only.")
    assert StorageError.from_json("garbage").params == {"text": "garbage"}


def test_a_notice_is_its_english_sentence_and_its_code() -> None:
    notice = Message("autosave_from_backup", {"cause": messages.message(
        "empty", path="/a/autosave.json")})
    assert notice == ("/a/autosave.json is empty (it may have been cut off). "
                      "The backup of the previous move was used instead.")
    assert "backup" in notice and notice.code == "autosave_from_backup"
    again = pickle.loads(pickle.dumps(notice))
    assert again == notice and again.code == notice.code and again.params == notice.params


def test_a_parameter_is_never_substituted_twice() -> None:
    assert english("empty", {"path": "/tmp/{reason}"}) == (
        "/tmp/{reason} is empty (it may have been cut off).")
