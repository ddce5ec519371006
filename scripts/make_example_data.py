"""Build the bundled example dataset ``examples/data/bios.csv`` (synthetic biographies).

The rows imitate the Bias in Bios format (text, profession, gender is derived by cdaprep):
short third-person biographies with pronouns, titles, kinship words and first names, with the
gender imbalance per profession the real data has (nurses mostly women, surgeons mostly men).
Deterministic: ``python scripts/make_example_data.py`` rebuilds the same file.
"""

from __future__ import annotations

import random
from pathlib import Path

FEMALE = ["Mary", "Anna", "Emma", "Grace", "Olivia", "Sofia", "Laura", "Julia", "Rose", "Hope"]
MALE = ["John", "James", "David", "Mark", "Will", "Peter", "Daniel", "Thomas", "Paul", "Bill"]
SURNAMES = [
    "Smith",
    "Garcia",
    "Chen",
    "Okafor",
    "Müller",
    "Novak",
    "Kowalski",
    "Haddad",
    "Johansson",
    "O'Brien",
    "Tanaka",
    "Rossi",
]
# profession: share of women (roughly as in Bias in Bios)
PROFESSIONS = {
    "nurse": 0.9,
    "surgeon": 0.15,
    "professor": 0.45,
    "software engineer": 0.2,
    "teacher": 0.6,
    "attorney": 0.4,
    "photographer": 0.35,
    "dietitian": 0.9,
}
TEMPLATES = [
    "{Title} {surname} is {a_job} based in {city}. {P} has worked in the field for {n} years "
    "and {p_poss} work focuses on {topic}.",
    "{first} {surname} is {a_job} at {org}. {P} lives in {city} with {p_poss} {spouse} and "
    "their two children.",
    "{first} {surname} works as {a_job} in {city}. Colleagues describe {p_obj} as patient; "
    "{p} says the best part of the job is {topic}.",
    "{P} is {a_job} who trained at {org}. Before that, {p} studied {topic}, and {p_poss} "
    "{parent} encouraged {p_obj} to pursue it.",
    "As {a_job}, {first} has published on {topic}. {P}'s also a mentor, and {p} describes "
    "{p_ref} as a lifelong learner.",
]
CITIES = ["Boston", "Lagos", "Seattle", "Kraków", "Toronto", "São Paulo", "Austin", "Dublin"]
ORGS = [
    "St. Mary's Hospital",
    "the University of Leeds",
    "Acme Corp",
    "City College",
    "Northwest Clinic",
    "Blue River Studio",
]
TOPICS = [
    "patient care",
    "distributed systems",
    "family law",
    "portraits",
    "nutrition",
    "early literacy",
    "trauma surgery",
    "climate policy",
]


def make(n: int = 240, seed: int = 7, holes: bool = True) -> list[dict]:
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        job = rng.choice(list(PROFESSIONS))
        female = rng.random() < PROFESSIONS[job]
        pr = (
            {
                "P": "She",
                "p": "she",
                "p_poss": "her",
                "p_obj": "her",
                "p_ref": "herself",
                "Title": rng.choice(["Ms.", "Mrs.", "Dr."]),
                "first": rng.choice(FEMALE),
                "spouse": rng.choice(["husband", "wife", "partner"]),
            }
            if female
            else {
                "P": "He",
                "p": "he",
                "p_poss": "his",
                "p_obj": "him",
                "p_ref": "himself",
                "Title": rng.choice(["Mr.", "Dr."]),
                "first": rng.choice(MALE),
                "spouse": rng.choice(["wife", "husband", "partner"]),
            }
        )
        text = rng.choice(TEMPLATES).format(
            job=job,
            a_job=("an " if job[0] in "aeiou" else "a ") + job,
            surname=rng.choice(SURNAMES),
            city=rng.choice(CITIES),
            org=rng.choice(ORGS),
            topic=rng.choice(TOPICS),
            n=rng.randint(2, 30),
            parent=rng.choice(["mother", "father"]),
            **pr,
        )
        rows.append({"id": f"bio-{i:04d}", "text": text, "profession": job})
    # Real data has holes: a missing and an empty biography pass through and are counted.
    if holes:
        rows[17]["text"] = None
        rows[42]["text"] = ""
    return rows


def main() -> None:
    import pandas as pd

    from cdaprep.io import write_frame

    out = Path(__file__).resolve().parents[1] / "examples" / "data" / "bios.csv"
    rows = make()
    # cdaprep's CSV writer keeps missing (empty field) and "" (quoted) apart.
    write_frame(pd.DataFrame(rows), out, overwrite=True)
    print(f"wrote {len(rows)} rows to {out}")
    test = make(80, seed=8, holes=False)
    for r in test:
        r["id"] = r["id"].replace("bio-", "test-")
    write_frame(pd.DataFrame(test), out.with_name("bios_test.csv"), overwrite=True)
    print(f"wrote {len(test)} rows to {out.with_name('bios_test.csv')}")


if __name__ == "__main__":
    main()
