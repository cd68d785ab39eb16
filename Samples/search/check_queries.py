#!/usr/bin/env python3
"""Check a labelled search-query file against the mailbox it describes.

    python3 Samples/search/check_queries.py Samples/search/queries.json
    python3 Samples/search/check_queries.py -q          # both files, summary only

For every query file it:

- parses the mailbox named in the file (a Maildir with cur/ and new/, or a folder of
  .eml files); a relative path is resolved against the repository root,
- checks the format: unique ids, a known kind, 1 to 15 relevant ids, every id present
  in the mailbox, and for time queries that every relevant message lies in the
  query's `window` (when it has one),
- counts queries per kind,
- for paraphrase queries, lists the content words the query shares with its relevant
  messages and flags the query when one of them is in a relevant message's subject or
  in more than half of the relevant bodies,
- scores a naive keyword baseline: every message (subject, From and body) is ranked by
  how many distinct query words it contains in any form, then by how often; recall@10
  is hits in the top 10 / min(number relevant, 10), printed per query and per kind.

Exit status: 0 clean, 1 format error or missing id, 2 a paraphrase query is flagged.
If the mailbox is absent (the real-mail corpus is not on every machine), the file is
skipped with a message and does not fail the run.

Python 3.9+ standard library only.
"""
from __future__ import annotations

import argparse
import email
import email.policy
import email.utils
import html
import json
import os
import re
import sys
from datetime import datetime, timezone

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KINDS = ("paraphrase", "keyword", "sender", "time")
MAX_RELEVANT = 15

# Function words, plus words that describe the search itself rather than its topic
# ("emails about", "find the message"). Both are ignored when comparing a query with
# the text of its relevant messages.
STOPWORDS = set("""
a about above after again against all also am an and any are aren as at be because been
before being below between both but by can cannot could did didn do does doesn doing don
down during each few for from further get gets getting got had hadn has hasn have haven
having he her here hers herself him himself his how i if in into is isn it its itself
just let me more most much must my myself no nor not now of off on once only or other
our ours ourselves out over own same she should so some such than that the their theirs
them themselves then there these they this those through to too under until up upon us
very was wasn we were weren what when where which while who whom whose why will with
won would yet you your yours yourself yourselves s t ll ve re d m
anything anyone someone something everything thing things stuff whatever
email emails mail mails message messages inbox thread threads sent send sending
find show look looking search tell know remember say said wrote write
one ones ago last week weeks month months year years day days today yesterday tomorrow
""".split())

WORD = re.compile(r"[^\W_]+", re.UNICODE)


# --------------------------------------------------------------------------- parsing

def _decode_part(part) -> str:
    try:
        return part.get_content()
    except Exception:  # unknown or broken charset: fall back to bytes
        payload = part.get_payload(decode=True) or b""
        return payload.decode("latin-1", "replace")


def _html_to_text(text: str) -> str:
    text = re.sub(r"(?is)<(script|style|head)\b.*?</\1\s*>", " ", text)
    text = re.sub(r"(?s)<!--.*?-->", " ", text)
    text = re.sub(r"(?i)<br\s*/?>|</p\s*>|</div\s*>|</tr\s*>|</li\s*>", "\n", text)
    text = re.sub(r"<[^>]+>", " ", text)
    return html.unescape(text)


def body_text(msg) -> str:
    """Readable body: the inline text/plain parts, or the HTML parts as text when there is
    no plain part or the plain part is only a stub."""
    plain, htmls = [], []
    for part in msg.walk():
        if part.get_content_maintype() == "multipart":
            continue
        if part.get_filename() or part.get_content_disposition() == "attachment":
            continue
        ctype = part.get_content_type()
        if ctype == "text/plain":
            plain.append(_decode_part(part))
        elif ctype == "text/html":
            htmls.append(_html_to_text(_decode_part(part)))
    plain_text, html_text = "\n".join(plain), "\n".join(htmls)
    # Some senders ship a stub text/plain part ("Unsubscribe:") next to the real HTML.
    if len(re.sub(r"\s+", " ", html_text)) > 3 * len(re.sub(r"\s+", " ", plain_text)) + 200:
        return html_text
    return plain_text or html_text


def mailbox_files(root: str) -> list[str]:
    if os.path.isdir(os.path.join(root, "cur")) or os.path.isdir(os.path.join(root, "new")):
        files = []
        for sub in ("cur", "new"):
            d = os.path.join(root, sub)
            if os.path.isdir(d):
                files += [os.path.join(d, f) for f in sorted(os.listdir(d)) if not f.startswith(".")]
        return files
    return [os.path.join(root, f) for f in sorted(os.listdir(root)) if f.lower().endswith(".eml")]


def load_mailbox(root: str) -> dict[str, dict]:
    msgs = {}
    for path in mailbox_files(root):
        with open(path, "rb") as fh:
            msg = email.message_from_binary_file(fh, policy=email.policy.default)
        mid = str(msg.get("Message-ID", "")).strip().strip("<>").strip()
        if not mid:
            continue
        try:
            date = email.utils.parsedate_to_datetime(str(msg["Date"]))
            if date.tzinfo is None:
                date = date.replace(tzinfo=timezone.utc)
        except Exception:
            date = None
        msgs[mid] = {
            "id": mid,
            "file": os.path.relpath(path, root),
            "subject": str(msg.get("Subject", "")),
            "from": str(msg.get("From", "")),
            "date": date,
            "body": body_text(msg),
        }
    return msgs


# ------------------------------------------------------------------------ words

def stem(word: str) -> str:
    """A light suffix stripper, so 'flights'/'flight' and 'booked'/'booking'/'book' meet."""
    w = word.lower()
    if w.endswith("'s") or w.endswith("\u2019s"):
        w = w[:-2]
    if len(w) > 4 and w.endswith("ies"):
        w = w[:-3] + "y"
    elif len(w) > 4 and w.endswith("es") and re.search(r"(ss|sh|ch|x|z)es$", w):
        w = w[:-2]
    elif len(w) > 3 and w.endswith("s") and not re.search(r"(ss|us|is)$", w):
        w = w[:-1]
    for suffix in ("ingly", "edly", "ing", "ed", "ly"):
        if w.endswith(suffix) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiouls":
                w = w[:-1]  # stopped -> stop, planning -> plan
            break
    if len(w) > 3 and w.endswith("i") and word.lower().endswith(("ied", "ies")):
        w = w[:-1] + "y"
    if len(w) > 3 and w.endswith("e"):
        w = w[:-1]  # rate/rated/rating -> rat
    return w


def words(text: str) -> list[str]:
    return [w.lower() for w in WORD.findall(text)]


def content_stems(text: str) -> dict[str, str]:
    """Content words of a query: stem -> the word as typed."""
    out = {}
    for w in words(text):
        if w in STOPWORDS or len(w) <= 2:
            continue
        out.setdefault(stem(w), w)
    return out


def stem_set(text: str) -> set[str]:
    return {stem(w) for w in words(text)}


def query_terms(query: str) -> list[str]:
    """Stems the naive baseline searches for: every word except stopwords, with
    filter syntax such as from:gary reduced to its value."""
    q = re.sub(r"\b(from|to|subject|in|after|before|is|has):", " ", query, flags=re.I)
    terms = []
    for w in words(q):
        if w in STOPWORDS or len(w) <= 1:
            continue
        s = stem(w)
        if s not in terms:
            terms.append(s)
    return terms


# ---------------------------------------------------------------------- checking

def parse_time(value: str) -> datetime:
    dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return dt if dt.tzinfo else dt.replace(tzinfo=timezone.utc)


def naive_rank(terms: list[str], index: dict[str, tuple[set, dict]]) -> list[str]:
    """Rank by distinct query terms present, then by total occurrences, then newest."""
    scored = []
    for mid, (_, counts) in index.items():
        hit = [t for t in terms if counts.get(t)]
        if not hit:
            continue
        scored.append((len(hit), sum(counts[t] for t in hit), mid))
    scored.sort(key=lambda x: (-x[0], -x[1], x[2]))
    return [mid for _, _, mid in scored]


def check_file(path: str, mailbox_override: str | None, quiet: bool = False) -> tuple[int, dict]:
    with open(path, encoding="utf-8") as fh:
        spec = json.load(fh)
    mailbox = mailbox_override or spec.get("mailbox", "")
    root = mailbox if os.path.isabs(mailbox) else os.path.join(REPO, mailbox)
    print(f"== {os.path.relpath(os.path.abspath(path), REPO)}  (mailbox {mailbox})")
    if not os.path.isdir(root):
        print(f"   SKIP: mailbox {root} is not here (it is read from outside the repository)")
        return 0, {}
    msgs = load_mailbox(root)
    print(f"   {len(msgs)} messages, {len(spec.get('queries', []))} queries, now = {spec.get('now')}")

    # Per-message text: stems of subject+body for the overlap check; subject+body+From
    # term counts for the naive keyword baseline.
    subj_stems = {mid: stem_set(m["subject"]) for mid, m in msgs.items()}
    body_stems = {mid: stem_set(m["body"]) for mid, m in msgs.items()}
    index = {}
    for mid, m in msgs.items():
        counts: dict[str, int] = {}
        for w in words(m["subject"] + "\n" + m["from"] + "\n" + m["body"]):
            s = stem(w)
            counts[s] = counts.get(s, 0) + 1
        index[mid] = (set(counts), counts)

    errors, flags = [], []
    seen_ids = set()
    per_kind: dict[str, list[float]] = {k: [] for k in KINDS}
    for q in spec.get("queries", []):
        qid, kind, rel = q.get("id"), q.get("kind"), q.get("relevant", [])
        tag = f"{qid} [{kind}]"
        if not qid or qid in seen_ids:
            errors.append(f"{tag}: missing or duplicate id")
        seen_ids.add(qid)
        if kind not in KINDS:
            errors.append(f"{tag}: unknown kind")
            continue
        if not q.get("query"):
            errors.append(f"{tag}: empty query")
        if not 1 <= len(rel) <= MAX_RELEVANT:
            errors.append(f"{tag}: {len(rel)} relevant ids (want 1..{MAX_RELEVANT})")
        if len(set(rel)) != len(rel):
            errors.append(f"{tag}: duplicate relevant ids")
        missing = [r for r in rel if r not in msgs]
        for r in missing:
            errors.append(f"{tag}: relevant id not in mailbox: {r}")
        present = [r for r in rel if r in msgs]

        if kind == "time" and q.get("window"):
            start, end = (parse_time(x) for x in q["window"])
            for r in present:
                d = msgs[r]["date"]
                if d is None or not start <= d < end:
                    errors.append(f"{tag}: {r} dated {d} is outside the window {q['window']}")

        # naive keyword baseline
        terms = query_terms(q.get("query", ""))
        ranking = naive_rank(terms, index)
        top = set(ranking[:10])
        recall = (len(top & set(present)) / min(len(present), 10)) if present else 0.0
        per_kind[kind].append(recall)

        line = f"   {qid:5s} {kind:10s} rel={len(rel):2d} naive R@10={recall:4.2f}  {q.get('query')}"
        if kind == "paraphrase" and present:
            qwords = content_stems(q["query"])
            in_subject, in_bodies = {}, {}
            for s, w in qwords.items():
                subj_hits = [r for r in present if s in subj_stems[r]]
                body_hits = [r for r in present if s in body_stems[r]]
                if subj_hits:
                    in_subject[w] = len(subj_hits)
                if body_hits:
                    in_bodies[w] = len(body_hits)
            bad = sorted(set(in_subject) | {w for w, n in in_bodies.items() if n * 2 > len(present)})
            shared = ", ".join(f"{w}({in_bodies.get(w, 0)}/{len(present)}"
                               + (", subject" if w in in_subject else "") + ")"
                               for w in sorted(set(in_subject) | set(in_bodies)))
            line += f"\n         overlap: {shared or '-'}"
            if bad:
                flags.append(f"{tag}: shares {', '.join(bad)} with its relevant messages")
                line += "   <-- FLAG"
        if not quiet:
            print(line)

    print("   counts:", ", ".join(f"{k} {len(v)}" for k, v in per_kind.items()))
    summary = {}
    print("   naive keyword baseline, mean recall@10 per kind:")
    for k, v in per_kind.items():
        if v:
            summary[k] = sum(v) / len(v)
            print(f"     {k:10s} {summary[k]:.2f}  (n={len(v)})")
    for e in errors:
        print("   ERROR", e)
    for f in flags:
        print("   FLAG ", f)
    status = 1 if errors else (2 if flags else 0)
    print("   result:", {0: "clean", 1: "errors", 2: "paraphrase overlap flagged"}[status])
    return status, summary


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", help="query files (default: both files next to this script)")
    ap.add_argument("--mailbox", help="override the mailbox path in the file")
    ap.add_argument("-q", "--quiet", action="store_true", help="print only counts, baseline summary and problems")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    files = args.files or [os.path.join(here, "queries.json"), os.path.join(here, "real-queries.json")]
    worst = 0
    for f in files:
        status, _ = check_file(f, args.mailbox, args.quiet)
        worst = 1 if 1 in (worst, status) else max(worst, status)
    return worst


if __name__ == "__main__":
    sys.exit(main())
