#!/usr/bin/env bash
# The long differential campaigns and the full quality gate, each a larger run of a test
# the test command runs small (tests/integration/; seeds and counts below, test command's
# in brackets). Prints the campaign's summary lines; exits non-zero on a failure. Nothing
# is asserted on timing.
#
#   campaigns.sh sirius [PROGRAMS=300] [FIRST=0]
#                                            sirius on random CUDA chains (sirius_random_chains:
#                                            fused through main, run_chain and the single-module
#                                            form, run against the original: same buffers, no race,
#                                            no divergence, no out-of-bounds; llc-16 accepts) [12
#                                            chosen seeds that use every generator feature]
#   campaigns.sh streams [CHAINS=200] [FIRST=1000]
#                                            streams on random CUDA chains, forced and split in
#                                            three, on 1 and 7 multiprocessors [4 from 0]
#   campaigns.sh tile-sync [CHAINS=40]       tile-sync on random chains with global dependences [4]
#   campaigns.sh tile-deps [CHAINS=50]       cuSync's block maps of random chains against the block
#                                            pairs that ran (tile_deps) [seeds 0, 2, 5, 6, 11]
#   campaigns.sh ascend-programs [PROGRAMS=200] [TIMINGS=50] [FIRST=1000]
#                                            sirius,ascend-sync on random Ascend programs, nominal
#                                            and random timings against the original [6, 2, 0]
#   campaigns.sh index [CUDA=40] [ASCEND=16] the index front-end against execution
#                                            (front_end_differential) [4, 4]
#   campaigns.sh quality [--record]          ascend-sync's quality gate on all 150 recorded
#                                            random seeds [10]; --record rewrites the fixture
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
campaign=${1:?usage: campaigns.sh sirius|streams|tile-sync|tile-deps|ascend-programs|index|quality [ARGS]}
shift
bash scripts/setup/build-plugin.sh >/dev/null
export SYNCFUSE_PLUGIN=$PWD/build/libsyncfuse.so
# run FILTER PATTERN: the integration tests matching FILTER, their lines matching PATTERN.
run() {
    cargo test --release -q --test integration "$1" -- --nocapture 2>&1 | grep -E "$2|panicked|failures|^error"
}
case "$campaign" in
    sirius)
        SIRIUS_RANDOM_CHAINS=${1:-300} SIRIUS_RANDOM_FIRST=${2:-0} run sirius_random_chains:: "^[0-9]+ programs:|FAILED" ;;
    streams)
        SYNCFUSE_STREAMS_CHAINS=${1:-200} SYNCFUSE_STREAMS_SEED=${2:-1000} \
            run streams::random_chains_compute_the_same_on_streams "^campaign:|chain [0-9]+" ;;
    tile-sync)
        SYNCFUSE_TILE_CHAINS=${1:-40} run tile_sync::random_chains_compute_the_same_with_tile_synchronisation \
            "chains|pairs|seed [0-9]+" ;;
    tile-deps)
        SYNCFUSE_TILE_DEPS_CHAINS=${1:-50} run tile_deps::random_chains_block_pairs_that_ran_are_in_the_block_maps \
            "tile pairs of random chains" ;;
    ascend-programs)
        SYNCFUSE_RANDOM_PROGRAMS=${1:-200} SYNCFUSE_RANDOM_TIMINGS=${2:-50} SYNCFUSE_RANDOM_SEED=${3:-1000} \
            run ascend_random_programs:: "^campaign:|program [0-9]+" ;;
    index)
        SYNCFUSE_INDEX_SEEDS=${1:-40} SYNCFUSE_ASCEND_INDEX_SEEDS=${2:-16} run front_end_differential:: "probes:" ;;
    quality)
        if [ "${1:-}" = "--record" ]; then
            SYNCFUSE_QUALITY_RECORD=1 cargo test --release -q --test integration ascend_sync_quality::
        else
            SYNCFUSE_QUALITY_SEEDS=150 run ascend_sync_quality:: \
                "ascend-sync quality|^  |worse than recorded|^(sample|random|scaling) |test result"
        fi ;;
    *)
        echo "campaigns.sh: unknown campaign '$campaign' (sirius, streams, tile-sync, tile-deps, ascend-programs, index, quality)" >&2
        exit 2 ;;
esac
