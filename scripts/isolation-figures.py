#!/usr/bin/env python3
"""Issue 30's two figures, measured from outside against a running demo service (the README's start command):

  B2: another user's submission latency while one user sends failing requests (a 1-MIPS site's TENDER and
      QUEUE requests past what the engine can represent), beside the same user's latency without them;
  C:  how often the audit reads disagree with themselves while three users submit short jobs
      (verify-chain ok:false, trial balance unbalanced, reconciliation not ok), out of N calls each.

  GRIDMARKET_RATE_LIMITS_ENABLED=false java -jar target/quarkus-app/quarkus-run.jar   # the demo, limits off
  scripts/isolation-figures.py [--base http://localhost:8080] [--failing 100] [--audits 100]

The per-user rate limits (120 submissions a minute) would otherwise answer most of these requests with 429.
Standard library only. Prints one line per figure.
"""
import argparse
import json
import threading
import time
import urllib.error
import urllib.request
import uuid


def call(base, method, path, token=None, body=None, key=None):
    request = urllib.request.Request(base + path, method=method,
                                     data=None if body is None else json.dumps(body).encode("utf-8"))
    if body is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    if key:
        request.add_header("Idempotency-Key", key)
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            status, text = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, text = error.code, error.read()
    elapsed = time.perf_counter() - started
    try:
        answer = json.loads(text) if text else None
    except ValueError:
        answer = None
    return status, answer, elapsed


def login(base, username):
    status, answer, _ = call(base, "POST", "/api/auth/login", body={"username": username, "password": "demo"})
    if status != 200:
        raise SystemExit(f"login {username}: {status} {answer}")
    return answer["accessToken"]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")


def small_job():
    return {"processors": 1, "runtimeSeconds": 60, "budgetMicroGd": 1_000_000_000, "deadlineSeconds": 1_000_000,
            "strategy": "OFC"}


def victim_latencies(base, token, stop):
    """Submits small jobs one after another until stop is set; their latencies in ms and any non-201 answers."""
    latencies, others = [], {}
    while not stop.is_set():
        status, _, elapsed = call(base, "POST", "/api/jobs", token, small_job(), str(uuid.uuid4()))
        if status == 201:
            latencies.append(elapsed * 1000)
        else:
            others[status] = others.get(status, 0) + 1
    return latencies, others


def b2(base, failing):
    owner, attacker, victim = login(base, "owner3"), login(base, "carol"), login(base, "bob")
    status, site, _ = call(base, "POST", "/api/sites", owner, {
        "name": "one-mips-" + uuid.uuid4().hex[:8], "processors": 1, "mipsPerProcessor": 1, "bandwidthGbps": 1.0,
        "gridName": "edge", "price": {"priceMicroGdPerProcessorHour": 1_000_000_000_000}})
    print(f"B2: one-mips site registered: {status}")
    bad = [
        {"processors": 1, "runtimeSeconds": 100_000_000, "budgetMicroGd": 1_000_000_000_000_000_000,
         "deadlineSeconds": 1, "strategy": "TENDER", "tardinessPenaltyMicroGdPerSecond": 1},
        {"processors": 1, "lengthMi": 100_000_000_000_000_000, "budgetMicroGd": 1_000_000_000_000_000_000,
         "deadlineSeconds": 100_000_000, "strategy": "TENDER", "tardinessPenaltyMicroGdPerSecond": 1},
        {"processors": 1, "lengthMi": 100_000_000_000_000_000, "budgetMicroGd": 1_000_000_000_000_000_000,
         "deadlineSeconds": 100_000_000, "strategy": "QUEUE"},
    ]
    for phase in ("quiet", "during failing requests"):
        stop = threading.Event()
        result = {}
        worker = threading.Thread(target=lambda: result.update(zip(("lat", "other"),
                                                                  victim_latencies(base, victim, stop))))
        worker.start()
        statuses = {}
        started = time.perf_counter()
        if phase == "quiet":
            time.sleep(5)
        else:
            for i in range(failing):
                path = "/api/quotes" if i % 2 else "/api/jobs"
                status, _, _ = call(base, "POST", path, attacker, bad[i % len(bad)], str(uuid.uuid4()))
                statuses[status] = statuses.get(status, 0) + 1
        seconds = time.perf_counter() - started
        stop.set()
        worker.join()
        lat = result["lat"]
        print(f"B2 {phase}: victim {len(lat)} submissions in {seconds:.1f} s, worst {max(lat):.1f} ms, "
              f"p99 {percentile(lat, 0.99):.1f} ms, median {percentile(lat, 0.5):.1f} ms, other answers "
              f"{result['other'] or 'none'}; failing requests' answers {statuses or '-'}")


def c(base, audits):
    admin = login(base, "admin")
    users = [login(base, name) for name in ("alice", "bob", "carol")]
    stop = threading.Event()
    workers = [threading.Thread(target=victim_latencies, args=(base, token, stop)) for token in users]
    for worker in workers:
        worker.start()
    alarms = {"verify-chain": 0, "trial-balance": 0, "reconciliation": 0}
    for _ in range(audits):
        _, chain, _ = call(base, "GET", "/api/audit/verify-chain", admin)
        alarms["verify-chain"] += 0 if chain and chain.get("ok") else 1
        _, trial, _ = call(base, "GET", "/api/audit/trial-balance", admin)
        alarms["trial-balance"] += 0 if trial and trial.get("balanced") else 1
        _, reconciliation, _ = call(base, "GET", "/api/audit/reconciliation", admin)
        alarms["reconciliation"] += 0 if reconciliation and reconciliation.get("ok") else 1
    stop.set()
    for worker in workers:
        worker.join()
    for read, count in alarms.items():
        print(f"C {read}: {count} false alarms in {audits} calls while three users submitted")


if __name__ == "__main__":
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--base", default="http://localhost:8080")
    arguments.add_argument("--failing", type=int, default=100)
    arguments.add_argument("--audits", type=int, default=100)
    options = arguments.parse_args()
    b2(options.base, options.failing)
    c(options.base, options.audits)
