#!/usr/bin/env bash
# Runs every fuzz target of motion-fuzz (built for fuzzing by `make fuzz`) for a bounded time.
#   scripts/fuzz.sh MOTION_FUZZ SECONDS [TARGET...]
# FUZZ_SEED, when set, fixes libFuzzer's random seed, so a run from the same corpus tries the same
# inputs (CI's short run uses it; without it every run explores anew).
# Each target starts from its corpus in Tests/MotionFuzzTests/Corpus/<target>/ and works in
# .build/fuzz/corpus/<target>/; inputs that reach new code are merged back into the test corpus
# (keep them: the unit tests replay it). A crash, a failed invariant, a slow input (over 10 s) or
# a memory blow-up (over 2 GB) stops the run: the input is saved as .build/fuzz/findings/<target>-*,
# and this script exits non-zero naming it.
set -uo pipefail
fuzz="$1"; seconds="$2"; shift 2
corpus=Tests/MotionFuzzTests/Corpus
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
mkdir -p .build/fuzz/findings
status=0
"$fuzz" --list | while read -r target length; do
    if (($# > 0)) && [[ " $* " != *" $target "* ]]; then continue; fi
    work=.build/fuzz/corpus/$target
    mkdir -p "$work" "$corpus/$target"
    echo "fuzz: $target for ${seconds}s (inputs up to $length bytes)"
    if ! "$fuzz" "$target" "$work" "$corpus/$target" -max_total_time="$seconds" -max_len="$length" -timeout=10 \
            -rss_limit_mb=2048 -detect_leaks=0 ${FUZZ_SEED:+-seed=$FUZZ_SEED} -print_final_stats=1 -artifact_prefix=".build/fuzz/findings/$target-" \
            > ".build/fuzz/$target.log" 2>&1; then
        echo "fuzz: $target found a problem; the input is in .build/fuzz/findings/, the log in .build/fuzz/$target.log" >&2
        tail -n 30 ".build/fuzz/$target.log" >&2
        exit 1
    fi
    grep -E "^stat::number_of_executed_units|^Done [0-9]+ runs" ".build/fuzz/$target.log" | tail -n 1
    "$fuzz" "$target" -merge=1 -max_len="$length" -detect_leaks=0 "$corpus/$target" "$work" > ".build/fuzz/$target.merge.log" 2>&1 \
        || { echo "fuzz: merging the corpus of $target failed (.build/fuzz/$target.merge.log)" >&2; exit 1; }
done || status=1
exit $status
