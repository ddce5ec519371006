"""The trained her disambiguator: decisions on real-text cases, the model file, training
determinism and in-domain adaptation."""

import pickle
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from cdaprep.errors import DataError, UsageError
from cdaprep.swap import GenderSwapper, swap_gender
from cdaprep.swap.disambiguator import (
    FEATURE_VERSION,
    AdaptedState,
    HerModel,
    collect_contexts,
    context_tokens,
    feminize,
    fit_adapted,
    load_her_model,
    merge_contexts,
    model_path,
    standalone_his,
)
from cdaprep.swap.options import PARSER_MARGIN, SwapOptions

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def to_male():
    return GenderSwapper(direction="to-male")


@pytest.fixture(scope="module")
def to_female():
    return GenderSwapper(direction="to-female")


# "her" on real text: the examples of issue 13 (real biographies) and common frames.
@pytest.mark.parametrize(
    "src, want",
    [
        (
            "She received her 200 hour yoga certificate.",
            "He received his 200 hour yoga certificate.",
        ),
        ("She spent her 3 years there.", "He spent his 3 years there."),
        ("In her off time she paints.", "In his off time he paints."),
        ("She completed her 3 year training.", "He completed his 3 year training."),
        ("She got her first job at 16.", "He got his first job at 16."),
        ("She earned her MBA at Wharton.", "He earned his MBA at Wharton."),
        ("She made her debut in 1990.", "He made his debut in 1990."),
        ("She spent her childhood in Ohio.", "He spent his childhood in Ohio."),
        ("Her father said so.", "His father said so."),
        ("She founded her own firm.", "He founded his own firm."),
        ("Give her her book back.", "Give him his book back."),
        ("He gave her book to Sam.", "He gave his book to Sam."),
        ("He gave her money.", "He gave him money."),
        # a verb of two objects turns the model's unsure possessive into an object; a sure one
        # (or one with "to"/"for" after the noun) stays
        ("The clerk refused to pay her tips.", "The clerk refused to pay him tips."),
        ("They offered her new hope.", "They offered him new hope."),
        ("The bank paid her salary late.", "The bank paid his salary late."),
        # one bare noun and an article after it: the article opens the second object, so "her"
        # is possessive ("gave him students a lecture" has three objects); not a particle or
        # adverb ("gave her back the bird"), nor a time phrase (test_second_object)
        ("She gave her students a test.", "He gave his students a test."),
        ("Ada Lovelace gave her students a talk.", "Ada Lovelace gave his students a talk."),
        ("She paid her sister a visit.", "He paid his brother a visit."),
        ("He gave her back the bird.", "He gave him back the bird."),
        ("He gave her such a look.", "He gave him such a look."),
        ("She paid her respects.", "He paid his respects."),
        # where the model reads it as an object, the parser is not asked after such a verb (it
        # had read "his flowers"); a superlative, an ordinal or "old" after it is possessive
        ("I gave her flowers.", "I gave him flowers."),
        ("They sent her flowers.", "They sent him flowers."),
        ("Mick Jagger gives her best performance.", "Mick Jagger gives his best performance."),
        ("She declined to give her last name.", "He declined to give his last name."),
        (
            "A man who gave her name only as Renat said so.",
            "A man who gave his name only as Renat said so.",
        ),
        ("She did not want to give her name.", "He did not want to give his name."),
        # "will" as the modal, not the noun: the object ("against his will" stays)
        (
            "The charges against her will be considered in the fall.",
            "The charges against him will be considered in the fall.",
        ),
        ("She came against her will.", "He came against his will."),
        # a count of times after it: the object
        ("The defense was sacking her 5 times.", "The defense was sacking him 5 times."),
        ("I served her three times.", "I served him three times."),
        # a rank after a verb of ranking, with no noun after it: the object
        (
            "Her 607 yards placed her second for the most rookie yards.",
            "His 607 yards placed him second for the most rookie yards.",
        ),
        ("She put her third question quietly.", "He put his third question quietly."),
        # a verb of earning whose subject is a merit of the person: the object; "she won her
        # first title", "her sister had earned her point" (a person in the subject) stay
        (
            "Her performances earned her man of the match.",
            "His performances earned him man of the match.",
        ),
        ("She won her first title.", "He won his first title."),
        ("Her elder sister had earned her point.", "His elder brother had earned his point."),
        # after a verb of taking along and "with": the object, the thing taken after it
        ("She took with her Peter and John.", "He took with him Peter and John."),
        ("She took with her father a long ride.", "He took with his father a long ride."),
        # "first" or "last" and a noun, "of" or "ever" after it: possessive; not a word of time
        ("Koufax threw her first no-hitter.", "Koufax threw his first no-hitter."),
        # a hyphenated word after "first", and "first and only" (other-domains-26, -27, -30)
        (
            "On June 30 against the Mets, Koufax threw her first no-hitter. In the first inning",
            "On June 30 against the Mets, Koufax threw his first no-hitter. In the first inning",
        ),
        (
            "Setting the record, and earning her first and only trip to the Pro Bowl.",
            "Setting the record, and earning his first and only trip to the Pro Bowl.",
        ),
        ("She won her first of eight titles.", "He won his first of eight titles."),
        ("I met her last night.", "I met him last night."),
        # ... and so is "her next" or another ordinal before such a word, but not after a verb
        # of ranking or make
        ("Rayner would miss her next two kicks.", "Rayner would miss his next two kicks."),
        ("She wrote her next story.", "He wrote his next story."),
        ("They placed her second in line.", "They placed him second in line."),
        ("I will see her next week.", "I will see him next week."),
        # what one gives of one's own after a form of give: possessive; not time
        (
            "the valiant Ugandan dr who gave her life fighting Ebola.",
            "the valiant Ugandan dr who gave his life fighting Ebola.",
        ),
        ("she gave her word", "he gave his word"),
        ("Millward has given her approval.", "Millward has given his approval."),
        ("Give her time to answer.", "Give him time to answer."),
        ("The prince of Simeon gave her offering:", "The prince of Simeon gave his offering:"),
        # a scene of her and a gerund, an adverb in -ly between: the gerund's subject
        (
            "The paper printed photographs of her apparently exposing herself.",
            "The paper printed photographs of him apparently exposing himself.",
        ),
        ("It had a memorable scene of her crying.", "It had a memorable scene of him crying."),
        # "made his return" to play: before a preposition other than "to", the end, or after an
        # adjective; "made him return to his village" stays with the model
        ("She made her return in week eleven.", "He made his return in week eleven."),
        (
            "McNabb made her highly anticipated return to Philadelphia.",
            "McNabb made his highly anticipated return to Philadelphia.",
        ),
        ("It made her return the money.", "It made him return the money."),
        ("Peter sends her regards.", "Peter sends his regards."),
        ("They kept her waiting.", "They kept him waiting."),
        ("I saw her yesterday.", "I saw him yesterday."),
        ("He told her that she won.", "He told him that he won."),
        ("He found her asleep.", "He found him asleep."),
        ("It made her famous.", "It made him famous."),
        ("They sent her home.", "They sent him home."),
        ("He helped her move.", "He helped him move."),
        ("He asked her to come.", "He asked him to come."),
        ("Talk to her, please.", "Talk to him, please."),
        # news and tweets: a word hyphenated to a function word, a hashtag, an amount and the
        # US start a noun phrase (the hyphen had read as its end, "US" as "us")
        ("It is on her to-do list.", "It is on his to-do list."),
        ("She thanked her in-laws.", "He thanked his in-laws."),
        ("She won her by-election seat.", "He won his by-election seat."),
        ("Merkel and her US counterpart met.", "Merkel and his US counterpart met."),
        ("She hid her #Tourettes from them.", "He hid his #Tourettes from them."),
        ("She lives in her $17 million abode.", "He lives in his $17 million abode."),
        ("They gave her $5.", "They gave him $5."),
        ("I met her in-person.", "I met him in-person."),
        # a bracketed aside after the pronoun is read past (GCIDE's quotations, news), the
        # pronoun in brackets read as if they were not there, a pronoun glued by a hyphen to
        # the next word read past the hyphen (scraped news), and an abbreviation with dots read
        # as one word (the dots had read as the end of the noun phrase: all were "him")
        (
            "The influence of her [Johnson's] conversation was great.",
            "The influence of his [Johnson's] conversation was great.",
        ),
        ("Fruit after her (its) kind.", "Fruit after his (its) kind."),
        ("Give the kid her (possibly last) wish.", "Give the kid his (possibly last) wish."),
        ("She cut ties with (her) present employer.", "He cut ties with (his) present employer."),
        (
            "He said the suggestion of her-intervention is odd.",
            "He said the suggestion of his-intervention is odd.",
        ),
        ("She received her B.S. from MIT in 1977.", "He received his B.S. from MIT in 1977."),
        ("It was part of her M.Sc course.", "It was part of his M.Sc course."),
        ("She earned her Ph.D. in Ohio.", "He earned his Ph.D. in Ohio."),
        (
            "She was a down-on-her-luck has-been.",
            "He was a down-on-his-luck has-been.",
        ),
        # a hesitation between commas is read past, for "her" as for "his"
        ("It exists only in her, er, perceptions.", "It exists only in his, er, perceptions."),
        ("I told her, um, that I was leaving.", "I told him, um, that I was leaving."),
        # after a verb of two objects, a bare singular count noun cannot be the second object
        # ("gave him knife" is no English): "her" is possessive there; a mass noun, a plural
        # or an adjective before a noun leaves the object reading
        ("She did not give her knife a sharpening.", "He did not give his knife a sharpening."),
        ("We gave her money.", "We gave him money."),
        ("They wished her happy birthday.", "They wished him happy birthday."),
        # ... nor one after one or two modifiers, nor a person there (other-domains-4, -23):
        # a plural or a mass noun after them stays the second object, as do numbers
        (
            "Results were still coming in when she gave her acceptance speech.",
            "Results were still coming in when he gave his acceptance speech.",
        ),
        (
            "Hartson sent her strike partner clear of the defence.",
            "Hartson sent his strike partner clear of the defence.",
        ),
        ("She gave her new documents.", "He gave him new documents."),
        (
            "Simon sent her two thousand chosen men to fight.",
            "Simon sent him two thousand chosen men to fight.",
        ),
        # nor can a person, a group or an animal (WordNet's first sense; person_nouns.tsv):
        # "her" before one is possessive, a thing or a help given stays an object
        (
            "Henry Ford once gave her workers free copies of the book.",
            "Henry Ford once gave his workers free copies of the book.",
        ),
        (
            "Tell them I will give her readers some preview of the book.",
            "Tell them I will give his readers some preview of the book.",
        ),
        (
            "She was promising her doctor that she would be back.",
            "He was promising his doctor that he would be back.",
        ),
        (
            "The district attorney gives her men advice like that.",
            "The district attorney gives his men advice like that.",
        ),
        (
            "The clerk lied and gave her incorrect information.",
            "The clerk lied and gave him incorrect information.",
        ),
        (
            "The sheriff called the assistant and then gave her orders.",
            "The sheriff called the assistant and then gave him orders.",
        ),
        # ... and a "to" + noun phrase after the noun names the one given to: "her" is hers
        (
            "The manager has given her backing to the reinstatement of the games.",
            "The manager has given his backing to the reinstatement of the games.",
        ),
        ("Give her back to me!", "Give him back to me!"),
        ("They sent her ahead to El Dorado.", "They sent him ahead to El Dorado."),
        # ... but not after a noun of letting, whose "to" says where one may go (a comment of
        # other-text-8, an Endless Sky conversation of -35), nor after an -ing adjective
        (
            "They held her without giving her access to a lawyer or any evidence.",
            "They held him without giving him access to a lawyer or any evidence.",
        ),
        (
            "They trust her enough to give her access to some of their restricted technology.",
            "They trust him enough to give him access to some of their restricted technology.",
        ),
        (
            "The blow sent her sprawling to the ground.",
            "The blow sent him sprawling to the ground.",
        ),
        # "her home" after a verb of taking someone somewhere, before no noun, is the object
        # (Cataclysm's talk of -36, a blog of -30); not after a verb of having or leaving
        (
            "We made a deal to get her home and provide her with labor.",
            "We made a deal to get him home and provide him with labor.",
        ),
        ("I think we should follow her home.", "I think we should follow him home."),
        ("She had to sell her home last year.", "He had to sell his home last year."),
        ("They will take her home address.", "They will take his home address."),
        # after a verb of naming, "her" before a capitalised word or a quote is the object
        # (the model read a noun phrase: "named his Sheriff"), unless a lower-case noun follows
        ("They named her Sheriff.", "They named him Sheriff."),
        ("I have a dog; I named her Stay.", "I have a dog; I named him Stay."),
        ("Hackers nicknamed her 'Bucky' then.", "Hackers nicknamed him 'Bucky' then."),
        # a quote after a verb of naming holds the name, whatever its case
        ('Critics call her "radical and extreme."', 'Critics call him "radical and extreme."'),
        ("The rabble call her `lord.'", "The rabble call him `lord.'"),
        ("Time will name her Man of the Century.", "Time will name him Man of the Century."),
        ("She called her Turkish counterpart.", "He called his Turkish counterpart."),
        ("She named her son Tom.", "He named his son Tom."),
        # "what" opening the clause is the verb's name, so "her" starts a noun phrase
        (
            "Ahead of what they called her State of the Union address.",
            "Ahead of what they called his State of the Union address.",
        ),
        (
            "It came after what she grandly calls her 'come to Jesus moment'.",
            "It came after what he grandly calls his 'come to Jesus moment'.",
        ),
        ("That is what they call her.", "That is what they call him."),
        ("Somewhat later they named her Stay.", "Somewhat later they named him Stay."),
        # after a verb of perception, a word used as a verb far more often than as a noun is
        # a bare infinitive and "her" its subject; "face", "voice" and "every" are no verbs
        (
            "That was her before age turned her into a joke.",
            "That was him before age turned him into a joke.",
        ),
        ("I've watched her succeed.", "I've watched him succeed."),
        # the model reads "watch his sing"; the parser was needed here before this rule
        (
            "It is distasteful to watch her sing the lyrics to Tonight.",
            "It is distasteful to watch him sing the lyrics to Tonight.",
        ),
        ("Forced to watch her try so many faces.", "Forced to watch him try so many faces."),
        ("We have seen her strengthen ties.", "We have seen him strengthen ties."),
        # a word that "watched him" precedes far more often than "watched his" is perceived
        # too, unless a word follows that could be its noun
        (
            "We went to the dojo to watch her fight Dwight.",
            "We went to the dojo to watch him fight Dwight.",
        ),
        ("I look forward to watching her play.", "I look forward to watching him play."),
        ("I once saw her yell at Phyllis.", "I once saw him yell at Phyllis."),
        ("I saw her first husband.", "I saw his first husband."),
        ("She saw her face in the glass.", "He saw his face in the glass."),
        # so is a verb's base form before a word that opens an object (other-domains-5, -22;
        # not a noun of the body: "seen his face a hundred times")
        (
            "I could hear my man moving around, heard her cough a couple of times.",
            "I could hear my man moving around, heard him cough a couple of times.",
        ),
        ("Those who saw her manoeuvre her brigade.", "Those who saw him manoeuvre his brigade."),
        ("I had seen her face a hundred times.", "I had seen his face a hundred times."),
        # let and help take a bare infinitive too (not make: "made his stand")
        (
            "Nobody else seems up to the task of helping her win games.",
            "Nobody else seems up to the task of helping him win games.",
        ),
        ("She helped her mother.", "He helped his father."),
        # after a verb of remembering or imagining, "her" before a verb's -ing form is the
        # gerund's subject as modern text writes it (the model read "his" in the first two);
        # not before a count noun ("her wedding")
        ("I remember her saying that.", "I remember him saying that."),
        (
            "Can you imagine her playing Han Solo?",
            "Can you imagine him playing Han Solo?",
        ),
        (
            "I can't picture her being as successful.",
            "I can't picture him being as successful.",
        ),
        ("I still remember her wedding.", "I still remember his wedding."),
        # a quantifier before "of her" and a word makes it possessive (the model read "him")
        (
            "He wasn't interested in taking all of her calls.",
            "He wasn't interested in taking all of his calls.",
        ),
        ("Mizell has won both of her starts.", "Mizell has won both of his starts."),
        ("All of her was shaking.", "All of him was shaking."),
        # before a preposition of two words ("prior to"), "her" is an object
        (
            "Officials had kept tabs on her prior to December.",
            "Officials had kept tabs on him prior to December.",
        ),
        # reported missing: the object, unless a noun follows
        (
            "Her partner reported her missing later that night.",
            "His partner reported him missing later that night.",
        ),
        ("She reported her missing car.", "He reported his missing car."),
        # before a comparative adjective and "than" or "who", the object (0 A.D.'s Aristotle, -41)
        (
            "I count her braver who overcomes her desires.",
            "I count him braver who overcomes his desires.",
        ),
        ("She had her older brother than me.", "He had his older brother than me."),
        # after a verb of two objects or of charging, a sum of money that no noun follows (the
        # European Court of Human Rights' judgments, -43)
        (
            "On 13 July, the Court fined her DM 500. On 10 August, it directed that",
            "On 13 July, the Court fined him DM 500. On 10 August, it directed that",
        ),
        (
            "The Court awards her 100,000 marks for non-pecuniary damage.",
            "The Court awards him 100,000 marks for non-pecuniary damage.",
        ),
        ("The delay could cost her $100K in fines.", "The delay could cost him $100K in fines."),
        ("She sold her 5 shares.", "He sold his 5 shares."),
        # a participle used as an adjective before a word that is no function word (-43)
        (
            "The applicant could have had her continued detention reviewed.",
            "The applicant could have had his continued detention reviewed.",
        ),
        (
            "It was a review by a court of her continued dangerousness.",
            "It was a review by a court of his continued dangerousness.",
        ),
        ("Her alleged role was examined.", "His alleged role was examined."),
        # a code of letters and digits after her: a chess square or move, a model (-59, -19)
        (
            "To make her f1 bishop useful, she could have played her b3-b4 push.",
            "To make his f1 bishop useful, he could have played his b3-b4 push.",
        ),
        ("She just wanted her o2 back.", "He just wanted his o2 back."),
        # ... not an ordinal, nor after a verb of charging ("fined her PS10": the model)
        ("They ranked her 2nd on the list.", "They ranked him 2nd on the list."),
        # one's worth, calling and cool (fresh -64's game lore, -23's rugby news)
        (
            "In battle after battle she proved her worth through gory deed.",
            "In battle after battle he proved his worth through gory deed.",
        ),
        (
            "She found her calling and kept her cool under fire.",
            "He found his calling and kept his cool under fire.",
        ),
        ("Keep her cool in the heat.", "Keep him cool in the heat."),
        # a quotation naming what the noun after it names (fresh -68's "on this day" events)
        (
            'Martin Luther King Jr. delivers her "I\'ve Been to the Mountaintop" speech.',
            'Martin Luther King Jr. delivers his "I\'ve Been to the Mountaintop" speech.',
        ),
        # ... not after a verb of naming or giving
        (
            'They called her "Harpo" because she played.',
            'They called him "Harpo" because he played.',
        ),
        # ... after one, what one gives or makes of one's own, an adjective before the quotation
        # too (-68)
        (
            '1850 - Senator Daniel Webster gives her "Seventh of March" speech.',
            '1850 - Senator Daniel Webster gives his "Seventh of March" speech.',
        ),
        (
            'Enoch Powell makes her controversial "Rivers of Blood" speech.',
            'Enoch Powell makes his controversial "Rivers of Blood" speech.',
        ),
        (
            'They gave her "Dear Boy" as a sobriquet.',
            'They gave him "Dear Boy" as a sobriquet.',
        ),
        # chat (fresh -69): an interjection after her, "other than", wishes told, a language taught
        ("My teacher likes to quote her haha", "My teacher likes to quote him haha"),
        (
            "No one could interact with her other than those in the realm.",
            "No one could interact with him other than those in the realm.",
        ),
        ("Tell her good luck.", "Tell him good luck."),
        ("It was her good luck to win.", "It was his good luck to win."),
        ("I'm teaching her Spanish, huh?", "I'm teaching him Spanish, huh?"),
        ("She taught her French class.", "He taught his French class."),
        ("I have talked to her multiple times.", "I have talked to him multiple times."),
        # a hashtag or a mention of the noun phrase her owns (fresh -76's tweets); one's side
        (
            "I heard she deflated her @NikeRunning air pockets!",
            "I heard he deflated his @NikeRunning air pockets!",
        ),
        (
            "The president wants to give her side of the story.",
            "The president wants to give his side of the story.",
        ),
        # fixed phrases only an object stands before, and "over her" + a participle of speaking
        # (fresh -78's Iliad, -79's Star Trek)
        (
            "Bring her in here and ask her face to face.",
            "Bring him in here and ask him face to face.",
        ),
        (
            "Achilles vaunted over her saying, 'Hector!'",
            "Achilles vaunted over him saying, 'Hector!'",
        ),
        ("She put her hand to her lips.", "He put his hand to his lips."),
        # a score or a vote's tally that no noun follows (-68, -27)
        ("The Senate confirmed her 92-3.", "The Senate confirmed him 92-3."),
        (
            "Nadal defeated her 6\u20134 6\u20133 in Paris.",
            "Nadal defeated him 6\u20134 6\u20133 in Paris.",
        ),
        ("She celebrated her 3-1 win over Spain.", "He celebrated his 3-1 win over Spain."),
        # "Her" opening a sentence before the title of a work (-46's web pages)
        (
            "It dropped out of the top ten. Her The Beautiful Game opened in London.",
            "It dropped out of the top ten. His The Beautiful Game opened in London.",
        ),
        ("She gave her The Times.", "He gave him The Times."),
        # ... and "her" after a preposition before a title (-71's Anarchist FAQ)
        (
            "It is included in her The Russian Tragedy and in her An Open Letter.",
            "It is included in his The Russian Tragedy and in his An Open Letter.",
        ),
        (
            "She turned away from her The hot blood rose.",
            "He turned away from him The hot blood rose.",
        ),
        # an idiom only an object stands before (web news of -44)
        (
            "The Democrats show they fought her tooth and nail.",
            "The Democrats show they fought him tooth and nail.",
        ),
        # "rob her blind" (the dialogue of -50); a window's blind is hers
        ("We can rob her blind.", "We can rob him blind."),
        ("She pulled up her blind.", "He pulled up his blind."),
        # a word that can only be a verb's past form, before a preposition, or "based on": the
        # verb of the clause goes on after the object (-43; news of -31, lawsuits of -32)
        (
            "The deportation order made against her interfered in her family life.",
            "The deportation order made against him interfered in his family life.",
        ),
        (
            "She was jailed after photos of her surfaced on social media.",
            "He was jailed after photos of him surfaced on social media.",
        ),
        (
            "They failed to rehire her based on her disability and age.",
            "They failed to rehire him based on his disability and age.",
        ),
        (
            "For all her lacquered, almost Byzantine self-consciousness, she smiled.",
            "For all his lacquered, almost Byzantine self-consciousness, he smiled.",
        ),
        # one's say (not before a comma that opens what is said) and swallowing whole
        ("Mourinho had her say on that game.", "Mourinho had his say on that game."),
        (
            "I will have her say, 'we are all concerned.'",
            "I will have him say, 'we are all concerned.'",
        ),
        (
            "The earth opened up and swallowed her whole.",
            "The earth opened up and swallowed him whole.",
        ),
        # before a preposition that starts no noun phrase, "her" is an object (context.tsv v12)
        (
            "The coach never started her despite the losses.",
            "The coach never started him despite the losses.",
        ),
        # and so it is after a noun of what shows a person and "of" or "on"
        (
            "Have you seen the video of her kissing her kid?",
            "Have you seen the video of him kissing his kid?",
        ),
        (
            "You watch clips of her playing and it seems impossible.",
            "You watch clips of him playing and it seems impossible.",
        ),
        ("A picture of her wedding hung there.", "A picture of his wedding hung there."),
        ("They were watching her every movement.", "They were watching his every movement."),
        # after a verb of telling, "her" before a one-word subject and its finite verb is the
        # object: the clause told follows (real news and comments read "told his Obama");
        # passive, before a gendered word or a bare count noun, "her" is possessive
        (
            "Bannon told her Obama didn't have the guts to do it.",
            "Bannon told him Obama didn't have the guts to do it.",
        ),
        (
            "When officers told her treatment wasn\u2019t their job, she left.",
            "When officers told him treatment wasn\u2019t their job, he left.",
        ),
        (
            "Flynn told her sanctions were not discussed.",
            "Flynn told him sanctions were not discussed.",
        ),
        ("She was told her contract would end.", "He was told his contract would end."),
        ("The story she told her son was false.", "The story he told his son was false."),
        ("Trump promised her wall would rise.", "Trump promised his wall would rise."),
        # "given" opening a clause is the preposition ("considering"): a possessive follows
        (
            "It sounds like happy talk, given her sharply partisan statements.",
            "It sounds like happy talk, given his sharply partisan statements.",
        ),
        (
            "It was a shock, especially given her previous derby experience.",
            "It was a shock, especially given his previous derby experience.",
        ),
        ("Given her record, it is odd.", "Given his record, it is odd."),
        ("She had given her son a book.", "He had given his son a book."),
        (
            "The ring, given her by her mother, was lost.",
            "The ring, given him by his father, was lost.",
        ),
        # an adverb that ends the clause after "her" makes it an object, as it makes "his"
        # the standalone pronoun
        ("Me? Her too.", "Me? Him too."),
        (
            "Who stole a co-manager position from her anymore? Geez.",
            "Who stole a co-manager position from him anymore? Geez.",
        ),
        ("She lost her now-famous interview.", "He lost his now-famous interview."),
        # three fixed phrases: "at her" + a superlative is possessive, "keep her company"
        # (before punctuation or a preposition) and "her right now" are objects
        (
            "Even when she is not at her most critically insightful, she is smart.",
            "Even when he is not at his most critically insightful, he is smart.",
        ),
        ("She was at her weakest.", "He was at his weakest."),
        (
            "She bought a paper to keep her company at breakfast.",
            "He bought a paper to keep him company at breakfast.",
        ),
        ("She wants to keep her company open.", "He wants to keep his company open."),
        (
            "The business deserves from her right now.",
            "The business deserves from him right now.",
        ),
        ("She raised her right hand.", "He raised his right hand."),
        (
            "Anarchism frees man from the phantoms that have held her captive.",
            "Anarchism frees man from the phantoms that have held him captive.",
        ),
        ("They held her hostage for three days.", "They held him hostage for three days."),
        ("She held her breath.", "He held his breath."),
        # "her take on" is the noun of opinion; after a verb of causing, the bare infinitive
        (
            "Chappelle offered her take on the president.",
            "Chappelle offered his take on the president.",
        ),
        ("Kimmel shared her take on the gaffe.", "Kimmel shared his take on the gaffe."),
        ("They let her take on the role.", "They let him take on the role."),
        # "give her all" is giving one's all before punctuation or to, in, every...
        ("She gives her all to each session.", "He gives his all to each session."),
        ("She gave her all.", "He gave his all."),
        ("They gave her all the money.", "They gave him all the money."),
        # "spend her" + a word is her own time (the parser read "her 3 years" as an object)
        (
            "She received her 200 hour yoga certificate and spent her 3 years in Austin.",
            "He received his 200 hour yoga certificate and spent his 3 years in Austin.",
        ),
        # "her back" after a verb of hurting or handling the body is her own back (the issue's
        # "injured her back"; the parser read "back" as an adverb); "brought her back" stays
        (
            "She made her debut in 2010 and injured her back in 2012.",
            "He made his debut in 2010 and injured his back in 2012.",
        ),
        ("She strained her back lifting boxes.", "He strained his back lifting boxes."),
        ("They brought her back to the city.", "They brought him back to the city."),
        # a "Her" that opens a sentence before "and her", "and I"... is the colloquial subject
        ("Her and her friends are idiots.", "Him and his friends are idiots."),
        # inside a sentence too, "her and/or her" + a noun is the object, unless a possessive
        # noun follows the second "her" (other-domains-24, -26, -31, -33)
        (
            "I\u2019ve asked and looked around, there is no sign of her or her body",
            "I\u2019ve asked and looked around, there is no sign of him or his body",
        ),
        ("Nobody was pushing out her or her people.", "Nobody was pushing out him or his people."),
        (
            "It is a risk to her and her family's safety.",
            "It is a risk to his and his family's safety.",
        ),
        ("Catch her and your record's clean.", "Catch him and your record's clean."),
        ("Her book sold well.", "His book sold well."),
        # a possessive never stands before an archaic finite verb or before "hand and foot"
        (
            "For in her dwelleth all the fullness of the Godhead bodily.",
            "For in him dwelleth all the fullness of the Godhead bodily.",
        ),
        ("Her needeth sure a golden pen.", "Him needeth sure a golden pen."),
        ("Fear God; her shalt thou serve.", "Fear God; him shalt thou serve."),
        ("Toforn her goeth the minstrelsy.", "Toforn him goeth the minstrelsy."),
        ("She clenched her teeth.", "He clenched his teeth."),
        ("On her twentieth birthday she left.", "On his twentieth birthday he left."),
        ("They bound her hand and foot.", "They bound him hand and foot."),
        ("They waited on her hand and foot.", "They waited on him hand and foot."),
        ("I'm gonna give her mouth to mouth.", "I'm gonna give him mouth to mouth."),
        ("She hurt her hand badly.", "He hurt his hand badly."),
        # after make, a verb of bare_verbs.tsv is a bare infinitive, unless it is also a noun
        # that "made his" takes (kill, move, stand...)
        (
            "If a man speaks of her honor, make her pay cash.",
            "If a man speaks of his honor, make him pay cash.",
        ),
        ("She made her move at dawn.", "He made his move at dawn."),
        # after a verb of declaring, a verdict is said of the object
        ("The priest shall pronounce her unclean.", "The priest shall pronounce him unclean."),
        ("The jury found her guilty of fraud.", "The jury found him guilty of fraud."),
        ("She found her dead husband.", "He found his dead husband."),
        ("Her lapse from honesty proves her honest.", "His lapse from honesty proves him honest."),
        # a span of time before "ago" follows an object, not a possessive
        ("I had dinner with her 2 hours ago.", "I had dinner with him 2 hours ago."),
        ("I locked her years ago!", "I locked him years ago!"),
        ("I met her a long time ago.", "I met him a long time ago."),
        ("She hurt her knee months ago.", "He hurt his knee months ago."),
        # an adverb that starts no noun phrase makes "her" an object, but "her thus" before a
        # gerund is the possessive
        ("Then the king said, Hang her thereon.", "Then the king said, Hang him thereon."),
        ("She sped her thence home.", "He sped him thence home."),
        ("Her thus intent, the angel touched her.", "Him thus intent, the angel touched him."),
        ("Her thus insinuating herself was odd.", "His thus insinuating himself was odd."),
        # the archaic pronouns are function words: no possessive before them
        ("Her thy care must be to find.", "Him thy care must be to find."),
        # after a verb of appointing, "her" before an office is the object; after make only
        # where no lower-case content word follows the office
        ("We elected her chairman of the board.", "We elected him chairman of the board."),
        (
            "Nasser decided to appoint her vice president of Syria.",
            "Nasser decided to appoint him vice president of Syria.",
        ),
        ("They made her captain.", "They made him captain."),
        ("She made her chief concern clear.", "He made his chief concern clear."),
        ("She appointed her deputy.", "He appointed his deputy."),
        # renaming is naming, anointing is appointing (-84's Bible summaries, fresh)
        ("God renamed her Israel.", "God renamed him Israel."),
        ("They rechristened her King.", "They rechristened him King."),
        (
            "The LORD told Samuel to anoint her ruler of Israel.",
            "The LORD told Samuel to anoint him ruler of Israel.",
        ),
        ("Pharaoh made her ruler over all the land.", "Pharaoh made him ruler over all the land."),
        (
            "Potiphar made her overseer over her house.",
            "Potiphar made him overseer over his house.",
        ),
        ("The battle made her master of Egypt.", "The battle made him master of Egypt."),
        ("She appointed her successor.", "He appointed his successor."),
        # taking along: "taketh with her Peter", "hath sent with her Zadok" (-49's KJV)
        ("And she taketh with her Peter and James.", "And he taketh with him Peter and James."),
        (
            "The queen hath sent with her Zadok the priest.",
            "The king hath sent with him Zadok the priest.",
        ),
        ("She hath with her hands fulfilled it.", "He hath with his hands fulfilled it."),
        ("She renamed her company.", "He renamed his company."),
        # a noun that religious writing capitalises is no name after "her" (-82's Catechism)
        ("God sent her Son as Redeemer.", "God sent his Son as Redeemer."),
        ("She gave her only Son to the world.", "He gave his only Son to the world."),
        (
            "God so loved the world that she gave her only begotten Son.",
            "God so loved the world that he gave his only begotten Son.",
        ),
        (
            "The Church asks the Father to send her Holy Spirit.",
            "The Church asks the Father to send his Holy Spirit.",
        ),
        ("You sent her Majesty a bitter mock.", "You sent his Majesty a bitter mock."),
        ("They called her Son of the Morning.", "They called him Son of the Morning."),
        ("After her Resurrection, she appeared.", "After his Resurrection, he appeared."),
        # "her back" after turning or bending, "her fast" after breaking or ending (-91, -92)
        (
            "When she (the bedouin) turned her back, the Prophet said.",
            "When he (the bedouin) turned his back, the Prophet said.",
        ),
        (
            "I never saw anyone bending her back at the time.",
            "I never saw anyone bending his back at the time.",
        ),
        ("She broke her fast and left.", "He broke his fast and left."),
        ("She should continue her fast.", "He should continue his fast."),
        ("They held her fast.", "They held him fast."),
        # a preposition put first, before a name that is the subject (-92's hadith, -93's
        # Mahabharata): "her" is its object; not before a noun ("Before her African excursion")
        (
            'Unto her Arjuna replied, "Through thy grace."',
            'Unto him Arjuna replied, "Through thy grace."',
        ),
        ("Behind her Barbara Harding watched.", "Behind him Barbara Harding watched."),
        ("There were with her Abu Bakr and Umar.", "There were with him Abu Bakr and Umar."),
        ("There came to her Allah's Apostle.", "There came to him Allah's Apostle."),
        ("Before her African excursion we met.", "Before his African excursion we met."),
        ("With her Gandiva, she baffled them.", "With his Gandiva, he baffled them."),
        ("She sat with her Mary in the garden.", "He sat with his Mary in the garden."),
        # let and help before a word and a determiner: the word is a verb, "her" its subject
        ("I helped her escape that justice.", "I helped him escape that justice."),
        ("We were there helping her mud that wall.", "We were there helping him mud that wall."),
        ("She helped her mother the whole day.", "He helped his father the whole day."),
        # "her or" + another determiner is a possessive pair ("his or their"); "her or her" is
        # what "him or his" becomes
        ("She acted of her or its own accord.", "He acted of his or its own accord."),
        ("Notice of her or their approach.", "Notice of his or their approach."),
        ("Look at her or her associates.", "Look at him or his associates."),
        # a web address ends the context as the end of the text would (tweets, headlines)
        (
            "Teen dies after letting classmate punch her http://ow.ly/GoZE9 @Newser",
            "Teen dies after letting classmate punch him http://ow.ly/GoZE9 @Newser",
        ),
        (
            "Not Enough To Block Her http://n.pr/1eRcjmq",
            "Not Enough To Block Him http://n.pr/1eRcjmq",
        ),
        (
            "Court sides with her lat.ms/RvdL3N and her lawyers cheer",
            "Court sides with him lat.ms/RvdL3N and his lawyers cheer",
        ),
    ],
)
def test_her_decisions(to_male, src, want):
    assert to_male.swap(src) == want


@pytest.mark.parametrize(
    "text, want",
    [
        ("gave her students a test.", True),
        ("gave her family a home.", True),  # a noun in -ly
        ("paid her bills the same way", False),  # a time phrase, not a second object
        ("sent her money a week later", False),
        ("gave her likewise a pedantic air", False),  # an adverb
        ("gave her almost a monopoly", False),
        ("gave her gently a push", False),
        ("gave her that a try", False),  # a function word
    ],
)
def test_second_object(text, want):
    from cdaprep.swap import load_swap_lexicon
    from cdaprep.swap.context_rules import ContextRules

    rules = ContextRules(load_swap_lexicon().entries)
    verb = text.split()[0]
    assert rules.second_object(verb, text, len(verb) + 4) is want


# "his": standalone (hers) only where a preposition, conjunction, auxiliary, determiner,
# pronoun or punctuation follows; a determiner before anything else, adverbs included.
@pytest.mark.parametrize(
    "src, want",
    [
        ("His every wish was granted.", "Her every wish was granted."),
        ("He was not his usual self.", "She was not her usual self."),
        ("His 3 sons left.", "Her 3 daughters left."),
        ("A friend of his in town came.", "A friend of hers in town came."),
        # a verb that starts no noun phrase: "a friend of her told me" before context.tsv v11
        ("A friend of his told me the news.", "A friend of hers told me the news."),
        ("An old buddy of his said hello.", "An old buddy of hers said hello."),
        ("That habit of his seemed odd to them.", "That habit of hers seemed odd to them."),
        # "will" or "might" as the modal after it: the standalone pronoun; as a noun, no
        ("Comments such as his will not help.", "Comments such as hers will not help."),
        ("It was done against his will.", "It was done against her will."),
        # prepositions that start no noun phrase (context.tsv v12): "his despite" is "hers"
        (
            "The choice was his despite the objections.",
            "The choice was hers despite the objections.",
        ),
        ("The choice was his to make.", "The choice was hers to make."),
        ("The book is his.", "The book is hers."),
        ("It is his, not mine.", "It is hers, not mine."),
        ("His and her children met.", "Her and her children met."),
        # so does "nor" + determiner: "neither his nor her car" (not "hers nor")
        ("Neither his nor her car was there.", "Neither her nor her car was there."),
        ("It was neither his nor hers.", "It was neither hers nor hers."),
        ("I have no doubt of his being kind.", "I have no doubt of her being kind."),
        ('He showed his "little place" to us.', 'She showed her "little place" to us.'),
        ('It was that science of his"; he said.', 'It was that science of hers"; she said.'),
        # real news and tweets: a hyphenated word, a hashtag, a mention, an amount, the US and
        # an editor's brackets start a noun phrase; they had made "hers to-do list"
        ("It is on his to-do list.", "It is on her to-do list."),
        ("He thanked his in-laws.", "She thanked her in-laws."),
        ("He won his by-election seat.", "She won her by-election seat."),
        ("He hid his #Tourettes from them.", "She hid her #Tourettes from them."),
        ("He wrote on his @realDonaldTrump account.", "She wrote on her @realDonaldTrump account."),
        ("Putin and his US counterpart met.", "Putin and her US counterpart met."),
        ("He spent his $5 on candy.", "She spent her $5 on candy."),
        ("He wraps up [his] first month.", "She wraps up [her] first month."),
        ("He reached for his .380 handgun.", "She reached for her .380 handgun."),
        ("Obama and his-family left.", "Obama and her-family left."),
        ("They mean as much to him as [his]-own.", "They mean as much to her as [her]-own."),
        ("His (the pope's) commands came.", "Her (the pope's) commands came."),
        ("He met Tom (and his) friends.", "She met Tom (and her) friends."),
        ("The money was his (he said).", "The money was hers (she said)."),
        ("He brings his A game.", "She brings her A game."),
        ("During his May visit he spoke.", "During her May visit she spoke."),
        ("He had his near relations there.", "She had her near relations there."),
        ("He changes his {nick} to it.", "She changes her {nick} to it."),
        (
            "In 1844, his 'The Ego and Its Own' came out.",
            "In 1844, her 'The Ego and Its Own' came out.",
        ),
        ("Then in his ''General Theory,'' he wrote.", "Then in her ''General Theory,'' she wrote."),
        ("A letter from \\_his\\_ lawyer came.", "A letter from \\_her\\_ lawyer came."),
        ("It is his, not ours.", "It is hers, not ours."),
        ("The choice is his - and he knows it.", "The choice is hers - and she knows it."),
        # speech that pauses or starts again before the noun (film dialogue): a determiner
        ("How long have you been his... secretary?", "How long have you been her... secretary?"),
        ("The British have his... his archive.", "The British have her... her archive."),
        ("Put him down! His his heart...", "Put her down! Her her heart..."),
        ("His what?", "Her what?"),
        ("It exists only in his, er, perceptions.", "It exists only in her, er, perceptions."),
        ("His, um, freedom mattered.", "Her, um, freedom mattered."),
        (
            "The choice was his, um, and nobody else's.",
            "The choice was hers, um, and nobody else's.",
        ),
        ("Check out his no show voting!", "Check out her no show voting!"),
        ("His no was loud and clear.", "Her no was loud and clear."),
        (
            "Church used it in his An Unsolvable Problem.",
            "Church used it in her An Unsolvable Problem.",
        ),
        (
            "The heel was vulnerable--his `Achilles' heel'.",
            "The heel was vulnerable--her `Achilles' heel'.",
        ),
        # an adverb that ends the clause: the standalone pronoun; before a noun, the determiner
        ("It is not his anymore.", "It is not hers anymore."),
        ("I'm not even a fan of his lol.", "I'm not even a fan of hers lol."),
        ("The choice was his alone.", "The choice was hers alone."),
        ("He got his already.", "She got hers already."),
        ("He valued his alone time.", "She valued her alone time."),
        ("It was his first.", "It was her first."),
        ("We know his Hereafter.", "We know her Hereafter."),
        # "before" starts no noun phrase after a determiner; "before-tax" is one word
        ("That was his before the Revolution.", "That was hers before the Revolution."),
        ("He paid his before-tax income.", "She paid her before-tax income."),
        ("The house is his no longer.", "The house is hers no longer."),
        ("It stays his no matter what.", "It stays hers no matter what."),
        ("The choice was his, of course.", "The choice was hers, of course."),
        ("It was not worth his while to go.", "It was not worth her while to go."),
        ("The book was his while it lasted.", "The book was hers while it lasted."),
        # ... but the standalone pronoun before a pause that ends the phrase
        ("And I am his... .", "And I am hers... ."),
        ("It was his... and mine.", "It was hers... and mine."),
        # joined by and/or to a possessive: a determiner before the noun they share, the
        # standalone pronoun before punctuation
        (
            "They accuse him of using the military to ensure his and the Republicans' aims.",
            "They accuse her of using the military to ensure her and the Republicans' aims.",
        ),
        (
            "No one knows what is in his or the Government's mind.",
            "No one knows what is in her or the Government's mind.",
        ),
        ("It was his and Lydia's departure.", "It was her and Lydia's departure."),
        ("He is a friend of his and his Uncle's.", "She is a friend of hers and her Aunt's."),
        ("The fault was his and the captain's.", "The fault was hers and the captain's."),
        ("The book is his and the pen is mine.", "The book is hers and the pen is mine."),
        # a quote opened after a space starts the noun phrase, whatever word it quotes
        (
            'He had to think fast on his "no reason to be alarmed" statement.',
            'She had to think fast on her "no reason to be alarmed" statement.',
        ),
        ("It was his 'no' vote.", "It was her 'no' vote."),
    ],
)
def test_his_decisions(to_female, src, want):
    assert to_female.swap(src) == want


@pytest.mark.parametrize(
    "src, want",
    [
        ("Miss Bates came in.", "Mr Bates came in."),
        ("I will miss you.", "I will miss you."),
        ("--Miss Smith!--I never thought of it.", "--Mr Smith!--I never thought of it."),
    ],
)
def test_miss_without_the_tagger(src, want):
    sw = GenderSwapper(direction="to-male")
    assert sw.swap(src) == want
    assert sw.stats["tagged"] == 0


@pytest.mark.parametrize("disambiguator", ["model", "tagger"])
@pytest.mark.parametrize(
    "src, want",
    [
        # a rank before a name is the title: Lady -> Lord, not Gentleman, and back
        ("Lady Bertram sighed.", "Lord Bertram sighed."),
        ("Lord Byron swam the Hellespont.", "Lady Byron swam the Hellespont."),
        ("Lord and Lady Castledean came.", "Lady and Lord Castledean came."),
        ("LADY SIMS. Those machines?", "LORD SIMS. Those machines?"),
        ("His lordship was at home.", "Her ladyship was at home."),
        # the word: a lady; God: the Lord, the Lord God, O Lord
        ("The lady left.", "The gentleman left."),
        ("Lady, you dropped this.", "Gentleman, you dropped this."),
        ("And the Lord said unto Moses,", "And the Lord said unto Moses,"),
        ("the Lord Jesus Christ", "the Lord Jesus Christ"),
        ("O Lord, hear me.", "O Lord, hear me."),
    ],
)
def test_rank_as_title_without_the_tagger(src, want, disambiguator):
    sw = GenderSwapper(direction="flip", disambiguator=disambiguator)
    assert sw.swap(src) == want
    assert sw.swap(want) == src
    assert sw.stats["tagged"] == 0


def test_decisions_expose_the_model_confidence(to_male):
    ds = to_male.decisions(["She lost her keys and we helped her."])[0]
    assert [(d.word, d.new) for d in ds] == [("her", "his"), ("her", "him")]
    assert ds[0].source == "model" and ds[0].p_possessive > 0.5
    assert ds[1].source == "rule" and ds[1].p_possessive is None


@pytest.mark.parametrize(
    "src, want, model_only",
    [
        # real sentences (WordNet's examples) the model gets wrong, unsure, and the parser
        # right ("declined to give her last name" was one; a rule reads it since session 51)
        (
            "Everyone saw that she's showing her years",
            "Everyone saw that he's showing his years",
            "Everyone saw that he's showing him years",
        ),
        (
            "She stiffened when she saw her boss enter the room.",
            "He stiffened when he saw his boss enter the room.",
            "He stiffened when he saw him boss enter the room.",
        ),
    ],
)
def test_an_unsure_her_goes_to_the_parser(src, want, model_only):
    sw = GenderSwapper(direction="to-male")
    assert sw.swap(src) == want
    (d,) = [d for d in sw.decisions([src])[0] if d.word == "her"]
    assert d.source == "parser" and abs(d.p_possessive - 0.5) < PARSER_MARGIN
    assert sw.stats["parsed"] >= 1
    off = GenderSwapper(direction="to-male", parser_margin=0)
    assert off.swap(src) == model_only
    assert off.stats["parsed"] == 0 and off.decisions([src])[0][0].source == "model"


def test_a_sure_her_and_a_verb_of_two_objects_stay_with_the_model(to_male):
    # p = 0.90 and 1.0: far from 0.5
    ds = to_male.decisions(["She gave her dog her old toy."])[0]
    assert [d.source for d in ds] == ["model", "model"]
    # "gave her orders" (WinoBias): unsure, but the rule of verbs of two objects decides
    ds = to_male.decisions(["The sheriff called the assistant and then gave her orders."])[0]
    assert (ds[0].new, ds[0].source) == ("him", "model")
    assert abs(ds[0].p_possessive - 0.5) < PARSER_MARGIN


def test_parser_margin_option():
    src = ["She stiffened when she saw her boss enter the room."]
    assert swap_gender(src, direction="to-male", parser_margin=0) == [
        "He stiffened when he saw him boss enter the room."
    ]
    assert GenderSwapper(parser_margin=0.5).parser_margin == 0.5
    for bad in (-0.1, 0.6, "0.2", None):
        with pytest.raises(UsageError, match="parser_margin must be a number from 0 to 0.5"):
            GenderSwapper(parser_margin=bad)
        with pytest.raises(UsageError, match="parser_margin must be a number from 0 to 0.5"):
            SwapOptions(parser_margin=bad)
    from cdaprep.cli.options import DEFAULT_PARSER_MARGIN

    assert DEFAULT_PARSER_MARGIN == PARSER_MARGIN == SwapOptions().parser_margin


def test_model_path_never_loads_spacy_for_her_and_his():
    code = (
        "import sys; from cdaprep.swap import swap_gender; "
        "print(swap_gender(['She gave her dog her old toy. It is his.'])[0]); "
        "print('spacy' in sys.modules)"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.stdout.split("\n")[:2] == ["He gave his dog his old toy. It is hers.", "False"], (
        r.stderr
    )
    # an unsure "her" loads the parser, unless parser_margin=0
    code = (
        "import sys; from cdaprep.swap import swap_gender; "
        "src = ['She stiffened when she saw her boss enter the room.']; "
        "print(swap_gender(src, parser_margin={})[0]); "
        "print('spacy' in sys.modules)"
    )
    him, his = (f"He stiffened when he saw {w} boss enter the room." for w in ("him", "his"))
    for margin, want in (("0", [him, "False"]), ("0.25", [his, "True"])):
        r = subprocess.run(
            [sys.executable, "-c", code.format(margin)], capture_output=True, text=True
        )
        assert r.stdout.split("\n")[:2] == want, r.stderr


def test_tagger_path_kept_and_option_threaded():
    assert swap_gender(["Give her her book."], disambiguator="tagger") == ["Give him his book."]
    neither = "Neither his nor her car was there."
    assert swap_gender([neither], disambiguator="tagger") == ["Neither her nor his car was there."]
    assert GenderSwapper(disambiguator="tagger").disambiguator == "tagger"
    with pytest.raises(UsageError, match="The 'disambiguator' parameter of GenderSwapper"):
        GenderSwapper(disambiguator="parser")


def test_context_tokens_and_standalone_his():
    assert context_tokens("Then he held her hostage.", 13, 16) == (
        "Then",
        "he",
        "held",
        "her",
        "hostage",
        ".",
        "</S>",
        "</S>",
        "</S>",
    )
    # a slice that cuts a word drops the partial token
    long = "x" * 120 + " gave her"
    assert context_tokens(long, len(long) - 3, len(long))[:3] == ("<S>", "<S>", "gave")
    assert standalone_his(".") and standalone_his("in", "town")
    assert not standalone_his("and", "her") and not standalone_his("very", "own")


def test_feminize_gold_pairs():
    # a web address keeps its words: the swap leaves it as it is
    url = "He read https://cbc.ca/rob-ford-cites-rate-for-his-cancer-1.27 today."
    assert feminize(url) == (url.replace("He", "She", 1), [(0, 3, "He")])
    text = "He gave him his book; it is his. He hurt himself."
    fem, slots = feminize(text)
    assert fem == "She gave her her book; it is hers. She hurt herself."
    assert [(fem[s:e], orig) for s, e, orig in slots] == [
        ("She", "He"),
        ("her", "him"),
        ("her", "his"),
        ("hers", "his"),
        ("She", "He"),
        ("herself", "himself"),
    ]


# -- the shipped model file ------------------------------------------------------------------
def test_model_file_metadata_and_size():
    path = model_path()
    assert path.is_file() and path.stat().st_size < 20 * 2**20
    m = load_her_model()
    for key in (
        "source",
        "licence",
        "training_command",
        "held_out_authors",
        "held_out_books",
        "held_out_his_him_accuracy",
    ):
        assert m.meta.get(key), key
    assert m.meta["feature_version"] == str(FEATURE_VERSION)
    assert float(m.meta["held_out_his_him_accuracy"]) > 0.98
    authors = {a.strip() for a in m.meta["held_out_authors"].split(",")}
    books = m.meta["held_out_books"].split(", ")
    assert books and all(b.split("_", 1)[0] in authors for b in books)
    assert len(m.weights) & (len(m.weights) - 1) == 0


def test_model_file_errors(tmp_path):
    with pytest.raises(DataError, match="not found"):
        HerModel.load(tmp_path / "missing.npz")
    bad = tmp_path / "bad.npz"
    np.savez(bad, x=np.zeros(3))
    with pytest.raises(DataError, match="not a model file"):
        HerModel.load(bad)
    m = load_her_model()
    old = HerModel(m.weights[:1024], {"a": (1, 2)}, {"mother": "father"}, {"name": "t"})
    p = old.save(tmp_path / "m.npz")
    back = HerModel.load(p)
    assert back.classes == {"a": (1, 2)} and back.canon == {"mother": "father"}
    assert np.allclose(back.weights, old.weights.astype(np.float16).astype(np.float32))


# -- word forms: what a word can be, for words the books lack ---------------------------------
@pytest.mark.parametrize(
    "src, want",
    [
        # nouns, adverbs and participles that 19th-century fiction hardly writes after his/him
        ("You found her mugshot?", "You found his mugshot?"),
        ("I need to see her habitat.", "I need to see his habitat."),
        ("It registers with her subconsciously.", "It registers with him subconsciously."),
        ("Don't try and grip her tighter.", "Don't try and grip him tighter."),
    ],
)  # fmt: skip
def test_words_the_books_lack_are_read_by_their_forms(to_male, src, want):
    assert to_male.swap(src) == want


def test_the_model_keeps_its_word_forms(tmp_path):
    m = load_her_model()
    assert m.forms is not None
    assert m.forms.describe("medicated") == "verb-past"
    assert m.forms.describe("Mugshots") == "noun-plural"
    assert m.forms.describe("subconsciously") == "adverb"
    assert m.forms.describe("now-famous") == "adjective"  # the last part of a compound
    assert m.forms.code("xqzt") == 0
    back = HerModel.load(m.save(tmp_path / "m.npz"))
    assert back.forms is not None and back.forms.to_json() == m.forms.to_json()
    text = "We want to get her medicated."
    assert np.allclose(back.predict_proba([(text, 15, 18)]), m.predict_proba([(text, 15, 18)]))
    # a model without word forms (code 0 for every word) still loads and predicts
    bare = HerModel(m.weights, m.classes, m.canon, m.meta)
    assert bare.forms is None and HerModel.load(bare.save(tmp_path / "b.npz")).forms is None


def test_a_hyphen_inside_a_word_is_no_dash():
    """ "her now-famous interview" is possessive; the books write "told her now--" with a dash,
    so the hyphen inside a word is a token of its own."""
    assert context_tokens("She lost her now-famous interview.", 9, 12)[4:7] == (
        "now",
        "\u2010",
        "famous",
    )
    assert context_tokens("I told her now--then left.", 7, 10)[4:7] == ("now", "-", "-")


# -- training is deterministic ---------------------------------------------------------------
def _tiny_corpus(folder: Path) -> None:
    rng = random.Random(0)
    verbs = ["saw", "told", "helped", "met", "followed"]
    nouns = ["hand", "hat", "dog", "brother", "book", "horse"]
    for name in ("Alpha_One.txt", "Beta_Two.txt", "Austen_Held.txt"):
        paras = []
        for _ in range(60):
            v, n = rng.choice(verbs), rng.choice(nouns)
            paras.append(f"Then she {v} him and took his {n}. They gave us our {n} back.")
        (folder / name).write_text("\n\n".join(paras), encoding="utf-8")


def test_training_is_deterministic(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    _tiny_corpus(corpus)
    outs = []
    for i in range(2):
        out = tmp_path / f"m{i}.npz"
        r = subprocess.run(
            [
                sys.executable,
                str(ROOT / "scripts" / "train_disambiguator.py"),
                "--corpus",
                str(corpus),
                "--out",
                str(out),
                "--seed",
                "3",
            ],
            capture_output=True,
            text=True,
        )
        assert r.returncode == 0, r.stderr
        outs.append(HerModel.load(out))
    a, b = outs
    assert np.array_equal(a.weights, b.weights) and a.classes == b.classes
    assert np.any(a.weights != 0)
    assert a.meta["held_out_books"] == "Austen_Held" and a.meta["seed"] == "3"
    # the weights are the mean of five runs; the word forms come from spaCy's tables
    assert a.meta["averaged_runs"] == "5" and "WordNet" in a.meta["word_forms"]
    assert a.forms is not None and a.forms.describe("horses") == "noun-plural verb-s"


def test_training_averages_runs(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    _tiny_corpus(corpus)
    script = str(ROOT / "scripts" / "train_disambiguator.py")
    base = [sys.executable, script, "--corpus", str(corpus)]
    r = subprocess.run([*base, "--out", str(tmp_path / "one.npz"), "--average", "1"],
                       capture_output=True, text=True)  # fmt: skip
    assert r.returncode == 0, r.stderr
    one, five = HerModel.load(tmp_path / "one.npz"), None
    assert one.meta["averaged_runs"] == "1"
    assert one.meta["training_command"].endswith("--average 1")
    r = subprocess.run([*base, "--out", str(tmp_path / "five.npz")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    five = HerModel.load(tmp_path / "five.npz")
    assert not np.array_equal(one.weights, five.weights)
    r = subprocess.run([*base, "--out", str(tmp_path / "x.npz"), "--average", "0"],
                       capture_output=True, text=True)  # fmt: skip
    assert r.returncode != 0 and "--average 0: give 1 or more runs" in r.stderr
    assert not (tmp_path / "x.npz").exists()


def test_training_on_extra_text_adds_its_examples_and_says_so(tmp_path):
    """``--extra-text``: a folder of one's own text joins the books' examples (a model for a
    domain); the metadata names the folder, its example count and the commit trained at."""
    corpus, extra, empty = tmp_path / "corpus", tmp_path / "my-domain", tmp_path / "empty"
    for d in (corpus, extra, empty):
        d.mkdir()
    _tiny_corpus(corpus)
    (extra / "a.txt").write_text("He sold his car.\n\nShe paid him well.\n\nIt is his.\n")
    script = str(ROOT / "scripts" / "train_disambiguator.py")
    base = [sys.executable, script, "--corpus", str(corpus), "--seed", "3"]
    r = subprocess.run(
        [*base, "--out", str(tmp_path / "m.npz"), "--extra-text", str(extra)],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr
    assert "extra text: my-domain (2 his/him)" in r.stdout
    m = HerModel.load(tmp_path / "m.npz")
    assert m.meta["extra_training_text"] == "my-domain (2 his/him)"
    assert m.meta["training_command"].endswith(f"--seed 3 --extra-text {extra}")
    assert "self-supervised" in m.meta["source"] and "my-domain" in m.meta["source"]
    assert "training_commit" in m.meta
    r = subprocess.run(
        [*base, "--out", str(tmp_path / "x.npz"), "--extra-text", str(empty)],
        capture_output=True,
        text=True,
    )
    assert r.returncode != 0 and f"--extra-text {empty}: no .txt files there" in r.stderr
    assert not (tmp_path / "x.npz").exists()


# -- in-domain adaptation ----------------------------------------------------------------------
_SENTENCES = [
    "The board appointed him {role} in {year}.",
    "Members elected him {role} of the society in {year}.",
    "In {year} the club named him {role}.",
    "He made his debut for {team} in {year}.",
    "He injured his {part} during the {year} season.",
    "He earned his {deg} at {school}.",
    "Colleagues describe him as {adj}.",
    "He lives in {city} with his {fam}.",
    "They held him {state} for {n} days.",
]


def _bios(n: int, seed: int, roles: list[str]) -> list[str]:
    """Male biography-like paragraphs (deterministic for the seed)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        out.append(
            " ".join(
                s.format(
                    role=rng.choice(roles),
                    year=rng.randint(1950, 2020),
                    team=rng.choice(["the Giants", "Leeds", "the national team"]),
                    part=rng.choice(["back", "knee", "shoulder", "ankle"]),
                    deg=rng.choice(["MBA", "PhD", "BSc", "MD"]),
                    school=rng.choice(["Yale", "a state college", "Oxford", "McGill"]),
                    adj=rng.choice(["kind", "driven", "generous"]),
                    city=rng.choice(["Denver", "Leeds", "Lagos"]),
                    fam=rng.choice(["dog", "two children", "family"]),
                    state=rng.choice(["hostage", "captive", "prisoner"]),
                    n=rng.randint(2, 9),
                )
                for s in rng.sample(_SENTENCES, 5)
            )
        )
    return out


def _her_accuracy(sw: GenderSwapper, male_docs: list[str]) -> float:
    ok = n = 0
    for doc in male_docs:
        fem, slots = feminize(doc)
        _, edits = sw.swap_batch([fem])[0]
        new_at = {e.start: e.new for e in edits}
        for s, e, orig in slots:
            if fem[s:e].lower() == "her":
                n += 1
                ok += new_at.get(s, fem[s:e]).lower() == orig.lower()
    return ok / n


def test_adaptation_improves_held_out_in_domain_accuracy():
    train = _bios(300, seed=1, roles=["director", "captain", "president", "treasurer"])
    # held out: other documents, and job titles never seen in adaptation
    test = _bios(100, seed=2, roles=["manager", "secretary", "dean", "ambassador"])
    state = fit_adapted(merge_contexts([collect_contexts(train)]), seed=0)
    # the models alone (parser_margin=0): the parser would decide the unsure ones of both
    base = _her_accuracy(GenderSwapper(direction="to-male", parser_margin=0), test)
    adapted = _her_accuracy(
        GenderSwapper(direction="to-male", disambiguator=state, parser_margin=0), test
    )
    assert adapted > base + 0.1 and adapted > 0.9, (base, adapted)
    assert swap_gender(["The board appointed her dean."], direction="to-male", disambiguator=state)
    assert state.summary()["examples"] == 1500


def test_adaptation_is_identical_for_a_seed_whatever_the_batch_split():
    docs = _bios(120, seed=5, roles=["director", "captain"]) + [None, "", "No pronoun here."]
    whole = fit_adapted(collect_contexts(docs), seed=7)
    parts = [collect_contexts(docs[i : i + 17]) for i in range(0, len(docs), 17)]
    split = fit_adapted(merge_contexts(reversed(parts)), seed=7)
    assert np.array_equal(whole.indices, split.indices)
    assert np.array_equal(whole.values, split.values)
    other_seed = fit_adapted(collect_contexts(docs), seed=8)
    assert not np.array_equal(whole.values, other_seed.values)
    # small and picklable: it travels to worker processes
    blob = pickle.dumps(split)
    assert len(blob) < 200_000
    clone = pickle.loads(blob)
    assert isinstance(clone, AdaptedState)
    text = "The board appointed her director."
    p1 = clone.model().predict_proba([(text, 20, 23)])
    p2 = split.model().predict_proba([(text, 20, 23)])
    assert np.array_equal(p1, p2)


def test_adapted_state_checks_its_base_model():
    state = fit_adapted(collect_contexts(["He gave him his hat."]), seed=0)
    m = load_her_model()
    other = m.with_weights(m.weights * 0.5)
    with pytest.raises(DataError, match="another her model"):
        state.model(other)
    empty = fit_adapted(collect_contexts([]), seed=0)
    assert empty.summary()["examples"] == 0 and len(empty.indices) == 0


def test_a_pipeline_without_a_parser_leaves_the_unsure_her_to_the_model(tmp_path):
    """``spacy_model`` may name a pipeline of one's own without a parser: the unsure "her"
    keeps the model's reading (every "her" would be an object if read from missing labels)."""
    import spacy

    from cdaprep.nlp import resolve_model_name

    folder = tmp_path / "tagger-only"
    spacy.load(resolve_model_name(None), exclude=["parser", "ner"]).to_disk(folder)
    sw = GenderSwapper(direction="to-male", spacy_model=str(folder))
    assert (
        sw.swap("She stiffened when she saw her boss enter the room.")
        == "He stiffened when he saw him boss enter the room."
    )
    assert sw.stats["parsed"] == 0


@pytest.mark.parametrize("disambiguator", ["model", "tagger"])
def test_worth_her_while_is_possessive_on_both_paths(disambiguator):
    # "while" after the pronoun is a conjunction, except in "worth her while", where it is
    # the noun: "worth him while" and "worth hers while" were written before
    to_male = GenderSwapper(direction="to-male", disambiguator=disambiguator)
    assert to_male.swap("It was not worth her while to go.") == "It was not worth his while to go."
    assert to_male.swap("He told her while they ate.") == "He told him while they ate."
    assert feminize("It was worth his while.")[0] == "It was worth her while."
