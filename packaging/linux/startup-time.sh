#!/usr/bin/env bash
# Time from starting the app to its main window being mapped on an X server, as a user sees it.
#   packaging/linux/startup-time.sh [EXECUTABLE] [RUNS]
# EXECUTABLE defaults to the bundle dist/vikings-desktop/vikings-desktop. Runs under its own
# Xvfb (apt packages xvfb, xauth, xdotool); the first run is the cold one (files not yet in the
# page cache, if nothing read them before).
set -euo pipefail
cd "$(dirname "$0")/../.."

EXECUTABLE=${1:-dist/vikings-desktop/vikings-desktop}
RUNS=${2:-5}
for tool in xvfb-run xdotool; do
    command -v "$tool" >/dev/null || { echo "startup-time.sh: $tool is missing" >&2; exit 1; }
done

if [ -z "${STARTUP_TIME_INNER:-}" ]; then
    exec env STARTUP_TIME_INNER=1 xvfb-run -a "$0" "$EXECUTABLE" "$RUNS"
fi

for run in $(seq "$RUNS"); do
    start=$(date +%s.%N)
    env -i PATH=/usr/bin:/bin DISPLAY="$DISPLAY" XAUTHORITY="${XAUTHORITY:-}" LANG=C.UTF-8 \
        "$EXECUTABLE" >/dev/null 2>&1 &
    app=$!
    if ! timeout 60 xdotool search --sync --onlyvisible --name '^Vikings Desktop$' >/dev/null; then
        kill "$app" 2>/dev/null || true
        echo "startup-time.sh: no window after 60 s" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    kill "$app"
    wait "$app" 2>/dev/null || true
    awk -v run="$run" -v start="$start" -v end="$end" \
        'BEGIN { printf "run %d: %.2f s to a shown window\n", run, end - start }'
done
