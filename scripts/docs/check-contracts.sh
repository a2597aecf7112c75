#!/usr/bin/env bash
# The contracts under docs/contract/ (the ones the code cites, checked by
# tests/integration/contract_docs.rs) must stay byte-identical to the project's shared copies in
# ../shared/ (or $SYNCFUSE_SHARED_DIR). Called by scripts/test.sh. Where no shared copies
# are present (a clone on its own) it says so and compares nothing: the repository's
# tests never depend on files outside it; with the shared copies, a difference fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
shared=${SYNCFUSE_SHARED_DIR:-../shared}
if [ ! -d "$shared" ]; then
    echo "check-contracts: no shared copies at $shared: not compared"
    exit 0
fi
status=0
for name in ascend-target.md ascend-host.md; do
    if ! cmp -s "docs/contract/$name" "$shared/$name"; then
        echo "check-contracts: docs/contract/$name differs from $shared/$name (or one is missing): copy the shared one over it" >&2
        status=1
    fi
done
[ "$status" -eq 0 ] && echo "check-contracts: docs/contract matches $shared"
exit "$status"
