#!/usr/bin/env python3
"""Times the vector search a user might pick instead of Sotto's index, on the same vectors.

Reads raw little-endian float32 files written by `sotto bench vectors` (n x dimension vectors,
q x dimension queries), searches each query alone (batch 1, k results, inner product =
cosine on unit vectors) with each library, and prints one JSON object: per library the
version, build seconds, p50/p95/mean milliseconds per query and the process's peak RSS. The
ids each library returned go to <out>/<library>.ids (int64, q x k) so the caller can check
they agree with its own exact search.

Libraries: numpy (matrix-vector product + argpartition, as the issue measured), faiss-cpu
IndexFlatIP (exact), sqlite-vec vec0 (exact, in an in-memory SQLite database).
"""
import argparse
import json
import os
import resource
import sqlite3
import statistics
import sys
import time

import numpy as np


def load(path, dimension):
    return np.fromfile(path, dtype="<f4").reshape(-1, dimension)


def timed(queries, search, k):
    """Runs every query once after a short warm-up; returns (milliseconds, ids)."""
    for query in queries[: min(5, len(queries))]:
        search(query, k)
    times, ids = [], []
    for query in queries:
        start = time.perf_counter()
        found = search(query, k)
        times.append((time.perf_counter() - start) * 1000)
        ids.append(np.asarray(found, dtype="<i8"))
    return times, np.stack(ids)


def summary(times):
    ordered = sorted(times)
    return {  # the same percentiles as `sotto bench vectors`
        "p50_ms": round(ordered[len(ordered) // 2], 3),
        "p95_ms": round(ordered[min(len(ordered) - 1, len(ordered) * 95 // 100)], 3),
        "mean_ms": round(statistics.fmean(ordered), 3),
        "queries": len(ordered),
    }


def run_numpy(vectors, queries, k, threads):
    def search(query, k):
        scores = vectors @ query
        top = np.argpartition(-scores, k)[:k]
        return top[np.argsort(-scores[top], kind="stable")]

    return {"version": np.__version__, "build_seconds": 0.0}, search


def run_faiss(vectors, queries, k, threads):
    import faiss

    faiss.omp_set_num_threads(threads)
    start = time.perf_counter()
    index = faiss.IndexFlatIP(vectors.shape[1])
    index.add(vectors)
    build = time.perf_counter() - start

    def search(query, k):
        _, found = index.search(query.reshape(1, -1), k)
        return found[0]

    return {"version": faiss.__version__, "build_seconds": round(build, 3), "index": "IndexFlatIP"}, search


def run_sqlite_vec(vectors, queries, k, threads):
    import sqlite_vec

    database = sqlite3.connect(":memory:")
    database.enable_load_extension(True)
    sqlite_vec.load(database)
    database.enable_load_extension(False)
    dimension = vectors.shape[1]
    start = time.perf_counter()
    database.execute(f"CREATE VIRTUAL TABLE items USING vec0(embedding float[{dimension}] distance_metric=cosine)")
    batch = 10_000
    for first in range(0, len(vectors), batch):
        rows = ((row, vectors[row].tobytes()) for row in range(first, min(first + batch, len(vectors))))
        database.executemany("INSERT INTO items(rowid, embedding) VALUES (?, ?)", rows)
    database.commit()
    build = time.perf_counter() - start
    statement = "SELECT rowid FROM items WHERE embedding MATCH ? AND k = ? ORDER BY distance"

    def search(query, k):
        return [row for (row,) in database.execute(statement, (query.tobytes(), k))]

    version = database.execute("SELECT vec_version()").fetchone()[0]
    return {"version": version, "build_seconds": round(build, 3), "table": "vec0, cosine"}, search


LIBRARIES = {"numpy": run_numpy, "faiss": run_faiss, "sqlite-vec": run_sqlite_vec}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vectors", required=True)
    parser.add_argument("--queries", required=True)
    parser.add_argument("--dimension", type=int, default=384)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    parser.add_argument("--library", action="append", choices=sorted(LIBRARIES), help="repeatable; default: all")
    parser.add_argument("--max-queries", action="append", default=[],
                        help="LIBRARY=N: time only the first N queries with that library (the slow ones at 1M)")
    parser.add_argument("--out", required=True, help="folder for the returned ids")
    arguments = parser.parse_args()
    limits = dict(item.split("=", 1) for item in arguments.max_queries)

    vectors = load(arguments.vectors, arguments.dimension)
    queries = load(arguments.queries, arguments.dimension)
    report = {"vectors": len(vectors), "dimension": arguments.dimension, "k": arguments.k, "threads": arguments.threads}
    for name in arguments.library or sorted(LIBRARIES):
        try:
            details, search = LIBRARIES[name](vectors, queries, arguments.k, arguments.threads)
        except ImportError as error:
            report[name] = {"error": f"not installed: {error}"}
            continue
        subset = queries[: int(limits.get(name, len(queries)))]
        times, ids = timed(subset, search, arguments.k)
        ids.tofile(os.path.join(arguments.out, f"{name}.ids"))
        report[name] = {**details, **summary(times)}
        del search
    report["peak_rss_megabytes"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    json.dump(report, sys.stdout)
    print()


if __name__ == "__main__":
    main()
