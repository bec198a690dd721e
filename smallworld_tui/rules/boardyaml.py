"""Reading a board file's YAML strictly: plain mappings, lists and scalars only, within limits.

A board file never needs anchors, aliases or tags, so they are refused outright: an alias bomb ("billion laughs")
is refused at its first anchor instead of expanding to gigabytes. A first pass reads the event stream (LibYAML's
C parser when present, which keeps no nesting on Python's stack) and stops at the first anchor, alias, tag,
nesting deeper than a board needs or overlong text; only then are the values built, refusing duplicate keys and
numbers of absurd length. Every refusal is a BoardError with the line. Imported only for a user's own board file.
"""

from __future__ import annotations

from typing import Any

import yaml

from .errors import BoardError, Code, printable, quote

MAX_DEPTH = 6  # board > regions > region > adjacent is 4 deep
MAX_EVENTS = 25_000  # the 48-region board is ~1,300; building each value costs ~10 µs in PyYAML
MAX_SCALAR = 1_000  # characters in one value
MAX_DIGITS = 9  # in one whole number

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _line(mark: Any) -> str:
    return f" at line {mark.line + 1}" if mark is not None else ""


class _StrictLoader(_Loader):  # type: ignore[misc]
    """The safe loader, refusing duplicate keys and overlong numbers."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[str] = set()
        for key, _ in node.value:
            if isinstance(key, yaml.ScalarNode):
                if key.value in seen:
                    raise BoardError(f"the key {quote(key.value)} appears twice in one mapping{_line(key.start_mark)}"
                                     "; keep one", Code.BOARD_SYNTAX)
                seen.add(key.value)
        return super().construct_mapping(node, deep=deep)  # type: ignore[no-any-return]

    def construct_yaml_int(self, node: yaml.ScalarNode) -> int:
        if len(node.value.lstrip("+-")) > MAX_DIGITS:
            raise BoardError(f"the number {quote(node.value)}{_line(node.start_mark)} is far too large for a board",
                             Code.BOARD_FIELD)
        return super().construct_yaml_int(node)  # type: ignore[no-any-return]


_StrictLoader.add_constructor("tag:yaml.org,2002:int", _StrictLoader.construct_yaml_int)


def _scan(text: str) -> None:
    """Refuse what a board file never holds, reading events only (nothing is built yet)."""
    depth = 0
    for count, event in enumerate(yaml.parse(text, Loader=_Loader)):
        where = _line(event.start_mark)
        if count > MAX_EVENTS:
            raise BoardError(f"the file holds far more than a board needs{where}", Code.BOARD_UNPLAYABLE)
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None) is not None:
            raise BoardError(f"anchors and aliases ('&', '*') are not allowed in a board file{where}; "
                             "write each value out", Code.BOARD_SYNTAX)
        tag = getattr(event, "tag", None)
        if tag is not None:
            raise BoardError(f"tags ({quote(tag)}) are not allowed in a board file{where}; remove them",
                             Code.BOARD_SYNTAX)
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise BoardError(f"the file is nested deeper than a board ever is{where}", Code.BOARD_SYNTAX)
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        elif isinstance(event, yaml.ScalarEvent) and len(event.value) > MAX_SCALAR:
            raise BoardError(f"a value of {len(event.value):,} characters{where} is too long for a board file",
                             Code.BOARD_FIELD)


def parse_yaml(text: str) -> Any:
    """The plain data of a board file's text; BoardError (without the file name) if it is not acceptable."""
    try:
        _scan(text)
        loader = _StrictLoader(text)
        try:
            return loader.get_single_data()
        finally:
            loader.dispose()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)  # a ReaderError (a NUL, a DEL) has only str(), in lines
        problem = printable(" ".join(str(problem).split())[:200])
        raise BoardError(f"not valid YAML{_line(mark)}: {problem}; fix the syntax", Code.BOARD_SYNTAX) from None
