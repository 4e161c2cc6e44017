#!/usr/bin/env bash
# Issue 31: a CI stage's wall time. `bash tests/scripts/stage.sh <name> <command…>` runs the command,
# prints "stage <name>: <s> s" (with the load average, since the machine is shared) and exits with
# the command's own status, so `a && b` chains and `set -e` behave as without it. With CI_STAGES
# set to a file, the line is appended there too (.ci/run prints them all at the end).
set -uo pipefail
name=$1
shift
start=$(date +%s)
"$@"
status=$?
seconds=$(($(date +%s) - start))
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')
line=$(printf 'stage %-12s %5d s  exit %d  (load %s)' "$name" "$seconds" "$status" "$load")
echo "$line"
if [ -n "${CI_STAGES:-}" ]; then echo "$line" >>"$CI_STAGES"; fi
exit "$status"
