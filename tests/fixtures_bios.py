"""Real-style biographies for the scrub / anonymize / proxies tests (deterministic).

:func:`build_bios` writes BiasBios-like biographies: first names of the packaged name list
(including names that are common words, Will, Rose, Mark, Grace), titles with and without
abbreviation stops, possessives and contractions, kinship words, hyphenated compounds, and
sentences where a common-word name is used as a common word ("she will miss the team").
:func:`build_proxy_dataset` plants proxy words that occur with one gender only.
"""

from __future__ import annotations

import random

import pandas as pd

FEMALE = ["Mary", "Jennifer", "Grace", "Rose", "Linda", "Heather", "Susan", "Karen"]
MALE = ["James", "Will", "Mark", "Robert", "David", "Frank", "Thomas", "Daniel"]
SURNAMES = ["Okafor", "Johansson", "Nguyen", "Smith", "Kowalski", "Haddad", "Brennan", "Silva"]
JOBS = ["nurse", "surgeon", "attorney", "professor", "photographer", "software engineer"]
CITIES = ["Leeds", "Lagos", "Toronto", "Chicago", "Melbourne", "Lisbon"]

FEMALE_WORDS = dict(
    he="she",
    his="her",
    him="her",
    himself="herself",
    mr="Mrs.",
    spouse="husband",
    child="daughter",
    sib="sister",
    parent="mother",
)
MALE_WORDS = dict(
    he="he",
    his="his",
    him="him",
    himself="himself",
    mr="Mr.",
    spouse="wife",
    child="son",
    sib="brother",
    parent="father",
)

TEMPLATES = [
    "{First} {Last} is a {job} based in {city}. {He} has worked in the field for {n} years "
    "and {his} work focuses on patient care.",
    "{Mr} {Last} is a {job} at the University of {city}. {He}'s also a mentor, and {he} "
    "describes {himself} as a lifelong learner.",
    "As a {job}, {First} has published widely. {He} lives in {city} with {his} {spouse} and "
    "their two children.",
    "{First}'s {parent} was also a {job}. Today {he} works with {his} {sib}, {First2}, in {city}.",
    "{First} {Last} ({he}/{him}) is a {job}. Colleagues say {he} will miss the team when {he} "
    "retires; {his} {child} is a {job} too.",
    "Born in {city}, {First} trained as a {job}. {He} and {his} {spouse}, {First2}, run a "
    "small practice. Ask for {Mr} {Last}.",
    '{First} is an ex-{spouse} of a {job}. {He} said: "{he} is proud of {his} {child}."',
]


def _fill(template: str, gender: str, rng: random.Random) -> str:
    names = FEMALE if gender == "female" else MALE
    words = FEMALE_WORDS if gender == "female" else MALE_WORDS
    first, first2 = rng.sample(names, 2)
    spouse_first = rng.choice(MALE if gender == "female" else FEMALE)
    vals = {
        "First": first,
        "First2": spouse_first if "spouse}, {First2" in template else first2,
        "Last": rng.choice(SURNAMES),
        "job": rng.choice(JOBS),
        "city": rng.choice(CITIES),
        "n": rng.randint(2, 30),
        "Mr": words["mr"],
        "He": words["he"].capitalize(),
    }
    for k in ("he", "his", "him", "himself", "spouse", "child", "sib", "parent"):
        vals[k] = words[k]
    return template.format(**vals)


def build_bios(n: int = 70, seed: int = 0) -> pd.DataFrame:
    """``n`` biographies with columns ``text``, ``gender`` (the person's), ``profession``."""
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        gender = "female" if i % 2 == 0 else "male"
        template = TEMPLATES[i % len(TEMPLATES)]
        rows.append(
            {"text": _fill(template, gender, rng), "gender": gender, "profession": rng.choice(JOBS)}
        )
    return pd.DataFrame(rows)


COMMON = [
    "works",
    "team",
    "patients",
    "research",
    "community",
    "clinic",
    "years",
    "city",
    "experience",
    "care",
    "hospital",
    "projects",
    "students",
    "practice",
    "training",
    "award",
    "leads",
    "focus",
    "health",
    "data",
]


def build_proxy_dataset(
    n: int = 400, seed: int = 0, planted: str = "quilting", planted_male: str = "rugby"
) -> pd.DataFrame:
    """Biographies where ``planted`` occurs only in female rows (in 70% of them) and
    ``planted_male`` only in male rows (in 50% of them); every other word is drawn from one
    shared vocabulary, so once both are removed the gender cannot be guessed from words."""
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        gender = "female" if i % 2 == 0 else "male"
        first = rng.choice(FEMALE if gender == "female" else MALE)
        pron = "She" if gender == "female" else "He"
        words = rng.sample(COMMON, 6)
        text = f"{first} {rng.choice(SURNAMES)} is a {rng.choice(JOBS)}. {pron} " + " ".join(words)
        if gender == "female" and rng.random() < 0.7:
            text += f" and enjoys {planted}"
        if gender == "male" and rng.random() < 0.5:
            text += f" and enjoys {planted_male}"
        rows.append(
            {
                "text": text + ".",
                "gender": gender,
                "profession": "nurse" if i % 4 < 2 else "surgeon",
            }
        )
    return pd.DataFrame(rows)
