#!/usr/bin/env python3
"""SpamAssassin on the same messages `sotto eval spam` reads: prints JSON with precision,
recall, F1, false-positive rate and ms/message. Usage:
  spamassassin-baseline.py SOCKET --spam DIR[@split] ... --ham DIR[@split] ...
DIR may end in a file-name pattern (DIR/hard-ham-*), as for Sotto. Splits match Sotto's
LabeledMail: FNV-1a of the relative path, bucket 0 of 5 is the holdout."""
import fnmatch, json, os, subprocess, sys, time

def bucket(name):
    h = 0xcbf29ce484222325
    for b in name.encode():
        h ^= b
        h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h % 5

def source(arg):
    """The source's name as Sotto reports it, and its files."""
    folder, _, split = arg.partition("@")
    split = split or "all"
    pattern = None
    if any(c in os.path.basename(folder) for c in "*?["):
        folder, pattern = os.path.split(folder)
    out = []
    for base, _, names in os.walk(folder):
        for n in names:
            if n.startswith(".") or n.endswith((".csv", ".md", ".py")) or (pattern and not fnmatch.fnmatchcase(n, pattern)):
                continue
            rel = os.path.relpath(os.path.join(base, n), folder)
            if split == "all" or (split == "holdout") == (bucket(rel) == 0):
                out.append(os.path.join(folder, rel))
    name = os.path.basename(folder) + ("/" + pattern if pattern else "")
    return name, sorted(out)

def message_bytes(path):
    data = open(path, "rb").read()
    if data[:1] == b"{":
        try:
            return json.loads(data)["text"].encode("utf-8", "surrogateescape")
        except Exception:
            pass
    return data

def main():
    socket, args = sys.argv[1], sys.argv[2:]
    sources = []  # (kind, name, paths)
    kind = None
    for a in args:
        if a in ("--spam", "--ham"):
            kind = a[2:]
        else:
            sources.append((kind, *source(a)))
    tp = fp = fn = 0
    by_source = []
    start = time.monotonic()
    for kind, name, paths in sources:
        flagged_here = 0
        for p in paths:
            r = subprocess.run(["spamc", "-U", socket, "-c"], input=message_bytes(p), capture_output=True)
            flagged = r.returncode == 1
            flagged_here += flagged
            if kind == "spam":
                tp += flagged
                fn += not flagged
            else:
                fp += flagged
        by_source.append({"name": name, "label": kind, "messages": len(paths), "flagged": flagged_here,
                          "share_flagged": round(flagged_here / max(len(paths), 1), 4)})
    seconds = time.monotonic() - start
    n_spam = sum(len(paths) for kind, _, paths in sources if kind == "spam")
    n_ham = sum(len(paths) for kind, _, paths in sources if kind == "ham")
    precision = tp / max(tp + fp, 1)
    recall = tp / max(n_spam, 1)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0
    print(json.dumps({"spam": n_spam, "ham": n_ham, "precision": round(precision, 4), "recall": round(recall, 4),
                      "f1": round(f1, 4), "false_positive_rate": round(fp / max(n_ham, 1), 4),
                      "ms_per_message": round(seconds * 1000 / max(n_spam + n_ham, 1), 1), "sources": by_source},
                     indent=2))

main()
