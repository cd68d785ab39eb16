#!/usr/bin/env python3
"""Baseline message counts for WhatsApp chat exports from two established parsers.

Usage: scripts/whatsapp-baseline.py EXPORT.txt|EXPORT.zip ...

Installs `whatstk` and `chat-miner` (via pip, once) into a venv at
${SOTTO_CACHE:-~/.cache/sotto}/whatsapp-baseline-venv, runs both on every file and prints one
JSON object per file:

  {"file": "...", "whatstk": {"messages": N} | {"error": "..."},
   "chatminer": {"messages": N} | {"error": "..."}}

`messages` is the number of rows each parser returns, nothing more; `seconds` is how long it took. The parsers disagree by
design (chat-miner drops lines without an `Author: ` part; whatstk keeps some system notices and
may merge lines whose header its auto-detection misses), so compare counts, not contents. A .zip is read by whatstk directly; for chat-miner its .txt member is extracted
to a temporary folder first. Message text never leaves this process; only counts are printed.
"""

import json
import os
import subprocess
import sys
import tempfile
import time
import traceback
import venv
import zipfile
from pathlib import Path

PACKAGES = ["whatstk", "chat-miner"]
INNER_FLAG = "--inside-venv"


def venv_dir() -> Path:
    cache = os.environ.get("SOTTO_CACHE") or os.path.join(os.path.expanduser("~"), ".cache", "sotto")
    return Path(cache) / "whatsapp-baseline-venv"


def venv_python(root: Path) -> Path:
    return root / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv() -> Path:
    """Creates the venv and installs the parsers unless a previous run did."""
    root = venv_dir()
    python = venv_python(root)
    marker = root / ".sotto-installed"
    wanted = " ".join(PACKAGES)
    if python.exists() and marker.exists() and marker.read_text().strip() == wanted:
        return python
    print(f"installing {wanted} into {root} ...", file=sys.stderr)
    venv.EnvBuilder(with_pip=True, clear=not python.exists()).create(root)
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PACKAGES], check=True,
                   stdout=sys.stderr)
    marker.write_text(wanted + "\n")
    return python


def error_text(error: BaseException) -> str:
    # The type and where it was raised, never the message: messages may quote the chat.
    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return type(error).__name__
    last = frames[-1]
    return f"{type(error).__name__} in {last.name} ({Path(last.filename).name}:{last.lineno})"


def count_whatstk(path: Path) -> dict:
    try:
        from whatstk import WhatsAppChat
        chat = WhatsAppChat.from_source(filepath=str(path))
        return {"messages": int(len(chat.df))}
    except Exception as error:  # noqa: BLE001 - report any failure as data
        return {"error": error_text(error)}


def count_chatminer(path: Path) -> dict:
    try:
        from chatminer.chatparsers import WhatsAppParser
        with tempfile.TemporaryDirectory() as folder:
            text_path = path
            if path.suffix.lower() == ".zip":
                with zipfile.ZipFile(path) as archive:
                    members = [name for name in archive.namelist() if name.lower().endswith(".txt")]
                    if not members:
                        return {"error": "no .txt file in the zip"}
                    text_path = Path(archive.extract(members[0], folder))
            parser = WhatsAppParser(str(text_path))
            parser.parse_file()
            return {"messages": int(len(parser.parsed_messages.get_df()))}
    except Exception as error:  # noqa: BLE001
        return {"error": error_text(error)}


def inner(paths: list) -> int:
    import logging
    import warnings
    logging.disable(logging.CRITICAL)
    warnings.simplefilter("ignore")
    for raw in paths:
        path = Path(raw)
        result = {"file": raw}
        if not path.is_file():
            result["whatstk"] = result["chatminer"] = {"error": "not a file"}
        else:
            for name, count in (("whatstk", count_whatstk), ("chatminer", count_chatminer)):
                started = time.perf_counter()
                result[name] = count(path)
                result[name]["seconds"] = round(time.perf_counter() - started, 3)
        print(json.dumps(result, ensure_ascii=False), flush=True)
    return 0


def main() -> int:
    args = sys.argv[1:]
    if args and args[0] == INNER_FLAG:
        return inner(args[1:])
    if not args or args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if args else 2
    python = ensure_venv()
    env = dict(os.environ, TQDM_DISABLE="1", PYTHONWARNINGS="ignore")
    return subprocess.run([str(python), os.path.abspath(__file__), INNER_FLAG, *args], env=env).returncode


if __name__ == "__main__":
    sys.exit(main())
