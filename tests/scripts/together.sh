#!/usr/bin/env bash
# Issue 31: runs independent single-core checks side by side (npm test: eslint and tsc, each one
# core's work, one after the other left CI's second core idle). Each command's output is held and
# printed whole when it ends, so the logs do not interleave; the exit status is the first failure's
# (every command still runs to its end).
set -uo pipefail
dir=$(mktemp -d)
pids=()
for i in $(seq 1 $#); do
  bash -c "${!i}" >"$dir/$i" 2>&1 &
  pids+=("$!")
done
status=0
for i in $(seq 1 $#); do
  wait "${pids[$((i - 1))]}"
  code=$?
  cat "$dir/$i"
  if [ "$code" -ne 0 ]; then
    echo "together: '${!i}' failed (exit $code)"
    if [ "$status" -eq 0 ]; then status=$code; fi
  fi
done
rm -rf "$dir"
exit "$status"
