#!/usr/bin/env bash
# Every benchmark, one after the other, as recorded in BENCHMARKS.md. Each prints its baseline in
# the same run; outputs go to benchmarks/_results/<name>.txt (with wall time and peak RSS).
#   bash benchmarks/run_all.sh [path/to/pd-fiction]     # default ../shared/data/pd-fiction
set -u
cd "$(dirname "$0")/.."
FICTION=${1:-../shared/data/pd-fiction}
OUT=benchmarks/_results
mkdir -p "$OUT"
run() {
    name=$1; shift
    echo "== $name: $*"
    { echo "### $name: $*"; date -u; git rev-parse --short HEAD 2>/dev/null; } > "$OUT/$name.txt"
    if command -v /usr/bin/time >/dev/null; then
        /usr/bin/time -v "$@" >> "$OUT/$name.txt" 2>&1
    else
        "$@" >> "$OUT/$name.txt" 2>&1
    fi
    echo "rc=$?" >> "$OUT/$name.txt"
}
python benchmarks/build_nonfiction.py > "$OUT/build_nonfiction.txt" 2>&1
run swap_accuracy python benchmarks/swap_accuracy.py --corpus "$FICTION" --text-dir benchmarks/_data/nonfiction
run swap_speed python benchmarks/swap_speed.py --corpus "$FICTION" --docs 8000 --num-proc 2
run neutral_accuracy python benchmarks/neutral_accuracy.py --fiction "$FICTION" --paragraphs 20000 --repeats 3
run neutral_fiction python benchmarks/neutral_fiction.py --fiction "$FICTION"
run name_precision python benchmarks/name_precision.py --data "$FICTION"
for s in other-domains other-domains-2 other-domains-3 other-domains-4 other-domains-5 other-domains-6 other-domains-7 other-domains-8 other-domains-9 other-domains-10 other-domains-11 other-domains-12 other-domains-13 other-domains-14 other-domains-15 other-domains-16 other-domains-17 other-domains-18 other-domains-20 other-domains-21 other-domains-22 other-domains-23 other-domains-24 other-domains-25 other-domains-26 other-domains-27 other-domains-28 other-domains-29 other-domains-30 other-domains-31 other-domains-32 other-domains-33 other-domains-34 other-domains-35 other-domains-36 other-domains-37 other-domains-38 other-domains-39 other-domains-40 other-domains-41 other-domains-42 other-domains-43 other-domains-44 other-domains-45 other-domains-46 other-domains-47 other-domains-48 other-domains-49 other-domains-50 other-domains-51 other-domains-52 other-domains-53 other-domains-54 other-domains-55 other-domains-56 other-domains-57 other-domains-58 other-domains-59 other-domains-60 other-domains-61 other-domains-62 other-domains-63 other-domains-64 other-domains-65 other-domains-66 other-domains-67 other-domains-68 other-domains-69 other-domains-70 other-domains-71 other-domains-72 other-domains-73 other-domains-74 other-domains-75 other-domains-76 other-domains-77 other-domains-78 other-domains-79 other-domains-80 other-domains-81 other-domains-82 other-domains-83 other-domains-84 other-domains-86 other-domains-87 other-domains-88 other-domains-89 other-domains-90 other-domains-91 other-domains-92 other-domains-93 other-domains-94 other-domains-95 other-domains-96 other-domains-97 other-domains-98; do
    python benchmarks/build_other_text.py --set "$s" >> "$OUT/build_other_text.txt" 2>&1
    run "name_precision_$s" python benchmarks/name_precision.py --set "$s" --adapt
done
run name_judged python benchmarks/name_judged.py
run name_rows python benchmarks/name_rows.py
# her slots on every domain outside the books (BENCHMARKS.md: the sixteen, -19 to -21, -22,
# -23 to -84, -86 to -98), with spaCy's references and --adapt
# fitted on the other half of each (about 25 min)
python benchmarks/build_other_text.py --set other-domains-19 >> "$OUT/build_other_text.txt" 2>&1
ACC_DIRS=(--text-dir benchmarks/_data/nonfiction)
for d in other-text other-text-2 other-text-5 other-text-7 other-text-8 other-text-9 other-text-10 other-text-11 other-text-12 other-text-13 other-text-14 other-text-15 other-text-16 other-text-17 other-text-18 other-text-19 other-text-20 other-text-21 other-text-22 other-text-23 other-text-24 other-text-25 other-text-26 other-text-27 other-text-28 other-text-29 other-text-30 other-text-31 other-text-32 other-text-33 other-text-34 other-text-35 other-text-36 other-text-37 other-text-38 other-text-39 other-text-40 other-text-41 other-text-42 other-text-43 other-text-44 other-text-45 other-text-46 other-text-47 other-text-48 other-text-49 other-text-50 other-text-51 other-text-52 other-text-53 other-text-54 other-text-55 other-text-56 other-text-57 other-text-58 other-text-59 other-text-60 other-text-61 other-text-62 other-text-63 other-text-64 other-text-65 other-text-66 other-text-67 other-text-68 other-text-69 other-text-70 other-text-71 other-text-72 other-text-73 other-text-74 other-text-75 other-text-76 other-text-77 other-text-78 other-text-79 other-text-80 other-text-81 other-text-82 other-text-83 other-text-84 other-text-86 other-text-87 other-text-88 other-text-89 other-text-90 other-text-91 other-text-92 other-text-93 other-text-94 other-text-95 other-text-96 other-text-97 other-text-98; do
    ACC_DIRS+=(--text-dir "benchmarks/_data/$d")
done
run swap_accuracy_domains python benchmarks/swap_accuracy.py --corpus "$FICTION" --adapt-halves "${ACC_DIRS[@]}"
HERS_DIRS=(--text-dir benchmarks/_data/nonfiction)
for d in other-text other-text-2 other-text-5 other-text-7 other-text-8 other-text-9 other-text-10 other-text-11 other-text-12 other-text-13 other-text-14 other-text-15 other-text-16 other-text-17 other-text-18; do
    HERS_DIRS+=(--text-dir "benchmarks/_data/$d")
done
run hers_precision python benchmarks/hers_precision.py "${HERS_DIRS[@]}"
run plural_in_names python benchmarks/plural_in_names.py --data "$FICTION"
run name_speed python benchmarks/name_speed.py --data "$FICTION"
run stream_assign_gender python benchmarks/stream_assign_gender.py --gb 2
run augment_us_cda python benchmarks/augment_us_cda.py --fiction "$FICTION"
run metrics_bootstrap python benchmarks/metrics_bootstrap.py
run scrub_speed python benchmarks/scrub_speed.py --docs 2000
run engine_throughput python benchmarks/engine_throughput.py
run compare_methods python benchmarks/compare_methods.py --pd-fiction "$FICTION"
run audit_speed python benchmarks/audit_speed.py --fiction "$FICTION"
echo "results in $OUT/"
