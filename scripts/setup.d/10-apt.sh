#!/usr/bin/env bash
# Debian packages: SQLite headers for GRDB, notmuch for the import benchmark baseline,
# OpenBLAS (sgemm) for the sentence encoder, zlib for reading WhatsApp .zip exports.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
apt_install libsqlite3-dev notmuch python3 libopenblas-dev zlib1g-dev
