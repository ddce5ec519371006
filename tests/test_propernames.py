"""Names only where they are person names; lexicon words only where they are words (issue 13).

Every table is sentence in -> sentence out (flip). Name partners come from lexicons/names.tsv:
Arthur <-> Ann, Howard <-> Marilyn, Mary <-> James, John <-> Patricia, Frank <-> Brenda,
Austin <-> Claire, Norman <-> Cindy, Ann <-> Arthur, Scott <-> Amy, Martin <-> Anne,
Kimberley <-> Armand, Randall <-> Hazel, Gus <-> Petra, Diana <-> Jimmy, Anne <-> Martin,
Peter <-> Christine, Charles <-> Susan, Donna <-> Kenneth.
"""

from __future__ import annotations

import pytest

from cdaprep.steps.scrub import Scrub
from cdaprep.swap import GenderSwapper
from cdaprep.swap.propernames import REASONS, ProperNames


@pytest.fixture(scope="module")
def names_on() -> GenderSwapper:
    return GenderSwapper(names=True)


@pytest.fixture(scope="module")
def names_off() -> GenderSwapper:
    return GenderSwapper()


# -- names=True ------------------------------------------------------------------------------
NAMES = [
    # acronyms: ALL CAPS in mixed-case text
    ("She earned an MA in History.", "He earned an MA in History."),
    ("He joined the agency (MIA) in 2004.", "She joined the agency (MIA) in 2004."),
    ("She lives in Mobile, AL now.", "He lives in Mobile, AL now."),
    ("JOHN SMITH AND MARY JONES IN DALLAS", "PATRICIA SMITH AND JAMES JONES IN DALLAS"),
    # months
    ("In May 2007 he met Mary.", "In May 2007 she met James."),
    ("In August she left.", "In August he left."),
    ("On the 5th of June he sailed.", "On the 5th of June she sailed."),
    ("From April to June she taught.", "From April to June he taught."),
    ("On the twenty-second of August we left.", "On the twenty-second of August we left."),
    # surname position
    ("Arthur Simon met her.", "Ann Simon met him."),
    ("Howard Thurman wrote it.", "Marilyn Thurman wrote it."),
    ("Howard W. Thurman wrote it.", "Marilyn W. Thurman wrote it."),
    ("HE'S. Howard wrote it.", "SHE'S. Marilyn wrote it."),  # 'S. ends a word: no initial
    ("Howard Thurman spoke. Later Thurman wrote.", "Marilyn Thurman spoke. Later Thurman wrote."),
    # after a nickname in quotes, and so alone elsewhere in the text (WikiText-2, a Perl manual)
    (
        'Michael "Joe" Nathan (born 1974) pitched. Later Nathan signed with Detroit.',
        'Barbara "Alice" Nathan (born 1974) pitched. Later Nathan signed with Detroit.',
    ),  # the nickname is a given name, not the title of a work
    ("Scrutiny Of 'Molly' Party Drug Increases", "Scrutiny Of 'Molly' Party Drug Increases"),
    ('AUTHOR Kirrily "Skud" Robert wrote it.', 'AUTHOR Kirrily "Skud" Robert wrote it.'),
    # after a name of two capitalised parts joined by a hyphen, alone and so elsewhere in the
    # text (news of other-domains-31); not after a title or an epithet of such parts
    (
        "Prosecutor Bed-Ford Claude, who was fired, spoke. Claude did not respond.",
        "Prosecutor Bed-Ford Claude, who was fired, spoke. Claude did not respond.",
    ),
    (
        "Euronext chief Jean-Francois Theodore held talks.",
        "Euronext chief Jean-Francois Theodore held talks.",
    ),
    (
        "My cellmates, Three-Fingered Raul and Bob.",
        "My cellmates, Three-Fingered Agnes and Cassandra.",
    ),
    ("Cardinal-Elector Albert of Mainz came.", "Cardinal-Elector Teresa of Mainz came."),
    # a full name alone in brackets whose first word is no first name, title or English word:
    # the actor after the role (film reviews of -34), not a title before a given name
    (
        "The stranger Cole (Hawthorne James) warns him.",
        "The stranger Cole (Hawthorne James) warns her.",
    ),
    (
        "He called him (Uncle Charles) or (Oom Charles).",
        "She called her (Aunt Susan) or (Oom Susan).",
    ),
    ("A friend (Mary) met him.", "A friend (James) met her."),
    # a firm: a short capitalised run before a comma and Inc., LLC, Ltd... (Multi-LexSum, -32);
    # not a signature whose lines run together
    (
        "The suit against Tyson Foods, Inc. alleged bias.",
        "The suit against Tyson Foods, Inc. alleged bias.",
    ),
    ("Charlie Rose, Inc. released the DVD.", "Charlie Rose, Inc. released the DVD."),
    ("Geoffrey Palmer President InfoCater, Inc.", "Jeannette Palmer President InfoCater, Inc."),
    # a room named in a capitalised run (Crossfire's signs, -40; a venue of Twain's letters)
    (
        "He pays to enter the Mana Crystal West Room.",
        "She pays to enter the Mana Crystal West Room.",
    ),
    ("He spoke at the Queen's Concert Rooms.", "She spoke at the Queen's Concert Rooms."),
    ("He met Mary in the Room of the inn.", "She met James in the Room of the inn."),
    # a convention or an accord named in a capitalised run (the Court's judgments, -43; a
    # speech of 2016 in news of -17)
    (
        "He cited the Treatment of Prisoners of War (Third Geneva Convention), of punishment.",
        "She cited the Treatment of Prisoners of War (Third Geneva Convention), of punishment.",
    ),
    (
        "In his June Republican National Convention speech he spoke.",
        "In her June Republican National Convention speech she spoke.",
    ),
    ("He signed the Camp David Accords.", "She signed the Camp David Accords."),
    # an award name before a word in lower case that can be a noun and not a verb or adverb
    # (web news of -44; the BBC's news of -23); a person's name before a verb, a function word,
    # an adverb or a particle
    (
        "His film is an indicator of Oscar success, he said.",
        "Her film is an indicator of Oscar success, she said.",
    ),
    (
        '"Oscar voters often vote with their hearts," he added.',
        '"Oscar voters often vote with their hearts," she added.',
    ),
    ("Oscar wants a donkey, he said.", "Gail wants a donkey, she said."),
    ("I consider Oscar a friend, he said.", "I consider Gail a friend, she said."),
    ("He found out about Oscar tonight.", "She found out about Gail tonight."),
    # a nationality word that is also a first name, before a point of the compass (-44's
    # history of Germany's colonies; Tarzan in German East Africa)
    (
        "He fought in German East Africa and in German South-West Africa.",
        "She fought in German East Africa and in German South-West Africa.",
    ),
    ("He ruled Roman North Africa.", "She ruled Roman North Africa."),
    # a name that is also a common word joined by "and"/"or" to a capitalised common word that
    # stands alone: a virtue or abstract noun personified (Crossfire's signs, -40), a show's
    # title; not a kinship word or a title before a surname
    (
        "Valkyrie grants Wisdom and Grace to those who lay trophies upon her altar.",
        "Valkyrie grants Wisdom and Grace to those who lay trophies upon his altar.",
    ),
    (
        "He beat Sex and the City and Will and Grace.",
        "She beat Sex and the City and Will and Grace.",
    ),
    ("Mother and Grace came; she smiled.", "Father and Allen came; he smiled."),
    # a plant in a list after a colon, where capitals say nothing (FLARE's quest, -42)
    (
        "He needs the following: Aloe Vera, Mana Crystal, and Mushrooms.",
        "She needs the following: Aloe Vera, Mana Crystal, and Mushrooms.",
    ),
    # one name joined by an apostrophe to a capitalised part (Wesnoth's campaigns, -33); a
    # possessive stays a name, in capitals too
    (
        "We rose against Al\u2019Tar and visited Dan'Tonk.",
        "We rose against Al\u2019Tar and visited Dan'Tonk.",
    ),
    ("JOHN'S BOOK IS HERE", "PATRICIA'S BOOK IS HERE"),
    ("John's pen", "Patricia's pen"),
    # "May" of a wish with an aside between commas before the verb (-33); not before "said"
    (
        "May Eloh, or whatever god you worship, grant you peace.",
        "May Eloh, or whatever goddess you worship, grant you peace.",
    ),
    # ... or a possessive and what is theirs before the verb (Naev's events, -37)
    ("May Sirichana's wisdom guide you, he said.", "May Sirichana's wisdom guide you, she said."),
    ("May Johnson's wife came in; he left.", "Abel Johnson's husband came in; she left."),
    # ... or any verb's bare form that is no other verb form (Widelands' greeting of -38, the
    # Bible); not a past, an -s form or a verb whose past is its bare form
    ("May Satul warm you, Jundlina! he said.", "May Satul warm you, Jundlina! she said."),
    ("May Yahweh deal kindly with you. He left.", "May Yahweh deal kindly with you. She left."),
    (
        "May Yahweh, your God, be with you. He left.",
        "May Yahweh, your Goddess, be with you. She left.",
    ),
    ("May Sinclair wrote it; he read it.", "Abel Sinclair wrote it; she read it."),
    ("May Smith read the lesson; he left.", "Abel Smith read the lesson; she left."),
    # a case name: before " v. " or " v " with initials and "ex rel." between, after it, and
    # after "In re" (Multi-LexSum, -32); not a match of people written with "vs."
    (
        "See Marisol A. v Giuliani and Kitchen v. Herbert; the court cited Mary.",
        "See Marisol A. v Giuliani and Kitchen v. Herbert; the court cited James.",
    ),
    (
        "Bill M. ex rel William M. v. Nebraska Department of Health ended. In re Carter W. Page.",
        "Bill M. ex rel William M. v. Nebraska Department of Health ended. In re Carter W. Page.",
    ),
    (
        "Instead of Tony Romo vs Tom Brady, John started.",
        "Instead of Crystal Romo vs Bertha Brady, Patricia started.",
    ),
    # the first word of a surname of two words (double_surname) is no given name
    (
        "Composer Andrew Lloyd Webber and lyricist Charles Hart were nominated.",
        "Composer Virginia Lloyd Webber and lyricist Susan Hart were nominated.",
    ),
    (
        "I stand behind Lloyd George every time, said Susan.",
        "I stand behind Lloyd George every time, said Charles.",
    ),
    # post-nominal letters of honours end the name: Andrew is the surname (WikiText-2)
    (
        "Brigadier Leslie Wilton Andrew VC DSO was born in 1897. Andrew joined the army.",
        "Brigadier Leslie Deirdre Andrew VC DSO was born in 1897. Andrew joined the army.",
    ),
    # a work's title after entitled / titled
    (
        "A DVD entitled Brock Lesnar: Here Comes the Pain was released.",
        "A DVD entitled Brock Lesnar: Here Comes the Pain was released.",
    ),
    (
        "a biography entitled Art Ross: The Hockey Legend",
        "a biography entitled Art Ross: The Hockey Legend",
    ),
    # May with a capitalised subject and a verb of wishing is the verb (a wish)
    ("May Yahweh grant you peace.", "May Yahweh grant you peace."),
    ("May Johnson said she would come.", "Abel Johnson said he would come."),
    # a club after the noun club (business_noun)
    (
        "He joined First Division club Preston North End on loan.",
        "She joined First Division club Preston North End on loan.",
    ),
    # a work or a firm after "role in", "author of", "sequel to", "director of"
    ("She was praised for her role in Vera Drake.", "He was praised for his role in Vera Drake."),
    ("She is the managing director of John Lewis.", "He is the managing director of John Lewis."),
    ("He wrote as the author of Jane Eyre.", "She wrote as the author of Jane Eyre."),
    ("He got a role in Mike Nichols' Closer.", "She got a role in Rita Nichols' Closer."),
    (
        "It is the sequel to Ben Stiller comedy Meet The Parents.",
        "It is the sequel to Natalie Stiller comedy Meet The Parents.",
    ),
    (
        "His mother, Ernestine \u201cToni\u201d Charles named him.",
        "Her father, Kristopher \u201cKent\u201d Charles named her.",
    ),  # the surname after the nickname is the evidence of the given name before it
    ('"Mary" John whispered.', '"Mary" Patricia whispered.'),  # no given name before the quote
    ("Ms. Johnson has a degree.", "Mr. Johnson has a degree."),
    ("Johnson said he would go.", "Johnson said she would go."),
    ("Mr. Frank Churchill came.", "Ms. Brenda Churchill came."),
    # after a title, a first name and another that ends the name: given name and surname
    # (both were kept, "Sarah" read as a surname, when the surname was also a first name)
    ("Dr. Sarah Kim is a pediatrician.", "Dr. Kevin Kim is a pediatrician."),
    ("Professor Anne Johnson teaches.", "Professor Martin Johnson teaches."),
    ("House Speaker Paul Ryan said so.", "House Speaker Karen Ryan said so."),
    # and before a middle name ("President John Luella Adams": only the middle name swapped)
    ("President John Quincy Adams spoke.", "President Patricia Luella Adams spoke."),
    ("Mrs. Allan Anne fell.", "Mr. Allan Anne fell."),  # Mrs. Allan: a title of her gender
    ("Mr. Lloyd George spoke.", "Ms. Lloyd George spoke."),  # a surname of two words
    ("Mr. Lloyd Webber spoke.", "Ms. Lloyd Webber spoke."),
    # accented first names read as the lexicon's ("José loves her job": the pronoun flipped
    # and the name did not); not the marks of pronunciation and transliteration ("Kāra")
    (
        "José García is a nurse; José loves his job.",
        "Cynthia García is a nurse; Cynthia loves her job.",
    ),
    ("André met Renée in Lyon.", "Arlene met Derrick in Lyon."),
    (
        "José’s job is hard—José says he loves it.",
        "Cynthia’s job is hard—Cynthia says she loves it.",
    ),
    ("JOSÉ GARCÍA SAID HE WAS BUSY.", "CYNTHIA GARCÍA SAID SHE WAS BUSY."),
    ("Kāra said he would go.", "Kāra said she would go."),
    # a workplace after "works at", a brand of the organisation table
    ("Kathy works at Wendy's on Main Street.", "Harry works at Wendy's on Main Street."),
    ("She works at Charles Schwab in Boston.", "He works at Charles Schwab in Boston."),
    ("He worked at Mary's house for years.", "She worked at James's house for years."),
    (
        "She looked over her work at Gavin as he read.",
        "He looked over his work at Christi as she read.",
    ),
    (
        "She bought it at Harry & David and Eddie Bauer.",
        "He bought it at Harry & David and Eddie Bauer.",
    ),
    ("Mary Ann Evans wrote it.", "James Arthur Evans wrote it."),
    ("Judy O'Grady came.", "Adam O'Grady came."),
    # a double given name of a woman is no name + surname: both halves swap, as above
    ("Sarah Jane was late; Mary Ann said so.", "Kevin Aaron was late; James Arthur said so."),
    ("I met Mary Jane yesterday.", "I met James Aaron yesterday."),
    ("Barbara Lee voted no.", "Michael Lee voted no."),  # Lee is a surname too
    ("He has the smile of Mona Lisa.", "She has the smile of Mona Lisa."),
    # places
    ("She moved to San Antonio.", "He moved to San Antonio."),
    ("He studied at UC San Diego.", "She studied at UC San Diego."),
    ("He moved to Houston.", "She moved to Houston."),
    ("She worked in Austin, Texas.", "He worked in Austin, Texas."),
    ("Austin Dobson is an actor.", "Claire Dobson is an actress."),
    ("He lives in North Carolina.", "She lives in North Carolina."),
    ("She works at a Virginia hospital.", "He works at a Virginia hospital."),
    ("He lives in Jackson, MS.", "She lives in Jackson, MS."),
    ("Richmond, Virginia is her home.", "Richmond, Virginia is his home."),
    ("He went as far as Milan.", "She went as far as Milan."),
    ("She saw Athens and Alexandria.", "He saw Athens and Alexandria."),
    ("the towns of Kent", "the towns of Kent"),
    # organisations and works
    ("He worked for Johnson & Johnson.", "She worked for Johnson & Johnson."),
    # a first name right after a noun of a work or a business names the work or the firm,
    # unless it starts a clause about the work ("the book Mary wrote")
    ("He starred in the film Ray.", "She starred in the film Ray."),
    (
        "Mike Leigh's film Vera Drake won the Golden Lion.",
        "Rita Leigh's film Vera Drake won the Golden Lion.",
    ),
    ("He read the novel Emma twice.", "She read the novel Emma twice."),
    ("The bookmaker William Hill said he lost.", "The bookmaker William Hill said she lost."),
    ("It is the book Mary wrote for him.", "It is the book James wrote for her."),
    ("The company John Smith founded grew.", "The company Patricia Smith founded grew."),
    (
        "She studied at the College of William and Mary.",
        "He studied at the College of William and Mary.",
    ),
    (
        "He studied at the University of Texas at Austin.",
        "She studied at the University of Texas at Austin.",
    ),
    (
        "The Michael Hughes Foundation gave her a grant.",
        "The Michael Hughes Foundation gave him a grant.",
    ),
    ("She was born at St Mary's Hospital.", "He was born at St Mary's Hospital."),
    ('She starred in "Lois the Witch".', 'He starred in "Lois the Witch".'),
    ("He read Bronte's Jane Eyre.", "She read Bronte's Jane Eyre."),
    # titles and nationality words that are census names
    ("The Earl of Derby and Earl Grey met him.", "The Earl of Derby and Earl Grey met her."),
    # Don and Dean are titles before a name, "of" or a particle, and given names alone
    ("My sons, Don and Eric, are here.", "My daughters, Juanita and Anna, are here."),
    ("Terry and Dean are lifelong friends.", "Terry and Audrey are lifelong friends."),
    ("Don Quixote rode his horse.", "Don Quixote rode her horse."),
    ("The Dean of Students met him.", "The Dean of Students met her."),
    ("The cipher of Don de Escoban was his.", "The cipher of Don de Escoban was hers."),
    ("The excellent Don has never forgiven him.", "The excellent Don has never forgiven her."),
    ("The new Dean succeeded him.", "The new Dean succeeded her."),
    ("The noble Earl met him.", "The noble Earl met her."),
    ("They speak German at home.", "They speak German at home."),
    (
        "After his refusal to shake German Chancellor Angela Merkel's hand, he left.",
        "After her refusal to shake German Chancellor Larry Merkel's hand, she left.",
    ),
    ("Norman Mailer wrote it.", "Cindy Mailer wrote it."),
    # people stay people
    ("Mary met John.", "James met Patricia."),
    ("Mary Smith met John Brown.", "James Smith met Patricia Brown."),
    ('"John," she said. "Mary!" he cried.', '"Patricia," he said. "James!" she cried.'),
    # round 7: a place or a work "the <noun> of" a name; but a person's reign, kin or god
    ("Ships pass the Spear of Ivan.", "Ships pass the Spear of Ivan."),
    ("She read the Book of Daniel.", "He read the Book of Daniel."),
    ("In the Reign of Mary he was young.", "In the Reign of James she was young."),
    ("He saw the Son of Mary.", "She saw the Daughter of James."),
    ("He read the Philobiblon of Richard de Bury.", "She read the Philobiblon of Maria de Bury."),
    # a middle name of the other gender is a family name; one of the same gender is a name
    ("Produced by Mary Glenn Krause.", "Produced by James Glenn Krause."),
    ("Mary Ann Evans wrote it.", "James Arthur Evans wrote it."),
    # an animal's body part makes its owner an animal
    ("Roland lifted his head from his paws.", "Roland lifted her head from her paws."),
    ("Each time Bob's hoof landed, John fell.", "Each time Bob's hoof landed, Patricia fell."),
    ("It sat close to Walter, thumping his tail.", "It sat close to Stephanie, thumping her tail."),
    # a likeness, even of a full name; a young John Keats is still John Keats
    ("He became a second Jonas Brown, and worse.", "She became a second Jonas Brown, and worse."),
    ("Here is a Nathan for the modern David.", "Here is a Nathan for the modern David."),
    ("A young John Keats wrote it.", "A young Patricia Keats wrote it."),
    # personifications and placeholders, as written; "his uncle Sam" is a person
    (
        "John Bull and Uncle Sam argued; any Tom, Dick and Harry saw it.",
        "John Bull and Uncle Sam argued; any Tom, Dick and Harry saw it.",
    ),
    (
        "The form names John Doe. His uncle Sam came.",
        "The form names John Doe. Her aunt Beth came.",
    ),
    # round 9: a town before a comma and its state or country; not a name before a possessive
    (
        "He was born in Gary, Indiana, where Gary Smith taught him.",
        "She was born in Gary, Indiana, where Jessica Smith taught her.",
    ),
    (
        "I met Tom, England's friend, and he said so.",
        "I met Bertha, England's friend, and she said so.",
    ),
    # a name that English writes almost only for a goddess; a person after a title or kin word
    # or with a surname and "she" after it
    (
        "A statue of Minerva stood there, in the Athena Desktop Environment.",
        "A statue of Minerva stood there, in the Athena Desktop Environment.",
    ),
    ("Her sister Athena said she knew.", "His brother Jere said he knew."),
    (
        "Minerva Moody is getting on, and by now she reads.",
        "Raymundo Moody is getting on, and by now he reads.",
    ),
    # a programming language that is a first name; the person of the same name is swapped
    (
        "Ada said she wrote Ada 95 programs in Ada, Fortran and Lisp.",
        "Julius said he wrote Ada 95 programs in Ada, Fortran and Lisp.",
    ),
    (
        "Julia said she uses the Ruby interpreter; Julia and Ruby met her.",
        "Jesse said he uses the Ruby interpreter; Jesse and Craig met him.",
    ),
    # more fixed phrases: a troupe, drinks, an oath
    (
        "-- Monty Python. He drank Harvey Wallbangers and a Tom Collins, by Helen Blazes!",
        "-- Monty Python. She drank Harvey Wallbangers and a Tom Collins, by Helen Blazes!",
    ),
    # round 11: Troy the city, a nationality adjective before a church, an empire or a god, a
    # book of the Bible with chapter and verse, plants and a Bible named after people
    (
        "The Greeks sailed to Troy to recover Helen; Helen of Troy said she would come.",
        "The Greeks sailed to Troy to recover Donald; Donald of Troy said he would come.",
    ),
    (
        "He turned Roman Catholic, like Roman Cupid; Roman Polanski said he knew.",
        "She turned Roman Catholic, like Roman Cupid; Lila Polanski said she knew.",
    ),
    (
        "James read James 5:16 and John 3:16 to her.",
        "Mary read James 5:16 and John 3:16 to him.",
    ),
    (
        "Mary grew sweet William and read the King James Version to him.",
        "James grew sweet William and read the King James Version to her.",
    ),
    # round 12 (a dictionary's etymologies and citations): "Dan." abbreviates Danish, chapter
    # and verse in Roman numerals cite a book of the Bible, "--Herbert." an author by surname,
    # stress and accent marks split a word; an abbreviated given name in a letter, an index
    # entry's volume and page, a stage direction and a dash in a sentence are left alone
    (
        "He said: akin to Icel., Sw., and Dan. efter, and Dan. & Sw. dask; Russ. sestra.",
        "She said: akin to Icel., Sw., and Dan. efter, and Dan. & Sw. dask; Russ. sestra.",
    ),
    (
        "John read it to him. --John ix. 6; --1 Sam. v. 20; --Dan. iv. 17.",
        "Patricia read it to her. --John ix. 6; --1 Sam. v. 20; --Dan. iv. 17.",
    ),
    # a chapter alone after a book of the Bible (-94's Luther); a king's numeral in lower case,
    # a name that is no book and a word that is no numeral stay names; a capitalised word after
    # a citation in brackets starts a sentence, so the name after it is no surname
    (
        "As Christ says in John vi, he shall be taught, as Daniel iv says. [2 John 10]",
        "As Christ says in John vi, she shall be taught, as Daniel iv says. [2 John 10]",
    ),
    (
        "The patronage of George iv.; he found John ill; Robert xiv. left.",
        "The patronage of Sandra iv.; she found Patricia ill; Linda xiv. left.",
    ),
    (
        "He wrote [2 Thess. 3:14] Again, John says it. [2 John 10]",
        "She wrote [2 Thess. 3:14] Again, Patricia says it. [2 John 10]",
    ),
    ("He would sing to his wife. --Herbert.", "She would sing to her husband. --Herbert."),
    (
        'Timur was born; Tim[=u]r won. -- Dan"ger*ous*ly, adv.',
        'Timur was born; Tim[=u]r won. -- Dan"ger*ous*ly, adv.',
    ),
    (
        "An Israelite of the tribe of Dan read the King James version.",
        "An Israelite of the tribe of Dan read the King James version.",
    ),
    (
        "Love to Jo. and Dan., and to Harry. [_Abashed._] a beautiful woman--Edith.",
        "Love to Julio. and Brittany., and to Kathy. [_Abashed._] a beautiful man--Glenn.",
    ),
    (
        "Keith, Sir Alex., ii. 71; nor Christopher[o] Sly",
        "Keith, Madam Darlene., ii. 71; nor Lisa[o] Sly",
    ),
    # fixed phrases met in held-out-7, after it was measured
    (
        "From Dan to Beersheba he lit Catherine wheels; Dan said he would.",
        "From Dan to Beersheba she lit Catherine wheels; Brittany said she would.",
    ),
    (
        "He spoke of Apollo and of Diana; of Mary and of John.",
        "She spoke of Apollo and of Diana; of James and of Patricia.",
    ),
    # round 13 (short biographies and holidays of other-domains-6): a name inside a holiday's
    # name, a place after a verb of taking or entering it, an animal in apposition after a
    # possessive, the Julian calendar, a belt of the sky; Doris Day, a name before a surname
    # after such a verb, a wife in apposition and a simile stay people
    (
        "Will Rogers Day and Guy Fawkes Night; Simon Bolivar's Day. "
        "Will Rogers said he liked Doris Day.",
        "Will Rogers Day and Guy Fawkes Night; Simon Bolivar's Day. "
        "Nettie Rogers said she liked Jonathan Day.",
    ),
    (
        "The Greeks entered Troy and besieged Troy; he captured Eugene Sue's book.",
        "The Greeks entered Troy and besieged Troy; she captured Rachel Sue's book.",
    ),
    (
        "Harriet, Darwin's turtle, died; Mary, John's wife, smiled; like a tiger Billy Byrne ran.",
        "Harriet, Darwin's turtle, died; James, Patricia's husband, smiled; like a tiger Beverly "
        "Byrne ran.",
    ),
    (
        "He used the Julian calendar; Julian said he knew the Van Allen Belt.",
        "She used the Julian calendar; Penny said she knew the Van Allen Belt.",
    ),
    (
        "On St. Agnes' Eve and St John's Eve he read.",
        "On St. Agnes' Eve and St John's Eve she read.",
    ),
    # round 14 (Wikipedia, news and newsgroups of other-domains-7): a name before post-nominal
    # letters ends there, a name cited with its year and pages is an author's surname, a Latin
    # epithet after a genus, Al Qaeda, Jim Crow, more institution and landform words, awards;
    # a name with a year and no pages, and a name alone elsewhere, stay people
    (
        "Counsel Ross Ray QC said he would. Henry James Sr. wrote to his son.",
        "Counsel Ross Ray QC said she would. Catherine James Sr. wrote to her daughter.",
    ),
    (
        "Lincoln won.Donald (1996), pp. 422–423. Ehret (2002: 35) agrees; "
        "a letter for Louisa (1839) speaks to her.",
        "Lincoln won.Donald (1996), pp. 422–423. Ehret (2002: 35) agrees; "
        "a letter for Barton (1839) speaks to him.",
    ),
    (
        "He saw Al Qaeda fighters; Al Gore said he knew. Jim Crow laws passed; Jim said he knew.",
        "She saw Al Qaeda fighters; Paulette Gore said she knew. Jim Crow laws passed; Suzanne "
        "said she knew.",
    ),
    (
        "the bee balm (Melissa officinalis) and Ada keiliana; Melissa said she knew. "
        "--John xiii. 18.",
        "the bee balm (Melissa officinalis) and Ada keiliana; Jeffrey said he knew. "
        "--John xiii. 18.",
    ),
    (
        "He worked at the Albert Einstein Planetarium near Prince William Sound and the Van "
        "Allen Belts; Albert said he knew.",
        "She worked at the Albert Einstein Planetarium near Prince William Sound and the Van "
        "Allen Belts; Teresa said she knew.",
    ),
    (
        "He won an Oscar for Best Actor and an Oscar nomination; Oscar said he knew.",
        "She won an Oscar for Best Actress and an Oscar nomination; Gail said she knew.",
    ),
    # round 15 (speeches and e-mail of other-domains-8): May the verb before a pronoun that
    # starts a sentence or a capitalised He or God; a name joined by a non-breaking hyphen;
    # Al Queda; a ballet and a firm of semiconductors; May before "she" mid-sentence is a girl
    (
        "May God bless you! May we prosper. I told May she could go.",
        "May Goddess bless you! May we prosper. I told Abel he could go.",
    ),
    (
        "the killer Al\u2011Baghdadi is dead; a few hundred Al Queda fighters; Al Gore said he "
        "knew.",
        "the killer Al\u2011Baghdadi is dead; a few hundred Al Queda fighters; Paulette Gore said "
        "she knew.",
    ),
    (
        "He joined the Royal Ballet and Dallas Semiconductor; Dallas Smith said he knew.",
        "She joined the Royal Ballet and Dallas Semiconductor; Angelina Smith said she knew.",
    ),
    # round 16 (tweets, film reviews and editorials of other-domains-9): awards in more
    # lower-case company (Oscar winning, Oscar caliber, the Oscar season), Romeo and Juliet the
    # play, Warner Bros. and Super Mario Bros., a title in the double quotes of text tokenised
    # like the Penn Treebank (''Carmen''), where dialogue (``Mary,'' she said) stays a person
    (
        "He was an Oscar winning director of Oscar caliber, Oscar nominated films in the Oscar "
        "season; Oscar said he knew.",
        "She was an Oscar winning director of Oscar caliber, Oscar nominated films in the Oscar "
        "season; Gail said she knew.",
    ),
    (
        "He staged Romeo and Juliet for Warner Bros. and an updating of ''Carmen''; Carmen said "
        "she knew.",
        "She staged Romeo and Juliet for Warner Bros. and an updating of ''Carmen''; Manuel said "
        "he knew.",
    ),
    (
        "``Mary,'' she said. ''Mary!'' he cried. ``Emma'' is a novel by Jane Austen.",
        "``James,'' he said. ''James!'' she cried. ``Emma'' is a novel by Aaron Austen.",
    ),
    (
        "Super Mario Bros. is a game; Mario said he knew.",
        "Super Mario Bros. is a game; Lucille said she knew.",
    ),
    # a ship after the prefix of its name in capitals; the Nazi SS is no such prefix
    (
        "He sailed on USS George Washington and HMS Prince George; SS officer Reinhard Heydrich "
        "and George said he knew.",
        "She sailed on USS George Washington and HMS Prince George; SS officer Reinhard Heydrich "
        "and Sandra said she knew.",
    ),
    # round 17 (Reddit comments, posts and titles of other-domains-10): an award after a
    # possessive, a storm after Hurricane and alone in the same text, two capitalised common
    # words end a name as in a headline (not a middle name before a surname), Cassandra the
    # database next to Postgres or before a programming noun, brands, games and idioms
    (
        "He won his Oscar. She loved her son Oscar. Oscar said he knew.",
        "She won her Oscar. He loved his daughter Gail. Gail said she knew.",
    ),
    (
        "Hurricane Katrina hit New Orleans. Katrina's effect on the budget was large, he said.",
        "Hurricane Katrina hit New Orleans. Katrina's effect on the budget was large, she said.",
    ),
    (
        "George Karl Interview After being fired. Mary Ann Evans wrote it.",
        "Sandra Karl Interview After being fired. James Arthur Evans wrote it.",
    ),
    (
        "We moved to Postgres and Cassandra. The Cassandra cluster is slow; Cassandra Smith said "
        "she knew.",
        "We moved to Postgres and Cassandra. The Cassandra cluster is slow; Bob Smith said he "
        "knew.",
    ),
    (
        "He drove an Aston Martin, drank Bud Light and played Mario Kart; Martin Smith said he "
        "knew.",
        "She drove an Aston Martin, drank Bud Light and played Mario Kart; Anne Smith said she "
        "knew.",
    ),
    (
        "He sued Eli Lilly and Philip Morris, wore Calvin Klein and ate Ben & Jerry's; Philip "
        "Smith said he knew.",
        "She sued Eli Lilly and Philip Morris, wore Calvin Klein and ate Ben & Jerry's; Phyllis "
        "Smith said she knew.",
    ),
    (
        "Call me a Jesus freak, he said. Jesus H. Christ! An Art Deco hall.",
        "Call me a Jesus freak, she said. Jesus H. Christ! An Art Deco hall.",
    ),
    # round 18 (other-domains-11, Reddit again): oaths and a meme
    (
        "Jesus fucking Christ, he said. Jesus wept. He got Rick Rolled; Rick Astley said he knew.",
        "Jesus fucking Christ, she said. Jesus wept. She got Rick Rolled; Jeanne Astley said she "
        "knew.",
    ),
    # round 19 (other-domains-12, convention speeches): political titles go with surnames, and
    # a given name follows them before a surname; a funeral home is an organisation
    (
        "Congressman Ryan said he knew. Foreign Minister Alexander Downer said he knew.",
        "Congresswoman Ryan said she knew. Foreign Minister Debbie Downer said she knew.",
    ),
    (
        "He was handcuffed to a deputy sheriff. Billy was calm; he knew.",
        "She was handcuffed to a deputy sheriff. Beverly was calm; she knew.",
    ),
    (
        "We sat in Frank Campbell Funeral Home. Frank Smith said he knew.",
        "We sat in Frank Campbell Funeral Home. Brenda Smith said she knew.",
    ),
    # round 20 (other-domains-13, film plots and headlines): a firm named after its founder
    # before a business noun, a pair of names with a singular verb (a film), a capitalised
    # particle after a name or a bracket, shops' words
    (
        "Ted Baker founder cuts stake. John Lewis shares fell; Ted Baker's son said he knew.",
        "Ted Baker founder cuts stake. John Lewis shares fell; Caroline Baker's daughter said she "
        "knew.",
    ),
    (
        "Full of joy and wonder, Mary and Joe is a delightful surprise. Mary and Joe are here; "
        "she knew.",
        "Full of joy and wonder, Mary and Joe is a delightful surprise. James and Alice are here; "
        "he knew.",
    ),
    (
        "Francis, Douglas and Henry is her son, she said.",
        "Francis, Marie and Catherine is his daughter, he said.",
    ),
    (
        "He is hired by Graciela Rivers (De Jesus), she said. Robert De Niro said he knew.",
        "She is hired by Rusty Rivers (De Jesus), he said. Linda De Niro said she knew.",
    ),
    (
        "New Yorkers love Moses Donuts. Moses said he knew.",
        "New Yorkers love Moses Donuts. Kellie said she knew.",
    ),
    # round 21 (other-domains-14, tweets): a show named after its host, Royal as a title
    (
        "He appeared on Larry King Live; the Royal Scots marched past their Royal Highnesses. "
        "Larry Smith said he knew.",
        "She appeared on Larry King Live; the Royal Scots marched past their Royal Highnesses. "
        "Angela Smith said she knew.",
    ),
    # round 22 (other-domains-15, dialogue): firms named after a person with a trade word,
    # a store before a business noun, a show, "Jesus" as an oath
    (
        "Bob Vance, Vance Refrigeration. A new Ann Taylor outlet store opened; Ann Taylor said she "
        "would host the Dr. Laura Show.",
        "Cassandra Vance, Vance Refrigeration. A new Ann Taylor outlet store opened; Arthur "
        "Taylor said he would host the Dr. Laura Show.",
    ),
    (
        "Oh, Jesus! Dwight! Jesus! Then he read: Jesus said unto her, Go.",
        "Oh, Jesus! Patsy! Jesus! Then she read: Charlotte said unto him, Go.",
    ),
    ("Turn the other cheek. -- Jesus Christ", "Turn the other cheek. -- Charlotte Christ"),
    # round 23 (other-domains-16, magazine journalism): a verse cited with a space, a language's
    # stage before a nationality word, the mortgage agencies
    (
        "See Matthew 26: 33-35. Henry is from Old German Haimirich. Fannie Mae and Freddie Mac "
        "fell; Fannie Smith said she knew.",
        "See Matthew 26: 33-35. Henry is from Old German Haimirich. Fannie Mae and Freddie Mac "
        "fell; Willis Smith said he knew.",
    ),
    # round 24 (other-domains-17, health news on Twitter): a function word in Title Case after
    # a first name is no surname
    (
        "Half of U.S. Will Be Obese by 2030, Foods Every Dieter Needs",
        "Half of U.S. Will Be Obese by 2030, Foods Every Dieter Needs",
    ),
    (
        "Will Smith and Bruce A. Mah came. Via @spot by Myra Per-Lee",
        "Nettie Smith and Janice A. Mah came. Via @spot by Sylvester Per-Lee",
    ),
    # round 25 (other-domains-17, headlines in Title Case): an English word that is no surname
    # is no evidence of a full name after a common-word or place name
    (
        "Gene Mutation Helps Clear Fats From Blood, Study Finds. Weekend Reads: Brain Surgery",
        "Gene Mutation Helps Clear Fats From Blood, Study Finds. Weekend Reads: Brain Surgery",
    ),
    ("Gene Kelly danced. Will Smith came.", "Terri Kelly danced. Nettie Smith came."),
    # a Project Gutenberg header: the title is a work, the author a person
    (
        "The Project Gutenberg EBook of Helen Ford, by Horatio Alger",
        "The Project Gutenberg EBook of Helen Ford, by Horatio Alger",
    ),
    (
        "End of the Project Gutenberg EBook of Emma, by Mary Smith",
        "End of the Project Gutenberg EBook of Emma, by James Smith",
    ),
    # round 30 (other-domains-20): the play written with "&", the award after "best ...",
    # "an" or an ordinal, and a band "X and His Y" keeps its name and its "His"; a headline in
    # Title Case is no band
    (
        "He acted in Romeo & Juliet; Juliet Smith said she knew.",
        "She acted in Romeo & Juliet; Milo Smith said he knew.",
    ),
    (
        "It won the best song Oscar and he won an Oscar for it; Oscar Smith said he knew.",
        "It won the best song Oscar and she won an Oscar for it; Gail Smith said she knew.",
    ),
    (
        "He booked Kay Kyser and His Orchestra, then Bill Haley & His Comets played; Bill Smith "
        "said he knew.",
        "She booked Kay Kyser and His Orchestra, then Bill Haley & His Comets played; Geraldine "
        "Smith said she knew.",
    ),
    ("Donald Trump and His Allies Push Back", "Helen Trump and Her Allies Push Back"),
    # a hyphenated given name of two first names of one gender swaps whole, as its pronouns
    # do ("Anne-Marie said he" before); not halves of both genders, a French Jean-, the
    # Arabic Al-, a repeated word, months, a surname or a longer compound
    (
        "Anne-Marie said she would come with her mother.",
        "Martin-Douglas said he would come with his father.",
    ),
    ("Mary-Kate Olsen said she liked her role.", "James-Irvin Olsen said he liked his role."),
    (
        "Frank-Walter Steinmeier said he would stay.",
        "Brenda-Stephanie Steinmeier said she would stay.",
    ),
    ("Jean-Paul Sartre wrote his novel.", "Jean-Paul Sartre wrote her novel."),
    ("Jean-Marie Le Pen said he would.", "Jean-Marie Le Pen said she would."),
    ("Al-Hassan Ghaleb said he saw it.", "Al-Hassan Ghaleb said she saw it."),
    ("The months April-May are dry, she said.", "The months April-May are dry, he said."),
    ("He called him Kory-Kory.", "She called her Kory-Kory."),
    ("Olivia Newton-John sang her song.", "Preston Newton-John sang his song."),
    ("An Anne-Marie-based study, she said.", "An Anne-Marie-based study, he said."),
    ("ANNE-MARIE SAID SHE WOULD.", "MARTIN-DOUGLAS SAID HE WOULD."),
    # a kinship word before a name, or with the name in apposition, is evidence of a given
    # name: the name swaps with its kinship word ("Her father Frank" had become "His mother
    # Frank", "Her husband, Tom, is" "His wife, Tom, is")
    ("Her father Frank was a miner.", "His mother Brenda was a miner."),
    ("Her husband, Tom, is a teacher.", "His wife, Bertha, is a teacher."),
    ("She met her boyfriend Jake at school.", "He met his girlfriend Chelsea at school."),
    # pets named in a list after their noun keep their names
    (
        "She lives in Phoenix with her two dogs, Max and Bella.",
        "He lives in Phoenix with his two dogs, Max and Bella.",
    ),
    ("She lives with her cats Tom and Felix.", "He lives with his cats Tom and Felix."),
    (
        "He fed the dogs, and Mary said she was glad.",
        "She fed the dogs, and James said he was glad.",
    ),
    # a name the name lists call a city or a surname ("Austin said", "Johnson said") is the
    # person's given name where the same text names the person with strong evidence
    (
        "Austin Butler played Elvis in 2022; Austin said he prepared for years.",
        "Claire Butler played Angeline in 2022; Claire said she prepared for years.",
    ),
    ("Houston said he would come.", "Houston said she would come."),
    (
        "Whitney Houston sang. Houston said she would.",
        "Delbert Houston sang. Houston said he would.",
    ),
    # a name between commas next to a capitalised word reads as one of a list of surnames
    # ("Holmes, Lowell, Longfellow") at its place only: it does not take the name's other places
    # in the text, and where the text keeps the name elsewhere it is that person here too (a
    # long article on King John had lost all 142 of its Johns to one "the Holy Land, John")
    (
        "After the crusaders left the Holy Land, John forged a truce. Later John went home to"
        " his wife.",
        "After the crusaders left the Holy Land, Patricia forged a truce. Later Patricia went"
        " home to her husband.",
    ),
    (
        "Like Lester, Ball put his life aside. Lester smiles at a photo of his family.",
        "Like Elsie, Ball put her life aside. Elsie smiles at a photo of her family.",
    ),
    (
        "Holmes, Lowell, Longfellow and others wrote.",
        "Holmes, Lowell, Longfellow and others wrote.",
    ),
    # constellations and calendar terms (other-domains-47); a boy in a list of boys stays one
    (
        "It covers Virgo, Coma Berenices and Leo, and parts of Ursa Major and Leo Minor. He",
        "It covers Virgo, Coma Berenices and Leo, and parts of Ursa Major and Leo Minor. She",
    ),
    (
        "He counted Julian Days since the Julian Year 2000.",
        "She counted Julian Days since the Julian Year 2000.",
    ),
    ("Leo and Max went home; he said so.", "Dolores and Lena went home; she said so."),
    (
        "I heard that Molly and Orion and Pamela had been sick; she is better.",
        "I heard that Molly and Orion and Gregory had been sick; he is better.",
    ),
    # a work cited with its author, a book of the Bible with its verses (other-domains-48)
    ("he said. [ Eric, by Terry Pratchett ]", "she said. [ Eric, by Terry Pratchett ]"),
    (
        "[ Charlie and the Chocolate Factory, by Roald Dahl ] he wrote",
        "[ Charlie and the Chocolate Factory, by Roald Dahl ] she wrote",
    ),
    ("he wept. [ Revelations of John, 6:1-8 ]", "she wept. [ Revelations of John, 6:1-8 ]"),
    ("John, by Jove, he did it.", "Patricia, by Jove, she did it."),
    ("Thanks Mary, 10:30 works for me, she said.", "Thanks James, 10:30 works for me, he said."),
    # the tribes of Israel (other-domains-49); a man's sons are his
    (
        "the children of Benjamin came, and the sons of Jacob answered; he said",
        "the children of Benjamin came, and the daughters of Thelma answered; she said",
    ),
    # works known by a name in them, and the dress of an award night (other-domains-57)
    (
        "He saw one of those tiny doors from Alice in Wonderland.",
        "She saw one of those tiny doors from Alice in Wonderland.",
    ),
    (
        "He read Victor Hugo's Les Misérables (1862) twice.",
        "She read Sara Hugo's Les Misérables (1862) twice.",
    ),
    ("Her now-famous Oscar dress was stolen.", "His now-famous Oscar dress was stolen."),
    # ... where the name itself stays a person's
    ("Les Paul played and Alice sang; he smiled.", "Nanette Paul played and Joe sang; she smiled."),
    # films, shows, songs and books whose title holds a first name, and cartoon animals
    # (propernames.tsv version 40; the judged sets' wrong edits)
    (
        "He liked Mostly Martha, Jesus Christ Superstar and Shaun of the Dead.",
        "She liked Mostly Martha, Jesus Christ Superstar and Shaun of the Dead.",
    ),
    (
        "A wolf with the face of Donald Duck and Mickey Mouse ears; he ran.",
        "A wolf with the face of Donald Duck and Mickey Mouse ears; she ran.",
    ),
    (
        "He hummed Hey Jude and read Uncle Tom's Cabin.",
        "She hummed Hey Jude and read Uncle Tom's Cabin.",
    ),
    (
        "Buster Bear met Little Joe Otter, and Michael Fox met Tony Hawk; he smiled.",
        "Buster Bear met Little Joe Otter, and Barbara Fox met Crystal Hawk; she smiled.",
    ),
    # ... but a man's theory, reaction or son stays his
    (
        "Peter's theory and John's reaction: Michael read, and Karl Fischer smiled.",
        "Christine's theory and Patricia's reaction: Barbara read, and Claudia Fischer smiled.",
    ),
    # "Will" the noun after a possessive or before a game's DC (propernames.tsv version 44;
    # fresh sets -81 and -87); a man named Will stays one
    (
        "He rolled against the target's Will DC, their Will DC and the divine Will.",
        "She rolled against the target's Will DC, their Will DC and the divine Will.",
    ),
    (
        "He met my brother's Will Smith. Will saves the day.",
        "She met my sister's Nettie Smith. Nettie saves the day.",
    ),
    # a season in a list of seasons; an animal after "Name the" (other-domains-60, -18, -27)
    (
        "A season is Spring, Summer, Autumn, or Winter, he said.",
        "A season is Spring, Summer, Autumn, or Winter, she said.",
    ),
    (
        "He rode Tony the Wonder Horse, and Eric the cat slept.",
        "She rode Tony the Wonder Horse, and Eric the cat slept.",
    ),
    # ... not a person after "Name the", nor an agent of an animal noun
    (
        "Peter the Great loved horses and met John the Baptist; he smiled.",
        "Christine the Great loved horses and met Patricia the Baptist; she smiled.",
    ),
    ("Eric the horse trader said he came.", "Anna the horse trader said she came."),
    ("Richard the Lion Heart said he came.", "Maria the Lion Heart said she came."),
    # robots and chatbots are no persons either; a puppet show (propernames.tsv version 41)
    (
        "The chat robots ELVIS and Alison are my clones, he said, and so is the robot Maria.",
        "The chat robots ELVIS and Alison are my clones, she said, and so is the robot Maria.",
    ),
    ("If I run into Punch and Judy, he said.", "If I run into Punch and Judy, she said."),
    # an oath opening a sentence before a comma and the speaker's words (-63's film lines)
    (
        "Jesus, George, it was a wonder. Jesus, I'm starting to sound like my old man, he said.",
        "Jesus, Sandra, it was a wonder. Jesus, I'm starting to sound like my old woman, she said.",
    ),
    (
        "Jesus, didn't that guy ever have hair? Jesus, Mary and Joseph! he cried.",
        "Jesus, didn't that guy ever have hair? Jesus, Mary and Joseph! she cried.",
    ),
    # ... not the person before an apposition or a participle
    (
        "Jesus, perceiving their thoughts, said he would go.",
        "Charlotte, perceiving their thoughts, said she would go.",
    ),
    (
        "Jesus Christ, that great God, saves; Jesus, like a sun, dwells; he said.",
        "Charlotte Christ, that great Goddess, saves; Charlotte, like a sun, dwells; she said.",
    ),
    # the idiom written with "or" or "&" (fresh -65's dictionary sentences)
    (
        "Not every Tom, Dick, or Harry knows, nor every Tom, Dick & Harry, he said.",
        "Not every Tom, Dick, or Harry knows, nor every Tom, Dick & Harry, she said.",
    ),
    # a holiday with "Jr." in it (fresh -68's "on this day" events)
    (
        "Martin Luther King, Jr. Day is observed; he said.",
        "Martin Luther King, Jr. Day is observed; she said.",
    ),
    # rhyming slang (fresh -67's dictionary examples)
    ("Would you Adam and Eve it! he said.", "Would you Adam and Eve it! she said."),
    # a god's Latin title (fresh -64's game lore)
    ("Rex Lapis swore an oath, and he kept it.", "Rex Lapis swore an oath, and she kept it."),
    # toys (version 42; the offensive fortunes of -61)
    (
        "Wind it up and it takes Ken and Barbie hostage; a Teddy bear sighs, he said.",
        "Wind it up and it takes Ken and Barbie hostage; a Teddy bear sighs, she said.",
    ),
    # ... and the people of those names beside them
    (
        "Martha watched Mostly Martha and Donald read Donald Duck; he laughed.",
        "Joshua watched Mostly Martha and Helen read Donald Duck; she laughed.",
    ),
    # a state before a party, an office or an assembly (other-domains-58, -17, -21)
    (
        "It was suggested by the same Virginia Senators that he is right.",
        "It was suggested by the same Virginia Senators that she is right.",
    ),
    ("Georgia Democrats said he won.", "Georgia Democrats said she won."),
    (
        "Virginia Governor Bob McDonnell said he won.",
        "Virginia Governor Cassandra McDonnell said she won.",
    ),
    # ... not a woman after the office
    ("Senator Virginia Foxx said she won.", "Senator Andrew Foxx said he won."),
    # the work a citation names after its author, at the end of its line (fresh -73's flavour
    # text); the author is a person
    (
        '"Cry havoc and let slip the dogs of war." \u2014William Shakespeare, Julius Caesar',
        '"Cry havoc and let slip the dogs of war." \u2014Elizabeth Shakespeare, Julius Caesar',
    ),
    (
        '"Stop." \u2014Samuel Clemens, More Maxims of Mark',
        '"Stop." \u2014Katherine Clemens, More Maxims of Mark',
    ),
    ('"Go." \u2014Liliana Vess, to Chandra Nalaar', '"Go." \u2014Bo Vess, to Dirk Nalaar'),
    # ... not a list of names nor a speech after a dash
    (
        "Seven Founders -- George Washington, Benjamin Franklin, John Adams and more.",
        "Seven Founders -- Sandra Washington, Rose Franklin, Patricia Adams and more.",
    ),
    ("--Jane, Jane, look!", "--Aaron, Aaron, look!"),
    # a character's whole name before a noun that makes it the work (fresh -69's chat and news of
    # -17, -23, -27), and titles with a word that is no surname; the character stays a person
    (
        "I'm a huge Harry Potter fan; Steven Universe and Ted Talks too. Harry Potter looked up.",
        "I'm a huge Harry Potter fan; Steven Universe and Ted Talks too. Kathy Potter looked up.",
    ),
    ("German Shepards would be cool.", "German Shepards would be cool."),
    # firms, bands and trophies named after people (fresh -74 to -76), a city before its
    # state's postal code with no comma
    (
        "McDonnell Douglas and Chase Manhattan said Steely Dan won four Stanley Cups.",
        "McDonnell Douglas and Chase Manhattan said Steely Dan won four Stanley Cups.",
    ),
    (
        "Snow is forecast for Raleigh NC tomorrow night.",
        "Snow is forecast for Raleigh NC tomorrow night.",
    ),
    # the radio's "Roger" and the spelling alphabet (fresh -77's Apollo 11 transcript); a Roger
    # spoken to stays a person
    (
        "Roger, Houston. Quad Bravo 78, Charlie 78. Roger that.",
        "Roger, Houston. Quad Bravo 78, Charlie 78. Roger that.",
    ),
    (
        "Roger, I love you. That's a great pose, Roger.",
        "Diane, I love you. That's a great pose, Diane.",
    ),
    (
        "known the real Sir\nRoger.  The Claimant was sentenced.",
        "known the real Madam\nDiane.  The Claimant was sentenced.",
    ),
    # the Arabic article written apart in a text that writes Arabic names (-91, -96's hadith)
    ("Narrated Abu Sa'id Al Khudri: he said.", "Narrated Abu Sa'id Al Khudri: she said."),
    (
        "Al-Hasan said that Al Qasim told him.",
        "Al-Hasan said that Al Qasim told her.",
    ),
    # ... and a name where the text writes none
    ("Al Gore said he would run.", "Paulette Gore said she would run."),
    # the archangel named alone where the text speaks of angels, Allah or the Qur'an
    (
        "He calls Gabriel and says: Allah loves him.",
        "She calls Gabriel and says: Allah loves her.",
    ),
    (
        "Whoever is an enemy to Allah and to Gabriel and Michael, he is lost.",
        "Whoever is an enemy to Allah and to Gabriel and Michael, she is lost.",
    ),
    # ... a person with a surname, or where the text speaks of none, or Michael alone
    (
        "Gabriel Zwilling said he was wrong about the angels.",
        "Allison Zwilling said she was wrong about the angels.",
    ),
    ("Gabriel said he would come.", "Allison said she would come."),
    ("Michael said he saw an angel.", "Barbara said she saw an angel."),
    # Jo, the Douay commentators' John, before chapter and verse (propernames.tsv version 46)
    (
        "Christ promised that he would send him. Jo. 14:26 and 17:7.",
        "Christ promised that she would send her. Jo. 14:26 and 17:7.",
    ),
    ("Jo said he would come.", "Julio said she would come."),
    # an abbreviated book with its full stop before a chapter alone and a full stop
    # (bible_abbreviation); a full name so is a commentary's numbered point
    ("As we read, Dan. 3. He said so.", "As we read, Dan. 3. She said so."),
    ("They looked upon Peter. 1. He wept.", "They looked upon Christine. 1. She wept."),
    # Phil., Philippians, cited (version 47); Phil before a surname is a man
    ("He attains it. [Phil. 4:13] He came.", "She attains it. [Phil. 4:13] She came."),
    ("Phil Jackson won his title.", "Tricia Jackson won her title."),
    # the titles of the Harry Potter books are works; the boy with the boys is a person
    (
        "In Harry Potter and the Philosopher's Stone he wins.",
        "In Harry Potter and the Philosopher's Stone she wins.",
    ),
    ("Harry Potter and the boys went home.", "Kathy Potter and the girls went home."),
    # phrases match whichever apostrophe the text writes ("Uncle Tom’s Cabin")
    ("He read Uncle Tom’s Cabin.", "She read Uncle Tom’s Cabin."),
    ("He ate Ben & Jerry’s ice cream.", "She ate Ben & Jerry’s ice cream."),
]


@pytest.mark.parametrize("src, want", NAMES)
def test_names_only_where_they_are_person_names(names_on, src, want):
    assert names_on.swap(src) == want


# -- rule 10: a first name is swapped only with the evidence its role needs -----------------
EVIDENCE = [
    # names almost only used as given names need none
    ("Mary met John.", "James met Patricia."),
    # names often used as surnames (Scott, Martin) or places (Kimberley) need a surname after
    # them or a given-name title or kinship word before them
    ("Scott was painted at this time.", "Scott was painted at this time."),
    ("Scott Joplin played the piano.", "Amy Joplin played the piano."),
    ("Martin went home.", "Martin went home."),
    ("His son Martin went home.", "Her daughter Anne went home."),
    ("Martin Eden went home. Martin slept.", "Anne Eden went home. Anne slept."),
    ("Kimberley was relieved at last.", "Kimberley was relieved at last."),
    ("Kimberley Smith was relieved at last.", "Armand Smith was relieved at last."),
    # a famous surname (propernames.tsv famous_surname) is read as surname-use although the
    # census ranks it a given name; "Clinton said his plan" had become "Glenda said her plan"
    ("Clinton said his plan would work.", "Clinton said her plan would work."),
    ("In 1948 Truman crossed the country. He won.", "In 1948 Truman crossed the country. She won."),
    ("Clinton Kelly hosts his show.", "Glenda Kelly hosts her show."),
    # Luther alone is Martin Luther's surname in theology and history (71 judged edits)
    ("Luther wrote a book against free-will.", "Luther wrote a book against free-will."),
    ("Luther Vandross sang his hit.", "Margarita Vandross sang her hit."),
    # a famous place (famous_place): Troy alone is the city, Troy before a surname a man
    ("He fought for Troy in the Trojan War.", "She fought for Troy in the Trojan War."),
    ("Troy Aikman says his team lost.", "Amber Aikman says her team lost."),
    ("Judge Troy L. Nunley granted his motion.", "Judge Amber L. Nunley granted her motion."),
    # the others need a pronoun of their gender, a verb of saying, a vocative, another name
    ("Randall went home. He slept.", "Hazel went home. She slept."),
    ('"Gus, when do we start?"', '"Petra, when do we start?"'),
    ('"I am dizzy," said Diana.', '"I am dizzy," said Jimmy.'),
    ("Anne and Diana went home.", "Martin and Jimmy went home."),
    ("Peter the Great built a city.", "Christine the Great built a city."),
    # a surname after a name must be no common word
    ("Murray Hill is respectable, he said.", "Murray Hill is respectable, she said."),
    # common-word names first in a sentence, after a possessive, or in capitals
    ("Rose at seven and wrote till breakfast.", "Rose at seven and wrote till breakfast."),
    ("Chance and miracles, he says, are words.", "Chance and miracles, she says, are words."),
    ("He mentioned his Bill by its full name.", "She mentioned her Bill by its full name."),
    ('"Joy!" he cried.', '"Joy!" she cried.'),
    ("ART AT WILLIS'S ROOMS", "ART AT WILLIS'S ROOMS"),
    ("CHARLES DUDLEY WARNER", "SUSAN DUDLEY WARNER"),
    # places, works, regiments, oaths, feasts, titles, index entries
    ("We drove out to Arthur's Seat.", "We drove out to Arthur's Seat."),
    ("They should reach Henry's Fort by night.", "They should reach Henry's Fort by night."),
    ("On Corey's hill I could see lamps.", "On Corey's hill I could see lamps."),
    ("Mary went to John's house.", "James went to Patricia's house."),
    ("and Von Baumser disappeared into the shop.", "and Von Baumser disappeared into the shop."),
    ("begun at Long Barton--unfinished.", "begun at Long Barton--unfinished."),
    # headings, lists of titles and contents, foreign phrases, gods, post-nominals
    ("CHAPTER XII. HELEN'S DEBUT.", "CHAPTER XII. HELEN'S DEBUT."),
    ("CHAPTER I. MARY IS BORN", "CHAPTER I. JAMES IS BORN"),
    ("JOHN SMITH AND MARY JONES IN DALLAS", "PATRICIA SMITH AND JAMES JONES IN DALLAS"),
    (
        "Frank Hunter's Peril.\nFrank and Fearless.\nThe Young Salesman.",
        "Frank Hunter's Peril.\nFrank and Fearless.\nThe Young Salesman.",
    ),
    ("By Jane Austen", "By Aaron Austen"),
    ("John Smith. Mary Jones.", "Patricia Smith. James Jones."),
    ("Meet Mary. She Loves Yoga.", "Meet James. He Loves Yoga."),
    ("Blayne. Threegan--Minnie Threegan.", "Blayne. Threegan--Erik Threegan."),
    ("Produced by Jo Churcher", "Produced by Julio Churcher"),
    (
        "CONTENTS\n\nMary's Return 45\nJohn at Home 67",
        "CONTENTS\n\nMary's Return 45\nJohn at Home 67",
    ),
    ("MISS SARAH JACK, OF SPANISH TOWN, JAMAICA 70", "MR SARAH JACK, OF SPANISH TOWN, JAMAICA 70"),
    (
        "the legend, _Vicit Leo ex tribu Judae_. He said",
        "the legend, _Vicit Leo ex tribu Judae_. She said",
    ),
    ("save Minerva, Venus, and the nine Muses.", "save Minerva, Venus, and the nine Muses."),
    ("the angel Gabriel with his message", "the angel Gabriel with her message"),
    ("chivied round by the nymphs of Diana.", "chivied round by the nymphs of Diana."),
    (
        "we saw that Billy, the acrobatic goat, had got loose.",
        "we saw that Billy, the acrobatic goat, had got loose.",
    ),
    ("Mary's dog barked at John.", "James's dog barked at Patricia."),
    ('"By Jove, Madge, you\'ve had a time!"', '"By Jove, Josiah, you\'ve had a time!"'),
    ("she said to Mary, as the horse drew up", "he said to James, as the horse drew up"),
    ("Sir Edward Thro', Bart. and a World", "Madam Ruth Thro', Bart. and a World"),
    ("a railway bridge at a place named Glen.", "a railway bridge at a place named Glen."),
    # a work named by "called" or "named" after its noun (-51); not a person so called
    ("The song was called Daisy, he said.", "The song was called Daisy, she said."),
    (
        "He made a song called James Brown is Dead.",
        "She made a song called James Brown is Dead.",
    ),
    ("a man called Joe Engressia created it.", "a woman called Alice Engressia created it."),
    # ... but a noun after "of" is not what is named: the head before it is (nlp-corpus, -20)
    (
        "The captain of the ship was named John, he said.",
        "The captain of the ship was named Patricia, she said.",
    ),
    (
        "the heroine of this novel was named Pansy & her family home",
        "the hero of this novel was named Graig & his family home",
    ),
    (
        "the name of that city was called Luz at the first. And he vowed",
        "the name of that city was called Luz at the first. And she vowed",
    ),
    # dog breeds named after people (-54's reviews): the breed stays, its namesake swaps
    (
        "I am a Cavalier King Charles Spaniel with a long heritage, he said.",
        "I am a Cavalier King Charles Spaniel with a long heritage, she said.",
    ),
    (
        "She is a spoiled little Jack Russell Terrier, but he loves her.",
        "He is a spoiled little Jack Russell Terrier, but she loves him.",
    ),
    (
        "Jack Russell was a parson and he bred dogs.",
        "Heather Russell was a parson and she bred dogs.",
    ),
    # a firm of games or software named after its founder (-51)
    ("developed by Steve Jackson Games to make", "developed by Steve Jackson Games to make"),
    ("the mouth of the Firth of Clyde.", "the mouth of the Firth of Clyde."),
    ("two companies of Royal Engineers", "two companies of Royal Engineers"),
    ("Hussars and Sherwood Rangers charged.", "Hussars and Sherwood Rangers charged."),
    ("as with 'Charles the First' or 'Olivia'", "as with 'Charles the First' or 'Olivia'"),
    (
        "=21. Memoirs of Robert Cary.= Edited by him.",
        "=21. Memoirs of Robert Cary.= Edited by her.",
    ),
    ("By George, they played well!", "By George, they played well!"),
    ("Merry Christmas to her!", "Merry Christmas to him!"),
    ("sighing like Donna Clara.", "sighing like Donna Clara."),
    ("Donna Smith said she would come.", "Kenneth Smith said he would come."),
    (
        "Lowndes, ii. 190. Lucy, Sir Thomas, ii. 155.",
        "Lowndes, ii. 190. Lucy, Madam Dorothy, ii. 155.",
    ),
    ("Mary, John and I went home.", "James, Patricia and I went home."),
    # places and works named by a first name, names used as words
    (
        "We came in sight of Monte Testaccio, the hill.",
        "We came in sight of Monte Testaccio, the hill.",
    ),
    ("His Royal Highness the Amir rules.", "Her Royal Highness the Amir rules."),
    (
        "The Colonel is a middle-aged Romeo, he said.",
        "The Colonel is a middle-aged Romeo, she said.",
    ),
    ("He wrote Treasures of Art and Song.", "She wrote Treasures of Art and Song."),
    ("the Daughter of Joy, carrying her smiles", "the Son of Joy, carrying his smiles"),
    ("VI. Alan Stevenson. VII. Thomas Stevenson.", "VI. Alan Stevenson. VII. Thomas Stevenson."),
    ("LINDSAY, W.: Caroline LINTON, W. J.: Poems", "LINDSAY, W.: Caroline LINTON, W. J.: Poems"),
    ("Tiff. By the Author. (William Stevens.)", "Tiff. By the Author. (William Stevens.)"),
    (
        "One of these Thomas mistakes was bad, he said.",
        "One of these Thomas mistakes was bad, she said.",
    ),
    (
        "Following Signor Rosa, he places it on a hill.",
        "Following Signor Rosa, she places it on a hill.",
    ),
    ("He saw Mona Lisa sitting among the rocks.", "She saw Mona Lisa sitting among the rocks."),
]


@pytest.mark.parametrize("src, want", EVIDENCE)
def test_names_need_evidence_of_a_given_name(names_on, src, want):
    assert names_on.swap(src) == want


EVIDENCE_LEVELS = [
    ("Scott Joplin played.", "Scott", 2),
    ("His son Martin came.", "Martin", 2),
    ("Sir Walter came.", "Walter", 2),
    ("Scott said he would.", "Scott", 1),
    ("Anne and Diana came.", "Anne", 1),
    ("Scott was painted.", "Scott", 0),
    ("Murray Hill is quiet.", "Murray", 0),
]


@pytest.mark.parametrize("text, word, level", EVIDENCE_LEVELS)
def test_evidence_levels(names_on, text, word, level):
    s = text.index(word)
    entry = names_on.lexicon.entries[word.lower()]
    assert ProperNames.load().evidence(text, s, s + len(word), entry) == level


# -- names off: lexicon words and titles ---------------------------------------------------
WORDS = [
    ("She has an MS in Accounting.", "He has an MS in Accounting."),
    ("He lives in Jackson, MS.", "She lives in Jackson, MS."),
    ("Ms. Johnson has a degree.", "Mr. Johnson has a degree."),
    ("Ms Johnson has a degree.", "Mr Johnson has a degree."),
    ("MR. SMITH met her.", "MS. SMITH met him."),
    ("The delay was 200 ms.", "The delay was 200 ms."),
    ("She studied at Queen's University.", "He studied at Queen's University."),
    ("He studied at King's College.", "She studied at King's College."),
    ("She went to Duke University.", "He went to Duke University."),
    ("He lives on Prince Edward Island.", "She lives on Prince Edward Island."),
    ("She loves B.B. King.", "He loves B.B. King."),
    ("Stephen King wrote it.", "Stephen King wrote it."),
    # the surname the same text gives the word, standing alone; an author cited
    (
        "Carole King sang. Later, King told reporters she was happy.",
        "Carole King sang. Later, King told reporters he was happy.",
    ),
    (
        "Dr. Martin Luther King Jr. led the march. King said he had a dream.",
        "Dr. Martin Luther King Jr. led the march. King said she had a dream.",
    ),
    (
        "Harry Prince spoke. Prince said he had left.",
        "Harry Prince spoke. Prince said she had left.",
    ),
    # ... and after a title of surnames
    ("Dr. King received her DDS.", "Dr. King received his DDS."),
    ("George Foreman said. Foreman hit her.", "George Foreman said. Foreman hit him."),
    (
        "Ms. Baron is a partner at Baron & Budd. She won.",
        "Mr. Baron is a partner at Baron & Budd. He won.",
    ),
    ("Mrs. King and Admiral King met.", "Mr. King and Admiral King met."),
    (
        "She cites King et al. (2019), Queen and Smith (2020) and (Prince, 1998).",
        "He cites King et al. (2019), Queen and Smith (2020) and (Prince, 1998).",
    ),
    # ... but not the title or rank in the same text
    (
        "Stephen King wrote it. The King of Spain and King Felipe met. He was crowned King.",
        "Stephen King wrote it. The Queen of Spain and Queen Felipe met. She was crowned Queen.",
    ),
    (
        "Noble King sang. Long live our Gracious Queen, our triumphant Emperor, Baron von Trapp!",
        "Noble King sang. Long live our Gracious King, our triumphant Empress, Baroness von Trapp!",
    ),
    # titles of works, characters, brands and pageants that hold a gendered word
    (
        "She watched Spider-Man, Wonder Woman and The Lion King with her son.",
        "He watched Spider-Man, Wonder Woman and The Lion King with his daughter.",
    ),
    (
        "He ate at Burger King, played Ms. Pac-Man and read Mother Jones.",
        "She ate at Burger King, played Ms. Pac-Man and read Mother Jones.",
    ),
    ("She was Miss America and a Girl Scout.", "He was Miss America and a Girl Scout."),
    (
        "He plays for the Lady Vols and backs Man Utd.",
        "She plays for the Lady Vols and backs Man Utd.",
    ),
    # ... but a title before a surname that names people swaps as a title does
    ("Mrs. Robinson said he was late.", "Mr. Robinson said she was late."),
    ("She lives in Queens, New York.", "He lives in Queens, New York."),
    ("They celebrated Mother's Day.", "They celebrated Mother's Day."),
    # a gendered plural capitalised inside a sentence is part of a name
    (
        "He volunteers with Big Brothers Big Sisters.",
        "She volunteers with Big Brothers Big Sisters.",
    ),
    ("She worked for Lehman Brothers.", "He worked for Lehman Brothers."),
    ("He worked at Sisters of Charity Hospital.", "She worked at Sisters of Charity Hospital."),
    ("She joined Mothers Against Drunk Driving.", "He joined Mothers Against Drunk Driving."),
    ("He wrote for Ladies' Home Journal.", "She wrote for Ladies' Home Journal."),
    ("She read Little Women twice.", "He read Little Women twice."),
    # ... but not where the capital says something else
    ("Women earn less than men.", "Men earn less than women."),
    ("He said, \u201cit is over.\u201d Women vote.", "She said, \u201cit is over.\u201d Men vote."),
    ("Ladies and Gentlemen, welcome her.", "Gentlemen and Ladies, welcome him."),
    ("She told her Sisters.", "He told his Brothers."),
    ("He had two Sons.", "She had two Daughters."),
    ("He met the Kings of England.", "She met the Queens of England."),
    ("Why Mothers Earn Less Than Fathers", "Why Fathers Earn Less Than Mothers"),
    (
        "Study: Pregnant Women Get Flu Shots http://t.co/x #flu",
        "Study: Pregnant Men Get Flu Shots http://t.co/x #flu",
    ),
    (
        "He wrote of the general Resolution of the Minds of Men, and the Daughters of Eve.",
        "She wrote of the general Resolution of the Minds of Women, and the Sons of Eve.",
    ),
    # a pronoun in capitals after a determiner (he and she also after a preposition) is an
    # abbreviation (higher education, a hospital information system, safety health environment)
    ("She works in the HE sector.", "He works in the HE sector."),
    ("He built an HE structure.", "She built an HE structure."),
    ("She teaches in HE and FE.", "He teaches in HE and FE."),
    ("He runs the HIS for her.", "She runs the HIS for him."),
    ("She heads our SHE team.", "He heads our SHE team."),
    # ... elsewhere the pronoun, in capitals for emphasis
    ("I know what HE said.", "I know what SHE said."),
    ("Give HER the book.", "Give HIM the book."),
    ("She is taller than HE is.", "He is taller than SHE is."),
    ("I knew that HE did it.", "I knew that SHE did it."),
    ("HE SAID THE HE SECTOR", "SHE SAID THE SHE SECTOR"),
    # still words
    ("The King of Spain met her.", "The Queen of Spain met him."),
    ("two Queens and a King", "two Kings and a Queen"),
    ("the King's English", "the Queen's English"),
    ("Mary Queen of Scots", "Mary King of Scots"),
]


@pytest.mark.parametrize("src, want", WORDS)
def test_lexicon_words_only_where_they_are_words(names_off, src, want):
    assert names_off.swap(src) == want


def test_names_off_and_on_agree_on_words(names_on, names_off):
    given = ("Mary", "Stephen", "Carole", "Martin", "Harry", "George")  # swapped with names on
    for src, want in WORDS:
        if not any(g in src for g in given):
            assert names_on.swap(src) == want


# -- the reasons ---------------------------------------------------------------------------
REASON_CASES = [
    ("an MA in History", "MA", "acronym"),
    ("a Houston-based firm", "Houston", "compound"),
    ("since May 2007", "May", "date"),
    ("a Virginia hospital", "Virginia", "determiner"),
    ("at Michael Hughes Foundation", "Michael", "organisation"),
    ("in San Antonio", "Antonio", "place"),
    ("in Austin, Texas", "Austin", "place-name"),
    ("Arthur Simon came", "Simon", "surname"),
    ("Arthur Simon came. Simon left.", "Simon", "same-text"),
    ('in "Lois the Witch"', "Lois", "title"),
    ("they speak German", "German", "demonym"),
    ("an MS in Accounting", "MS", "abbreviation"),
    ("the HE sector", "HE", "abbreviation"),
    ("at King's College", "King", "organisation"),
    ("on Mother's Day", "Mother", "proper-name"),
    ("out to Arthur's Seat", "Arthur", "proper-name"),
    # text tokenised like the Penn Treebank (TREC, SST...) writes the possessive apart
    ("Who walked out to Arthur 's Seat ?", "Arthur", "proper-name"),
    # ... and a fixed phrase of a work (version 39) matched so too
    ("What 's the sequel to Alice 's Adventures in Wonderland ?", "Alice", "idiom"),
    ("Who played the original Charlie 's Angels ?", "Charlie", "idiom"),
    ("a place named Glen.", "Glen", "proper-name"),
    ("On Corey's hill I could see lamps.", "Corey", "proper-name"),
    ("to see Ma Wilkins jog after", "Ma", "not-given"),
    ("and Von Baumser disappeared", "Von", "not-given"),
    ("begun at Long Barton", "Long", "not-given"),
    ("save Minerva, Venus, and the nine Muses.", "Minerva", "deity"),
    ("the angel Gabriel with his message", "Gabriel", "deity"),
    ("She whistled, and the dog Carlo followed her.", "Carlo", "animal"),
    ("Each time Bob's hoof landed the stirrup.", "Bob", "animal"),
    ("Roland lifted his fine head from his paws.", "Roland", "animal"),
    ("close to the Spear of Ivan in fine weather", "Ivan", "proper-name"),
    ("Produced by Mary Glenn Krause and", "Glenn", "surname"),
    ("the rights of John Bull abroad", "John", "idiom"),
    ("and you'll be Gary, Indiana. He said", "Gary", "place-name"),
    ("named after Athena Desktop Environment", "Athena", "deity"),
    ("the constellations Virgo, Coma Berenices and Leo, and", "Leo", "constellation"),
    ("parts of Ursa Major and Leo Minor.", "Leo", "idiom"),
    ("[ Lorna Doone, by R.D. Blackmore ]", "Lorna", "title"),
    ("[ Malcolm's Katie, by Isabella Valancey Crawford ]", "Katie", "title"),
    ("Tom Tit Tot, from English Fairy Tales, by Joseph Jacobs", "Tom", "title"),
    ("It was the face of Winnie the Pooh.", "Winnie", "idiom"),
    # a thing science names after a person (propernames.tsv version 44; MEDLINE, fresh -90)
    ("Clara cells lined the bronchioles.", "Clara", "eponym"),
    ("Michael addition reactions were used.", "Michael", "eponym"),
    ("Children with Pierre Robin sequence snore.", "Pierre", "eponym"),
    ("A case of Duane's retraction syndrome.", "Duane", "eponym"),
    ("Gene Ontology analysis showed it.", "Gene", "idiom"),
    ("Brain MRI showed a small infarct.", "Brain", "not-given"),
    # a name before its species, capitalised, is an animal of a tale or a cartoon
    # (propernames.tsv version 44; Burgess's tales in the fresh set -83)
    ("It was the face of Donald Duck.", "Donald", "animal"),
    ("Little Joe Otter and Billy Mink met.", "Joe", "animal"),
    ("He saw Danny Meadow Mouse.", "Danny", "animal"),
    ("A season is Spring, Summer, Autumn, or Winter.", "Summer", "date"),
    ("What cowboy star rode Tony the Wonder Horse ?", "Tony", "animal"),
    ("She watched Driving Miss Daisy again.", "Daisy", "idiom"),
    ("[ The Gospel According to Matthew, 13:37-42, 49-50 ]", "Matthew", "title"),
    ("came near against the children of Benjamin the second day", "Benjamin", "proper-name"),
    ("a man out of the land of Benjamin, and", "Benjamin", "proper-name"),
    ("sop to former Ada programmers. She", "Ada", "language"),
    ("written in Julia by her", "Julia", "language"),
    ("(from Ada, Common Lisp, and Fortran 90). She", "Ada", "language"),
    ("she knew Common Lisp, and Ada well", "Ada", "language"),
    ("that Mac SE, and Mac OS", "Mac", "language"),
    ("It came bundled with Mac computers.", "Mac", "language"),
    ("merged with TCOL.Ada to form", "Ada", "compound"),
    ("in C++Linda and she", "Linda", "compound"),
    ('"T: A Reduction Language", Ida et al, Proc', "Ida", "surname"),
    ("Horwood 1982; Ellis Horwood, 1984. He", "Ellis", "organisation"),
    ("mail of Andrew Message System. He", "Andrew", "organisation"),
    ("John Barleycorn got him", "John", "idiom"),
    ("a war between Greece and Troy. He", "Troy", "place-name"),
    ("the regimental Roman Catholic chaplain", "Roman", "demonym"),
    ("-- Matthew 5:37", "Matthew", "title"),
    ("--John ix. 6.", "John", "title"),
    ("--2 Tim. vi. (heading).", "Tim", "title"),
    # a book of the Bible with its chapter alone, as Luther's works cite it (-94)
    ("as Christ says in John vi, that all", "John", "title"),
    ("as Daniel iv says: All", "Daniel", "title"),
    ("the sacrament [Matt. 26, Mark 14, Luke 22], and", "Mark", "title"),
    ("the great beam in my own eye [Matt. 7:3], nor", "Matt", "title"),
    ("St. Paul in I Timothy iv, 1-7 says", "Timothy", "title"),
    ("bid him God speed. [2 John 10]", "John", "title"),
    ("akin to Sw. and Dan. efter", "Dan", "abbreviation"),
    ("Lith. sesu, Russ. sestra", "Russ", "abbreviation"),
    ("cf. Dan. & Sw. dask blow", "Dan", "abbreviation"),
    ("The bridal of the earth and sky. --Herbert.", "Herbert", "surname"),
    ('-- Dan"ger*ous*ly, adv.', "Dan", "compound"),
    ("the Project Gutenberg EBook of Helen Ford, by Horatio Alger", "Helen", "title"),
    ("CHAPTER XII. HELEN'S DEBUT.", "HELEN", "title"),
    ("By George, they played!", "George", "oath"),
    ("Huey P. Long Day in Louisiana", "Huey", "date"),
    ("On St. Agnes' Eve she", "Eve", "date"),
    ("Greeks seize Troy, 1184BC", "Troy", "place-name"),
    ("Harriet, Darwin's turtle died", "Harriet", "animal"),
    ("the Van Allen Belt", "Allen", "organisation"),
    ("Julian calendar, the calendar", "Julian", "idiom"),
    ("Ross Ray QC said", "Ray", "surname"),
    ("Charleston.Donald (1996), pp. 422–423.", "Donald", "surname"),
    ("species of orchid Ada keiliana, species", "Ada", "proper-name"),
    ("saw no Al Qaeda fighters", "Al", "organisation"),
    ("at Lowell Observatory, AZ", "Lowell", "organisation"),
    ("the first Oscar for Best Film Editing", "Oscar", "idiom"),
    ("a humanitarian honorary Oscar win in 2025", "Oscar", "idiom"),
    ("faith. May He give us wisdom", "May", "not-given"),
    ("the killer Al\u2011Baghdadi is dead", "Al", "compound"),
    ("the scandal-hit Royal Ballet.", "Royal", "organisation"),
    ("from Oscar winner to Oscar winning potential", "Oscar", "idiom"),
    ("in the balcony scene of Romeo and Juliet.", "Juliet", "idiom"),
    ("the one established by Warner Bros. giant", "Warner", "organisation"),
    ("Wobbly updating of ''Carmen'' which is best", "Carmen", "title"),
    ("USS George Washington to Return to Yokosuka", "George", "proper-name"),
    ("Hurricane Katrina hit New Orleans", "Katrina", "storm"),
    ("Hurricane Katrina came. Katrina's effect on the budget", "Katrina", "same-text"),
    ("George Karl Interview After being fired", "Karl", "surname"),
    ("our slower data stores, namely Postgres and Cassandra.", "Cassandra", "language"),
    ("Whoopi Goldberg in Oscar Night Gaffe", "Oscar", "idiom"),
    ("Nepali men carrying the 1938 Mercedes Benz", "Mercedes", "organisation"),
    ("Merry Christmas!", "Merry", "date"),
    ("Lowndes, ii. 190. Lucy, Sir Thomas, ii. 155.", "Lucy", "surname"),
    ("as with 'Charles the First' or", "Charles", "title"),
    ("sighing like Donna Clara.", "Donna", "title"),
    ("the Firth of Clyde", "Clyde", "place"),
    ("two companies of Royal Engineers", "Royal", "organisation"),
    ("Randall gave seats.", "Randall", "unconfirmed"),
    ("Scott was painted.", "Scott", "ambiguous"),
    ("Congressman Ryan, America is in your debt.", "Ryan", "surname"),
    ("in the foyer of Frank Campbell Funeral Home", "Frank", "organisation"),
    ("Ted Baker founder cuts stake", "Ted", "organisation"),
    ("New Yorkers love Moses Donuts", "Moses", "organisation"),
    ("He attended Allen Elementary school and Fortier High school", "Allen", "organisation"),
    ("later committed to Chester Asylum as a homicidal maniac", "Chester", "organisation"),
    ("saving places like Thomas Edison's Invention Factory", "Thomas", "organisation"),
    ("Full of wonder, Mary and Joe is a delightful surprise", "Joe", "title"),
    ("hired by Graciela Rivers (De Jesus), to", "Jesus", "surname"),
    ("I will be appearing on Larry King Live for his final show", "Larry", "organisation"),
    ("I hope you played well at Royal Aberdeen", "Royal", "title"),
    ("Those guys from Vance Refrigeration let the air out", "Vance", "organisation"),
    ("What, these? Bernard Farms. Best beets in the state.", "Bernard", "organisation"),
    ("There's a new Ann Taylor outlet store near here.", "Ann", "organisation"),
    ("Her face is okay, but-- Jesus! What are you doing here?", "Jesus", "oath"),
    ("Oh, sweet Jesus. Look, I'm sorry", "Jesus", "oath"),
    ("Jesus.", "Jesus", "oath"),
    ("to see Matthew 26: 33-35 -- the passage", "Matthew", "title"),
    ("Amerigo is from Old German Amalricus", "German", "demonym"),
    ("an assessment of Fannie Mae's James Johnson", "Fannie", "organisation"),
    ("Clinton To Obama: Honor Promise That People Can Keep Coverage", "Clinton", "ambiguous"),
    ("Randall To Obama: Honor Promise That People Can Keep Coverage", "Randall", "unconfirmed"),
    ("Gene Mutation Helps Clear Fats From Blood, Study Finds", "Gene", "ambiguous"),
    ("Dallas Nurses Hold Briefing On Ebola Care", "Dallas", "ambiguous"),
    ("Anas bin Malik reported that Al Zuhri said", "Al", "proper-name"),
    ("Gabriel (peace be upon him) asked for the gate to be opened", "Gabriel", "deity"),
]


@pytest.mark.parametrize("text, word, reason", REASON_CASES)
def test_reasons(names_on, text, word, reason):
    start = text.rindex(word)
    entry = names_on.lexicon.entries[word.lower()]
    spans = [(start, start + len(word), entry)]
    if reason == "same-text":  # the surname occurrence must be among the spans
        first = text.index(word)
        spans.insert(0, (first, first + len(word), entry))
    assert ProperNames.load().reasons(text, spans)[-1] == reason
    assert reason in REASONS


# -- the cheap tests agree with the swap ------------------------------------------------------
CHEAP = [
    ("an MS in Accounting", False, set()),
    ("Jackson, MS", False, set()),
    ("Queen's University", False, set()),
    ("Austin, Texas", False, set()),
    ("Ms. Johnson", True, {"female"}),
    ("Arthur Simon", True, {"male"}),
    ("Arthur met her", True, {"female", "male"}),
    ("Scott was painted.", False, set()),
    ("Kimberley was relieved.", False, set()),
    ("Martin Eden came.", True, {"male"}),
    ("cuts in the HE sector", False, set()),
    ("what HE said", True, {"male"}),
]


@pytest.mark.parametrize("text, has, genders", CHEAP)
def test_has_gendered_word_and_genders(names_on, text, has, genders):
    assert names_on.has_gendered_word(text) is has
    assert names_on.genders(text) == genders
    new, edits = names_on.swap_batch([text])[0]
    assert bool(edits) is has


def test_genders_out_of_context_need_no_evidence(names_on):
    # a word looked at alone ("and Will") cannot show the evidence rule 10 asks for
    assert names_on.genders("and Will") == set()
    assert names_on.genders("and Will", confirm=False) == {"male"}
    assert names_on.has_gendered_word("Scott was painted.", confirm=False)
    assert names_on.genders("and Austin, Texas", confirm=False) == set()  # still a place


# -- scrub -----------------------------------------------------------------------------------
SCRUB = [
    ("Since May 2007 she has lived in Austin.", "Since May 2007 _ has lived in Austin."),
    (
        "North Carolina and Virginia State are rivals.",
        "North Carolina and Virginia State are rivals.",
    ),
    ("He has an MS in Economics.", "_ has an MS in Economics."),
    ("Ms. Johnson has a cat.", "_ Johnson has a cat."),
    ("Arthur Simon met Howard Thurman.", "_ Simon met _ Thurman."),
    ("She studied at Queen's University.", "_ studied at Queen's University."),
    ("Mary met Will in May.", "_ met _ in May."),
    # scrubbing needs no evidence that a first name is a given name (rule 10 is left out)
    ("Martin went home.", "_ went home."),
    ("We drove out to Arthur's Seat.", "We drove out to Arthur's Seat."),
    ("Cuts hit the HE sector, HE said.", "Cuts hit the HE sector, _ said."),
    ("Anne-Marie Slaughter said she would.", "_-_ Slaughter said _ would."),
]


@pytest.mark.parametrize("src, want", SCRUB)
def test_scrub_removes_first_names_and_words_only(src, want):
    assert Scrub().scrub_texts([src]) == [want]


def test_lower_words_hold_english_words_but_no_surname_or_numeral():
    # lower_words.tsv (scripts/build_lower_words.py): what a headline capitalises after "Gene"
    # is no surname, but census surnames that are words ("Will Smith", "Bill Gates") and Roman
    # numerals ("Henry VIII") must stay evidence of a full name
    words = ProperNames.load().lower_words
    assert {"mutation", "surgery", "nurses"} <= words
    assert not {"smith", "gates", "baker", "viii", "mary"} & words


def _eager_sides(text: str, s: int, e: int) -> tuple[list, list]:
    # the context as the rules first read it: every token of SPAN characters on each side,
    # the farthest (maybe cut) one dropped where SPAN cut the text
    from cdaprep.swap.name_context import SPAN, TOKEN

    lo, hi = max(0, s - SPAN), min(len(text), e + SPAN)
    left = [(m.group(0), m.start()) for m in TOKEN.finditer(text, lo, s)]
    if lo > 0 and left:
        left.pop(0)
    right = [(m.group(0), m.start()) for m in TOKEN.finditer(text, e, hi)]
    if hi < len(text) and right:
        right.pop()
    return left[::-1], right


LAZY_TEXTS = [
    "CHAPTER XX.\n" + " " * 60 + "THE CANDLE FLICKERS.\n\n\nLeaving Mr. Ford at the door.",
    "a" + " " * 95 + "Word Mr Ford",  # only spaces between the cut and the farthest token
    "x" * 150 + " Mr Smith " + "y" * 150,
    "Sir " + "and " * 80 + "Sir Walter's house (Mrs. O'Brien's), 12th May; Lady-Anne & Co. " * 3,
    "Miss",
    "   Miss   ",
]


@pytest.mark.parametrize("text", LAZY_TEXTS)
def test_context_read_lazily_holds_the_tokens_of_the_whole_span(text):
    # the proper-name rules read the tokens next to a match only as far as they look; the
    # tokens they get must be those of reading the whole span, wherever the reading stops
    import re

    from cdaprep.swap.name_context import read_context

    def pad(toks, k):
        return (toks + [None] * k)[:k]

    for m in re.finditer(r"[A-Z][a-z]*", text):
        left, right = _eager_sides(text, m.start(), m.end())
        for k in range(4):
            ctx = read_context(text, m.start(), m.end())
            got_l = [(t.t, t.s) if t else None for t in (ctx.l(i) for i in range(k))]
            got_r = [(t.t, t.s) if t else None for t in (ctx.r(i) for i in range(k))]
            assert (got_l, got_r) == (pad(left, k), pad(right, k))
        ctx = read_context(text, m.start(), m.end())
        assert [(t.t, t.s) for t in ctx.left] == left
        assert [(t.t, t.s) for t in ctx.right] == right
        assert len(ctx.left) == len(left) and bool(ctx.right) == bool(right)


def test_an_accented_name_is_found_and_reported_as_written(names_on):
    """The swapper reads "José" as the census name Jose; spans and edits give the word as the
    text writes it, so a scrub or an audit names "José", not "Jose"."""
    spans = names_on.find_spans(["José met her."])[0]
    assert [(s.word, s.gender, s.kind) for s in spans] == [
        ("José", "male", "name"),
        ("her", "female", "word"),
    ]
    _, edits = names_on.swap_batch(["José met her."])[0]
    assert edits[0].old == "José" and edits[0].new == "Cynthia"
