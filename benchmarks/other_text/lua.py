"""The strings of Lua source marked for translation, as gettext finds them.

:func:`lua_tokens` reads Lua's strings and comments, :func:`lua_strings` the strings marked for
translation (``_"..."``, ``_("...")``, ``N_("...")``, ``pgettext``); read by the games of
FreedroidRPG and Naev (other-domains-37), Widelands (other-domains-38) and Hedgewars
(other-domains-42). Its escapes (:data:`_LUA_ESCAPE`, :func:`_lua_unescape`) serve Warzone 2100's
and UFO: Alien Invasion's strings too, and :data:`_LUA_ESCAPES` 0 A.D.'s ``.pot`` files.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re

#: the calls that mark a string of Lua for translation, as gettext finds them: ``_"..."``,
#: ``_("...")``, ``N_("...")``, ``gettext("...")`` (not ``ngettext``, whose forms hold a number)
_LUA_GETTEXT = frozenset(("_", "N_", "gettext"))
#: the calls that mark a string of Lua for translation with a context, its second argument:
#: ``pgettext("context", "...")`` (not ``npgettext``, whose forms hold a number)
_LUA_PGETTEXT = frozenset(("pgettext",))
#: an opening long bracket of Lua (``[[``, ``[==[``), of a long string or a long comment
_LUA_LONG = re.compile(r"\[(=*)\[")
#: an escape of a quoted Lua string: ``\n``, ``\"``, ``\'``, ``\\``, ``\ddd``, ``\xXX``, ``\z``
_LUA_ESCAPE = re.compile(r"\\(\d{1,3}|x[0-9A-Fa-f]{2}|z\s*|.)", re.S)
#: what the escapes of :data:`_LUA_ESCAPE` that are letters stand for (a tab or a bell as a space
#: or nothing; any other escaped character stands for itself)
_LUA_ESCAPES = {"n": "\n", "t": " ", "r": "", "a": "", "b": "", "f": "", "v": ""}


def _lua_unescape(m: re.Match) -> str:
    code = m.group(1)
    if code[0].isdigit():
        return chr(int(code))
    if code[0] == "x":
        return chr(int(code[1:], 16))
    if code[0] == "z":
        return ""
    return _LUA_ESCAPES.get(code, code)


def lua_tokens(src: str) -> list[tuple[str, str]]:
    """The tokens of a piece of Lua, each ``(kind, text)``: ``str`` (a string literal, quoted by
    ``"`` or ``'`` with its escapes undone (:data:`_LUA_ESCAPE`), or a long string ``[[...]]``,
    ``[==[...]==]``, its first newline dropped, as Lua reads them), ``name``, ``num`` or ``op``;
    comments (``--`` to the end of the line, ``--[[...]]``) are left out."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        long = _LUA_LONG.match(src, i + 2 if src.startswith("--", i) else i)
        if c.isspace():
            i += 1
        elif src.startswith("--", i) and not long:
            end = src.find("\n", i)
            i = n if end < 0 else end + 1
        elif long and (c == "[" or src.startswith("--", i)):
            close = "]" + long.group(1) + "]"
            end = src.find(close, long.end())
            end = n if end < 0 else end
            if c == "[":
                text = src[long.end() : end]
                out.append(("str", text[1:] if text.startswith("\n") else text))
            i = end + len(close)
        elif c in "\"'":
            j = i + 1
            while j < n and src[j] not in (c, "\n"):
                j += 2 if src[j] == "\\" else 1
            out.append(("str", _LUA_ESCAPE.sub(_lua_unescape, src[i + 1 : j])))
            i = j + 1
        elif c.isalnum() or c == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_" or (c.isdigit() and src[j] == ".")):
                j += 1
            out.append(("num" if c.isdigit() else "name", src[i:j]))
            i = j
        else:
            op = next(
                (o for o in ("...", "..", "==", "~=", "<=", ">=", "::") if src.startswith(o, i)), c
            )
            out.append(("op", op))
            i += len(op)
    return out


def lua_strings(
    src: str, gettext: frozenset[str] = _LUA_GETTEXT
) -> list[tuple[str, str, int, bool, bool, str]]:
    """Every string literal of a piece of Lua (:func:`lua_tokens`), in order, each ``(text,
    function, argument, marked, piece, field)``: the function whose argument it is (``""`` in a
    table or an assignment), the argument's index (from 0), whether it is marked for translation
    (the argument of a function of ``gettext``, by default :data:`_LUA_GETTEXT`, ``_"..."``,
    ``_("...")``, ``N_("...")``; Hedgewars' :data:`_HEDGEWARS_GETTEXT`, ``loc("...")``; or the
    second of :data:`_LUA_PGETTEXT`, ``pgettext("context", "...")``, whose own call is passed
    over for the function), whether it is a piece joined to another by ``..`` and the name it is
    assigned to (``lore = _"..."``, a table's field or a variable; ``""`` if none)."""
    toks = lua_tokens(src) + [("", "")]
    out = []
    stack: list[list] = []  # the open brackets: [the function called, the argument's index]
    i = 0
    while i < len(toks) - 1:
        kind, text = toks[i]
        end = i + 1 if kind == "str" else 0
        if kind == "name" and text in gettext:
            if toks[i + 1][0] == "str":
                end = i + 2
            elif (
                toks[i + 1] == ("op", "(")
                and toks[i + 2][0] == "str"
                and toks[i + 3] == ("op", ")")
            ):
                end = i + 4
        elif kind == "name" and text in _LUA_PGETTEXT:
            call = [tok if tok[0] == "op" else tok[0] for tok in toks[i + 1 : i + 6]]
            if call == [("op", "("), "str", ("op", ","), "str", ("op", ")")]:
                end = i + 6
        if end:
            before = toks[i - 1] if i else ("", "")
            piece = ("op", "..") in (before, toks[end])
            function, argument = stack[-1] if stack else ("", 0)
            value = text if kind == "str" else toks[end - 1 if end == i + 2 else end - 2][1]
            assigned = i > 1 and before == ("op", "=") and toks[i - 2][0] == "name"
            field = toks[i - 2][1] if assigned else ""
            out.append((value, function, argument, kind != "str", piece, field))
            i = end
            continue
        if kind == "op" and text in ("(", "{", "["):
            called = toks[i - 1][1] if text == "(" and i and toks[i - 1][0] == "name" else ""
            stack.append([called, 0])
        elif kind == "op" and text in (")", "}", "]") and stack:
            stack.pop()
        elif kind == "op" and text == "," and stack:
            stack[-1][1] += 1
        i += 1
    return out
