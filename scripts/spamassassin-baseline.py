#!/usr/bin/env python3
"""SpamAssassin on the same messages `sotto eval spam` reads: prints JSON with precision,
recall, F1, false-positive rate and ms/message. Usage:
  spamassassin-baseline.py SOCKET --spam DIR[@split] ... --ham DIR[@split] ...
Splits match Sotto's LabeledMail: FNV-1a of the relative path, bucket 0 of 5 is the holdout."""
import json, os, subprocess, sys, time

def bucket(name):
    h = 0xcbf29ce484222325
    for b in name.encode():
        h ^= b
        h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h % 5

def files(arg):
    folder, _, split = arg.partition("@")
    split = split or "all"
    out = []
    for base, _, names in os.walk(folder):
        for n in names:
            if n.startswith(".") or n.endswith((".csv", ".md", ".py")):
                continue
            rel = os.path.relpath(os.path.join(base, n), folder)
            if split == "all" or (split == "holdout") == (bucket(rel) == 0):
                out.append(os.path.join(folder, rel))
    return sorted(out)

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
    sets = {"spam": [], "ham": []}
    kind = None
    for a in args:
        if a in ("--spam", "--ham"):
            kind = a[2:]
        else:
            sets[kind] += files(a)
    tp = fp = fn = 0
    start = time.monotonic()
    for kind, paths in sets.items():
        for p in paths:
            r = subprocess.run(["spamc", "-U", socket, "-c"], input=message_bytes(p), capture_output=True)
            flagged = r.returncode == 1
            if kind == "spam":
                tp += flagged
                fn += not flagged
            else:
                fp += flagged
    seconds = time.monotonic() - start
    n_spam, n_ham = len(sets["spam"]), len(sets["ham"])
    precision = tp / max(tp + fp, 1)
    recall = tp / max(n_spam, 1)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0
    print(json.dumps({"spam": n_spam, "ham": n_ham, "precision": round(precision, 4), "recall": round(recall, 4),
                      "f1": round(f1, 4), "false_positive_rate": round(fp / max(n_ham, 1), 4),
                      "ms_per_message": round(seconds * 1000 / max(n_spam + n_ham, 1), 1)}, indent=2))

main()
