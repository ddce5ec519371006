"""Biographies with a planted gender bias, for ``cdaprep compare`` (tests and benchmark).

Every biography names its subject with gendered words only (a title, pronouns), never the
profession itself; a topic phrase points to the profession with probability ``signal`` and to a
random other profession otherwise. Women are a different share of each profession
(``SHARE_FEMALE``), so a classifier trained on the plain data leans on the gendered words for the
ambiguous biographies: its predictions change when only the gender of the text changes (a causal
gap) and its true positive rate differs between women and men of a profession (a statistical
gap). ``filler`` adds sentences (e.g. public-domain fiction) so that no two texts repeat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pandas as pd

#: Share of women per profession (the planted imbalance).
SHARE_FEMALE = {
    "nurse": 0.85,
    "dietitian": 0.8,
    "teacher": 0.65,
    "professor": 0.45,
    "attorney": 0.35,
    "surgeon": 0.2,
    "software engineer": 0.15,
    "pilot": 0.1,
}
TOPICS = {
    "nurse": ["patient care", "wound dressing", "night shifts on the ward"],
    "dietitian": ["nutrition", "meal planning", "food allergies"],
    "teacher": ["early literacy", "classroom games", "lesson plans"],
    "professor": ["research grants", "graduate seminars", "peer review"],
    "attorney": ["family law", "contract disputes", "court filings"],
    "surgeon": ["trauma surgery", "the operating theatre", "sutures"],
    "software engineer": ["distributed systems", "code review", "compilers"],
    "pilot": ["long-haul flights", "cockpit checklists", "crosswind landings"],
}
SURNAMES = ["Okafor", "Johansson", "Nguyen", "Smith", "Kowalski", "Haddad", "Brennan", "Silva"]
CITIES = ["Leeds", "Lagos", "Toronto", "Chicago", "Melbourne", "Lisbon", "Austin", "Dublin"]
WORDS = {
    "female": {"Title": "Mrs.", "He": "She", "he": "she", "his": "her", "him": "her"},
    "male": {"Title": "Mr.", "He": "He", "he": "he", "his": "his", "him": "him"},
}
TEMPLATES = [
    "{Title} {Last} lives in {city}. {He} has worked for {n} years and {his} work is about "
    "{topic}.",
    "{Title} {Last} studied in {city}. Colleagues describe {him} as careful; {he} likes {topic}.",
    "{He} moved to {city} {n} years ago. Ask {Title} {Last} about {topic}, {his} favourite "
    "subject.",
]


def planted_bias_frame(
    n: int,
    *,
    seed: int = 0,
    labels: Sequence[str] | None = None,
    signal: float = 0.5,
    filler: Sequence[str] | None = None,
) -> pd.DataFrame:
    """``n`` biographies with columns ``text``, ``profession`` and ``gender``.

    Parameters
    ----------
    labels : professions to draw from (default: all of :data:`SHARE_FEMALE`).
    signal : probability that the topic belongs to the row's own profession.
    filler : sentences appended one per row, in order (cycled when shorter than ``n``).

    Examples
    --------
    >>> df = planted_bias_frame(4, labels=["nurse", "pilot"])
    >>> sorted(df.columns), len(df)
    (['gender', 'profession', 'text'], 4)
    """
    rng = random.Random(seed)
    labels = list(labels or SHARE_FEMALE)
    rows = []
    for i in range(n):
        job = rng.choice(labels)
        gender = "female" if rng.random() < SHARE_FEMALE[job] else "male"
        topic_job = job if rng.random() < signal else rng.choice([x for x in labels if x != job])
        text = rng.choice(TEMPLATES).format(
            Last=rng.choice(SURNAMES),
            city=rng.choice(CITIES),
            n=rng.randint(2, 30),
            topic=rng.choice(TOPICS[topic_job]),
            **WORDS[gender],
        )
        if filler:
            text += " " + filler[i % len(filler)]
        rows.append({"text": text, "profession": job, "gender": gender})
    return pd.DataFrame(rows)
