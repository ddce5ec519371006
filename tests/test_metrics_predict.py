"""Metrics for any model (issue 15.3): ``evaluate_pairs`` with a callable, and the
``compute_metrics`` factory for Hugging Face ``Trainer``, tested with hand-built objects of the
shapes ``Trainer`` passes (no ``transformers`` or ``torch``)."""

from __future__ import annotations

import json
import math
import subprocess
import sys
import warnings
from collections import namedtuple
from types import SimpleNamespace

import numpy as np
import pandas as pd
import pytest

from cdaprep.errors import UsageError
from cdaprep.integrations.hf import causal_compute_metrics
from cdaprep.metrics import evaluate, evaluate_pairs, rms_gap
from cdaprep.metrics.report import write_report
from tests.test_metrics_groups import three_group_pairs
from tests.test_metrics_report import frame_causal_gaps

LABELS = ["nurse", "dj", "surgeon", "pastor", "yoga teacher"]
EvalPrediction = namedtuple("EvalPrediction", ["predictions", "label_ids"])


def paired_texts(seed: int = 0, n: int = 200) -> pd.DataFrame:
    """A paired evaluation set with real-looking texts: the job word carries the label, the
    pronoun the group; some texts have no gendered word (identical on both rows)."""
    rng = np.random.default_rng(seed)
    rows = []
    for i in range(n):
        y = LABELS[rng.integers(len(LABELS))]
        own = "female" if rng.random() < 0.5 else "male"
        gendered = rng.random() < 0.9
        for g in ("female", "male"):
            if gendered:
                text = f"{'She' if g == 'female' else 'He'} works as a {y} in town {i}."
            else:
                text = f"Works as a {y} in town {i}."
            role = "original" if g == own else "counterfactual"
            rows.append((text, y, g, i, role))
    return pd.DataFrame(rows, columns=["text", "profession", "gender", "cda_pair_id", "cda_role"])


def biased_model(text: str) -> str:
    """Reads the job, but calls women surgeons nurses and men yoga teachers pastors."""
    job = next(lab for lab in LABELS if f" {lab} " in text)
    if job == "surgeon" and text.startswith("She"):
        return "nurse"
    if job == "yoga teacher" and text.startswith("He"):
        return "pastor"
    return job


def predict_labels(texts):
    return [biased_model(t) for t in texts]


def strip_inputs(rep: dict) -> dict:
    rep = json.loads(json.dumps(rep))
    rep["inputs"].pop("prediction_column")
    return rep


# ------------------------------------------------------------------------------------------
# evaluate_pairs
# ------------------------------------------------------------------------------------------


def test_evaluate_pairs_equals_evaluate_on_saved_predictions():
    pairs = paired_texts()
    got = evaluate_pairs(predict_labels, pairs, label_column="profession", n_boot=100, seed=3)
    saved = pairs.assign(pred=predict_labels(pairs.text.tolist()))
    want = evaluate(
        [("predictions", saved)],
        label_column="profession",
        prediction_column="pred",
        n_boot=100,
        seed=3,
    )
    assert strip_inputs(got) == strip_inputs(want)
    # the planted bias shows: women surgeons lose their true positives
    surgeon = next(r for r in got["runs"][0]["per_class"]["causal.tpr"] if r["label"] == "surgeon")
    assert surgeon["value"] < -0.5


def test_evaluate_pairs_predicts_each_distinct_text_once_in_batches():
    pairs = paired_texts()
    calls = []

    def predict(texts):
        calls.append(len(texts))
        return predict_labels(texts)

    evaluate_pairs(predict, pairs, label_column="profession", n_boot=0, batch_size=64)
    assert sum(calls) == pairs.text.nunique() < len(pairs)
    assert max(calls) <= 64 and len(calls) == math.ceil(pairs.text.nunique() / 64)


def test_evaluate_pairs_with_scores_and_classes():
    pairs = paired_texts(1)
    classes = sorted(LABELS)

    def scores(texts):
        out = np.zeros((len(texts), len(classes)))
        for i, t in enumerate(texts):
            out[i, classes.index(biased_model(t))] = 0.9
        return out

    got = evaluate_pairs(scores, pairs, label_column="profession", classes=classes, n_boot=0)
    want = evaluate_pairs(predict_labels, pairs, label_column="profession", n_boot=0)
    assert strip_inputs(got) == strip_inputs(want)
    with pytest.raises(UsageError, match=r"pass classes=\[\.\.\.\]"):
        evaluate_pairs(scores, pairs, label_column="profession", n_boot=0)
    with pytest.raises(UsageError, match="scores with 5 columns but classes has 2 entries"):
        evaluate_pairs(scores, pairs, label_column="profession", classes=["a", "b"], n_boot=0)


def test_evaluate_pairs_with_a_scikit_learn_pipeline(tmp_path):
    sklearn = pytest.importorskip("sklearn")  # noqa: F841
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline

    train = paired_texts(2)
    train = train[train.cda_role == "original"]
    model = make_pipeline(CountVectorizer(), LogisticRegression(max_iter=500))
    model.fit(train.text, train.profession)
    pairs = paired_texts(3)
    by_proba = evaluate_pairs(model.predict_proba, pairs, label_column="profession", n_boot=0)
    by_label = evaluate_pairs(model.predict, pairs, label_column="profession", n_boot=0)
    assert strip_inputs(by_proba) == strip_inputs(by_label)
    out = tmp_path / "report"
    write_report(by_label, out, plots=False)
    assert json.loads((out / "metrics.json").read_text())["runs"][0]["counts"]["pairs"] == 200


def test_evaluate_pairs_reads_the_counterfactual_eval_split():
    datasets = pytest.importorskip("datasets")
    pairs = paired_texts(4)
    dd = datasets.DatasetDict(
        {
            "train": datasets.Dataset.from_pandas(pairs.head(10), preserve_index=False),
            "counterfactual_eval": datasets.Dataset.from_pandas(pairs, preserve_index=False),
        }
    )
    got = evaluate_pairs(predict_labels, dd, label_column="profession", n_boot=0)
    assert got["runs"][0]["counts"]["pairs"] == 200


@pytest.mark.parametrize(
    "predict, message",
    [
        (lambda texts: ["nurse"] * (len(texts) - 1), r"returned 5 prediction\(s\) for 6 text"),
        (lambda texts: np.full(len(texts), 0.37), "predict returned fractional numbers"),
        (lambda texts: np.zeros((len(texts), 2, 2)), "predict returned an array of shape"),
    ],
)
def test_evaluate_pairs_errors(predict, message):
    pairs = paired_texts(5, n=3)
    with pytest.raises(UsageError, match=message):
        evaluate_pairs(predict, pairs, label_column="profession", n_boot=0)


def test_evaluate_pairs_names_missing_columns():
    pairs = paired_texts(6, n=3)
    with pytest.raises(UsageError, match="'bio' not found"):
        evaluate_pairs(predict_labels, pairs, text_column="bio", label_column="profession")


def test_evaluate_pairs_predicts_rows_without_text_as_compare_does(tmp_path):
    """Report item 6: on the paired set cdaprep pairs writes from data with an empty and a
    missing text, evaluate_pairs raised "row 5 (1-based) of the paired evaluation set has no
    text in column 'text'" while cdaprep compare predicts such rows on the empty text. Now
    evaluate_pairs does what compare does, and says how many rows in a note."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline

    from cdaprep.cli import main
    from cdaprep.comparison.classifiers import joined_texts

    train = paired_texts(7)
    model = make_pipeline(TfidfVectorizer(), LogisticRegression(max_iter=500))
    model.fit(train.text, train.profession)
    src = paired_texts(8, n=30)
    src = src[src.cda_role == "original"].drop(columns=["cda_pair_id", "cda_role"])
    src.iloc[2, 0], src.iloc[5, 0] = "", None  # an empty and a missing text
    src.to_csv(tmp_path / "bios.csv", index=False)
    assert main(["pairs", str(tmp_path / "bios.csv"), "-o", str(tmp_path / "pairs.csv"),
                 "--text-column", "text", "--quiet"]) == 0  # fmt: skip
    pairs = pd.read_csv(tmp_path / "pairs.csv")
    assert pairs.text.isna().sum() == 4  # both rows of the two pairs, passed through

    seen = []

    def predict(texts):
        seen.extend(texts)
        return model.predict(texts)

    got = evaluate_pairs(predict, tmp_path / "pairs.csv", label_column="profession", n_boot=0)
    assert "" in seen and all(isinstance(t, str) for t in seen)
    notes = got["runs"][0]["notes"]
    assert notes[0].startswith(
        "4 row(s) with no text in column 'text' (empty, missing or not a string) were predicted "
        "on the empty text '', as cdaprep compare predicts them"
    )
    # the predictions are those of the texts compare gives the model
    saved = pairs.assign(pred=model.predict(joined_texts(pairs, ["text"])))
    want = evaluate(
        [("predictions", saved)], label_column="profession", prediction_column="pred", n_boot=0
    )
    got["runs"][0]["notes"] = notes[1:]
    assert strip_inputs(got) == strip_inputs(want)
    assert got["runs"][0]["counts"]["rows"] == 60  # every row counted


# ------------------------------------------------------------------------------------------
# causal_compute_metrics
# ------------------------------------------------------------------------------------------


def trainer_view(pairs: pd.DataFrame, names: list, seed: int = 0):
    """Logits and label ids as Trainer hands them over (class ids in ``names`` order)."""
    rng = np.random.default_rng(seed)
    pred = [biased_model(t) for t in pairs.text]
    logits = rng.normal(0, 0.1, (len(pairs), len(names)))
    logits[np.arange(len(pairs)), [names.index(p) for p in pred]] += 3.0
    label_ids = np.array([names.index(y) for y in pairs.profession])
    return logits, label_ids, pred


@pytest.mark.parametrize("seed", range(3))
def test_compute_metrics_equals_causal_gaps(seed):
    pairs = paired_texts(seed)
    names = sorted(LABELS)
    logits, label_ids, pred = trainer_view(pairs, names, seed)
    fn = causal_compute_metrics(
        pairs,
        label_names=names,
        label_column="profession",
        min_count=0,
        rms_classes="each",
        per_class=("tpr", "fpr", "ppr"),
    )
    out = fn(EvalPrediction(predictions=logits, label_ids=label_ids))
    assert all(isinstance(v, float) for v in out.values())
    assert out["accuracy"] == pytest.approx(np.mean(np.array(pred) == pairs.profession))
    orig = (pairs.cda_role == "original").to_numpy()
    assert out["accuracy_original"] == pytest.approx(
        np.mean(np.array(pred)[orig] == pairs.profession[orig])
    )
    for rate in ("tpr", "fpr", "ppr"):
        table = frame_causal_gaps(
            pairs,
            pred=pred,
            rate=rate,
            labels=names,
        )
        assert out[f"causal_{rate}_gap_rms"] == pytest.approx(rms_gap(table), abs=1e-12)
        for label, gap in table["gap"].items():
            key = f"causal_{rate}_gap/{label.replace(' ', '_')}"
            assert out[key] == pytest.approx(gap, abs=1e-12)
    assert out["causal_tpr_gap/surgeon"] < -0.5
    assert out["causal_tpr_gap/yoga_teacher"] > 0.5


def test_compute_metrics_matches_cdaprep_metrics_on_saved_predictions(tmp_path):
    """With the defaults, the logged RMS equals what `cdaprep metrics` reports later."""
    from cdaprep.cli import main

    pairs = paired_texts(7, n=400)
    names = sorted(LABELS)
    logits, label_ids, pred = trainer_view(pairs, names)
    out = causal_compute_metrics(pairs, label_names=names)(
        SimpleNamespace(predictions=(logits, np.zeros(3)), label_ids=label_ids[:, None])
    )
    f = tmp_path / "preds.csv"
    pairs.assign(pred=pred).to_csv(f, index=False)
    args = ["metrics", str(f), "-o", str(tmp_path / "r"), "--label-column", "profession"]
    assert main([*args, "--prediction-column", "pred", "--n-boot", "0", "--quiet"]) == 0
    summary = json.loads((tmp_path / "r" / "metrics.json").read_text())["runs"][0]["summary"]
    for rate in ("tpr", "fpr", "ppr"):
        assert out[f"causal_{rate}_gap_rms"] == pytest.approx(
            summary[f"rms.causal.{rate}"]["value"], abs=1e-12
        )
    assert not any(k.startswith("causal_fpr_gap/") for k in out)  # per_class=("tpr",)


def test_compute_metrics_accepts_tuples_class_ids_and_batches():
    pairs = paired_texts(8)
    names = sorted(LABELS)
    logits, label_ids, _ = trainer_view(pairs, names)
    fn = causal_compute_metrics(pairs, label_names=names, min_count=0)
    whole = fn((logits, label_ids))  # EvalPrediction also unpacks as a tuple
    assert fn(EvalPrediction(logits.argmax(-1), label_ids)) == whole  # preprocessed to ids
    half = len(pairs) // 2
    assert fn(EvalPrediction(logits[:half], label_ids[:half]), compute_result=False) == {}
    assert fn(EvalPrediction(logits[half:], label_ids[half:]), compute_result=True) == whole


def test_compute_metrics_says_once_which_pairs_it_left_out():
    # a pair that lost a member was left out of every causal gap without a word: the keys of
    # its class were missing from the logs, and nothing said why
    from cdaprep.errors import DataWarning

    pairs = pd.DataFrame(
        {
            "gender": ["female", "male", "female", "male", "female"],
            "cda_pair_id": [1, 1, 2, 2, 3],
            "cda_role": ["original", "counterfactual"] * 2 + ["original"],
        }
    )
    fn = causal_compute_metrics(pairs, label_names=["nurse", "surgeon"], min_count=0)
    logits = np.array([[2.0, 0.0], [0.0, 2.0], [0.0, 1.0], [0.0, 3.0], [1.0, 0.0]])
    ids = np.array([0, 0, 1, 1, 0])
    with pytest.warns(DataWarning, match=r"1 pair id\(s\) are not valid pairs") as got:
        out = fn(EvalPrediction(logits, ids))
    assert out["causal_tpr_gap/nurse"] == 1.0  # the two whole pairs still count
    assert all(str(w.message).startswith("causal_compute_metrics: ") for w in got)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a second evaluation repeats no note
        assert fn(EvalPrediction(logits, ids)) == out


def test_compute_metrics_refuses_a_split_in_another_order():
    pairs = paired_texts(9)
    names = sorted(LABELS)
    logits, label_ids, _ = trainer_view(pairs, names)
    fn = causal_compute_metrics(pairs, label_names=names, label_column="profession")
    order = np.random.default_rng(0).permutation(len(pairs))
    with pytest.raises(UsageError, match=r"row \d+ \(1-based\) of the evaluation split has label"):
        fn(EvalPrediction(logits[order], label_ids[order]))
    with pytest.raises(UsageError, match="compute_metrics got 10 prediction"):
        fn(EvalPrediction(logits[:10], label_ids[:10]))
    with pytest.raises(UsageError, match="label id 7 is outside label_names"):
        fn(EvalPrediction(logits, np.full(len(pairs), 7)))
    with pytest.raises(UsageError, match="'cda_role'"):
        causal_compute_metrics(pairs.drop(columns="cda_role"), label_names=names)


def test_compute_metrics_for_three_groups():
    pairs = three_group_pairs(0)
    names = sorted(set(pairs.profession))
    label_ids = np.array([names.index(y) for y in pairs.profession])
    logits = np.eye(len(names))[[names.index(p) for p in pairs.pred]]
    out = causal_compute_metrics(pairs, label_names=names, min_count=0, rms_classes="each")(
        EvalPrediction(logits, label_ids)
    )
    table = frame_causal_gaps(
        pairs,
        pred=pairs.pred,
        group="neutral",
        reference_group="male",
        labels=names,
    )
    assert out["causal_tpr_gap_rms/neutral"] == pytest.approx(rms_gap(table), abs=1e-12)
    assert out["causal_tpr_gap/neutral/nurse"] == pytest.approx(table.loc["nurse", "gap"])
    assert "causal_tpr_gap/nurse" in out  # female - male, the headline group


def test_compute_metrics_imports_neither_transformers_nor_torch():
    code = (
        "import sys, numpy as np, pandas as pd\n"
        "from cdaprep.integrations.hf import causal_compute_metrics\n"
        "p = pd.DataFrame({'gender': ['female', 'male'], 'cda_pair_id': [1, 1],"
        " 'cda_role': ['original', 'counterfactual']})\n"
        "fn = causal_compute_metrics(p, label_names=['a', 'b'], min_count=0)\n"
        "fn((np.array([[1.0, 0.0], [0.0, 1.0]]), np.array([0, 0])))\n"
        "print(sorted(m for m in ('transformers', 'torch') if m in sys.modules))\n"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert res.stdout.strip() == "[]"


@pytest.mark.slow
def test_fine_tuning_loop_of_the_docs(tmp_path):
    """docs/fine-tuning.md with a scikit-learn model standing in for the transformer: augment
    --eval, weighted training, compute_metrics on the folder's counterfactual_eval split, and
    `cdaprep metrics` on the saved predictions agree."""
    pytest.importorskip("sklearn")
    datasets = pytest.importorskip("datasets")
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline

    from cdaprep.cli import main

    data = tmp_path / "data"
    examples = "examples/data"
    args = ["augment", f"{examples}/bios.csv", "-o", str(data), "--method", "rw-cda"]
    args += ["--text-column", "text", "--label-column", "profession", "--assign-gender"]
    assert main([*args, "--eval", f"{examples}/bios_test.csv", "--quiet"]) == 0
    dd = datasets.load_from_disk(str(data))
    train = dd["train"].to_pandas()
    names = sorted(set(train.profession))
    model = make_pipeline(CountVectorizer(), LogisticRegression(max_iter=1000))
    train = train.assign(text=train.text.fillna(""))  # the example data has an empty bio
    model.fit(train.text, train.profession, logisticregression__sample_weight=train.sample_weight)
    pairs = dd["counterfactual_eval"].to_pandas()
    logits = model.predict_log_proba(pairs.text)
    assert list(model.classes_) == names
    label_ids = np.array([names.index(y) for y in pairs.profession])
    fn = causal_compute_metrics(
        str(data), label_names=names, label_column="profession", min_count=3
    )
    logged = fn(EvalPrediction(logits, label_ids))
    preds = tmp_path / "preds.csv"
    pairs.assign(pred=[names[i] for i in logits.argmax(-1)]).to_csv(preds, index=False)
    report = tmp_path / "report"
    args = ["metrics", str(preds), "-o", str(report), "--label-column", "profession"]
    args += ["--prediction-column", "pred", "--n-boot", "0", "--min-count", "3", "--quiet"]
    assert main(args) == 0
    summary = json.loads((report / "metrics.json").read_text())["runs"][0]["summary"]
    for rate in ("tpr", "fpr", "ppr"):
        value = summary[f"rms.causal.{rate}"]["value"]
        assert value is not None
        assert logged[f"causal_{rate}_gap_rms"] == pytest.approx(value, abs=1e-12)
    direct = evaluate_pairs(
        model.predict, str(data), label_column="profession", n_boot=0, min_count=3
    )
    assert direct["runs"][0]["summary"]["rms.causal.ppr"] == summary["rms.causal.ppr"]


def _class_label_pairs():
    import datasets

    names = ["nurse", "surgeon"]
    features = datasets.Features(
        {
            "text": datasets.Value("string"),
            "job": datasets.ClassLabel(names=names),
            "gender": datasets.Value("string"),
            "cda_pair_id": datasets.Value("int64"),
            "cda_role": datasets.Value("string"),
        }
    )
    data = {
        "text": ["She", "He", "He", "She"],
        "job": [0, 0, 1, 1],
        "gender": ["female", "male", "male", "female"],
        "cda_pair_id": [1, 1, 2, 2],
        "cda_role": ["original", "counterfactual"] * 2,
    }
    return datasets.Dataset.from_dict(data, features=features), names


def test_class_label_column_is_decoded_to_its_names(tmp_path):
    """A ClassLabel label column (ids) is compared with label_names / predicted names."""
    pairs, names = _class_label_pairs()
    fn = causal_compute_metrics(pairs, label_names=names, label_column="job", min_count=0)
    y = np.array(pairs["job"])
    assert fn(SimpleNamespace(predictions=np.eye(2)[y], label_ids=y))["accuracy"] == 1.0
    with pytest.raises(UsageError, match="row 1 .* label 'surgeon' .* says 'nurse'"):
        fn(SimpleNamespace(predictions=np.eye(2)[1 - y], label_ids=1 - y))

    def predict(texts):
        return ["nurse" if t == "She" else "surgeon" for t in texts]

    r = evaluate_pairs(predict, pairs, label_column="job", n_boot=0, min_count=0)
    assert r["labels"] == names
    assert [row["value"] for row in r["runs"][0]["per_class"]["causal.tpr"]] == [1.0, -1.0]
    # ids predicted for ids: unchanged
    r = evaluate_pairs(
        lambda t: [0 if x == "She" else 1 for x in t],
        pairs,
        label_column="job",
        n_boot=0,
        min_count=0,
    )
    assert r["labels"] == [0, 1]
    # cdaprep metrics on a save_to_disk folder with a ClassLabel label column
    folder = tmp_path / "preds"
    pairs.add_column("pred", predict(pairs["text"])).save_to_disk(str(folder))
    from cdaprep.cli import main

    argv = ["metrics", str(folder), "--label-column", "job", "--prediction-column", "pred"]
    assert (
        main(
            [
                *argv,
                "--n-boot",
                "0",
                "--min-count",
                "0",
                "--no-plots",
                "--quiet",
                "-o",
                str(tmp_path / "r"),
            ]
        )
        == 0
    )
    report = json.loads((tmp_path / "r" / "metrics.json").read_text())
    assert report["labels"] == names


def test_evaluate_pairs_takes_a_transformers_pipeline_as_it_is():
    # transformers.pipeline("text-classification") returns [{"label", "score"}] per text (and
    # with top_k=None every class per text); evaluate_pairs failed with "unhashable type: 'dict'"
    texts = ["She is a nurse.", "He is a nurse.", "He is a pilot.", "She is a pilot."] * 6
    pairs = pd.DataFrame(
        {
            "text": texts,
            "job": ["nurse", "nurse", "pilot", "pilot"] * 6,
            "gender": ["female", "male", "male", "female"] * 6,
            "cda_pair_id": np.repeat(np.arange(12), 2),
            "cda_role": ["original", "counterfactual"] * 12,
        }
    )

    def top1(batch):
        return [{"label": "nurse" if "She" in t else "pilot", "score": 0.9} for t in batch]

    def every_class(batch):
        return [
            [{"label": "nurse", "score": 0.8 if "She" in t else 0.1},
             {"label": "pilot", "score": 0.2 if "She" in t else 0.9}]
            for t in batch
        ]  # fmt: skip

    def by_hand(batch):
        return ["nurse" if "She" in t else "pilot" for t in batch]

    want = evaluate_pairs(by_hand, pairs, label_column="job", n_boot=0, min_count=0)
    for predict in (top1, every_class):
        got = evaluate_pairs(predict, pairs, label_column="job", n_boot=0, min_count=0)
        assert got["runs"][0]["summary"] == want["runs"][0]["summary"]
    with pytest.raises(UsageError, match="'label' key"):
        evaluate_pairs(lambda b: [{"score": 1.0}] * len(b), pairs, label_column="job")


def test_messages_name_the_users_columns_not_cdapreps():
    # evaluate_pairs spoke of a prediction column 'cda_prediction' the user never saw, and
    # causal_compute_metrics of a group column 'group' where the user's is 'gender'
    from cdaprep.errors import DataError, DataWarning

    pairs = pd.DataFrame(
        {
            "text": ["She is a nurse.", "He is a nurse."] * 3,
            "job": ["nurse"] * 6,
            "gender": ["Female", "male"] * 3,
            "cda_pair_id": [1, 1, 2, 2, 3, 3],
            "cda_role": ["original", "counterfactual"] * 3,
        }
    )
    with pytest.raises(DataError, match="no value predict returned") as err:
        evaluate_pairs(lambda b: [0] * len(b), pairs, label_column="job")
    assert "cda_prediction" not in str(err.value)
    fn = causal_compute_metrics(pairs, label_column="job", label_names=["nurse", "pilot"])
    logits = np.array([[1.0, 0.0]] * 6)
    with pytest.warns(DataWarning) as got:
        fn(EvalPrediction(logits, np.zeros(6, dtype=int)))
    said = " ".join(str(w.message) for w in got)
    assert "group column 'gender'" in said and "'group'" not in said
