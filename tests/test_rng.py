import numpy as np
import pytest

from cdaprep.rng import derive_ids, hash_ids, stream_key, uniform


def test_draws_do_not_depend_on_batch_boundaries():
    key = stream_key(3, "1:undersample")
    ids = np.arange(10_000)
    whole = uniform(key, ids)
    for size in (1, 7, 1000, 4096):
        parts = np.concatenate([uniform(key, ids[i : i + size]) for i in range(0, len(ids), size)])
        np.testing.assert_array_equal(parts, whole)
    # order of rows inside a batch does not matter either
    perm = np.random.default_rng(0).permutation(len(ids))
    np.testing.assert_array_equal(uniform(key, ids[perm]), whole[perm])


def test_uniform_is_uniform_and_keyed():
    ids = np.arange(200_000)
    u = uniform(stream_key(0, "a"), ids)
    assert ((u >= 0) & (u < 1)).all()
    assert abs(u.mean() - 0.5) < 0.005
    counts, _ = np.histogram(u, bins=10, range=(0, 1))
    assert counts.min() > 19_000 and counts.max() < 21_000
    assert not np.array_equal(u, uniform(stream_key(1, "a"), ids))  # seed matters
    assert not np.array_equal(u, uniform(stream_key(0, "b"), ids))  # step matters
    assert np.corrcoef(u[:-1], u[1:])[0, 1] == pytest.approx(0, abs=0.01)


def test_string_ids_and_derived_ids_are_stable():
    a = hash_ids(stream_key(0, "s"), np.array(["x", "y", "z"], dtype=object))
    b = hash_ids(stream_key(0, "s"), np.array(["z", "y", "x"], dtype=object))
    np.testing.assert_array_equal(a, b[::-1])
    d1 = derive_ids(np.arange(5), 1)
    np.testing.assert_array_equal(d1, derive_ids(np.arange(5), 1))
    assert len(set(d1) | set(derive_ids(np.arange(5), 2)) | set(range(5))) == 15
    assert (d1 >= 0).all()
