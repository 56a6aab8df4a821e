#!/usr/bin/env python3
"""A loopback Unleash server for tests, written from Unleash's client API documentation.

It answers the endpoints an SDK uses, under any API base (e.g. /api):

  GET  .../client/features   the toggles file given, with an ETag; 304 when the
                             request's If-None-Match is that ETag; 401 without the token
  GET  .../client/delta      the delta API: a hydration (ETag "REVISION"), then with
                             If-None-Match the events since (304 when there are none)
  GET  .../client/streaming  server-sent events: unleash-connected with a hydration, then
                             unleash-updated with each change as the toggles file
                             changes; resumed from Last-Event-ID with the events missed
  POST .../client/register   202 when the body has what Unleash requires
                             (appName, instanceId, interval, started, strategies), else 400
  POST .../client/metrics    202 when the body has appName and a bucket with start, stop
                             and per toggle yes, no (and variants), else 400

Tests steer it through files, read again on every request:
  --features FILE  the answer to GET .../client/features (change it to change the toggles)
  --control FILE   optional JSON: {"status": {"features": 503}, "delay": {"features": 2.5}}
                   forces a status or delays an answer (seconds) per endpoint;
                   {"drop": N} closes every stream opened before N was written (raise N
                   to drop them again); {"fetchMode": "polling"} sends that event to
                   every stream, then closes it
  --log FILE       one JSON line per request: method, path, headers (names in lower
                   case), body (parsed JSON when it is), and the status answered;
                   FILE.streamed: one line per stream event sent (time, event, id)
  --token TOKEN    the Authorization value required (none: no check)

It listens on 127.0.0.1 only, prints its port on the first line of standard output,
and stops by itself when standard input closes or after --lifetime seconds (default 120).
"""

import argparse
import hashlib
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from unleash_events import EventLog

ENDPOINTS = ("features", "delta", "streaming", "register", "metrics")
GETS = ("features", "delta", "streaming")


def read_json(path, default):
    try:
        with open(path, "rb") as handle:
            return json.loads(handle.read() or b"null") or default
    except (OSError, ValueError):
        return default


def problems_of_registration(body):
    """What Unleash's clientApplicationSchema would reject, or [] when nothing."""
    if not isinstance(body, dict):
        return ["the body must be a JSON object"]
    missing = [key for key in ("appName", "interval", "started", "strategies") if key not in body]
    problems = [f"missing {key}" for key in missing]
    strategies = body.get("strategies")
    if "strategies" in body and not (isinstance(strategies, list) and all(isinstance(s, str) for s in strategies)):
        problems.append("strategies must be a list of names")
    if "interval" in body and not isinstance(body["interval"], (int, float)):
        problems.append("interval must be a number")
    return problems


def problems_of_metrics(body):
    """What Unleash's clientMetricsSchema would reject, or [] when nothing."""
    if not isinstance(body, dict):
        return ["the body must be a JSON object"]
    problems = [f"missing {key}" for key in ("appName", "bucket") if key not in body]
    bucket = body.get("bucket")
    if isinstance(bucket, dict):
        problems += [f"missing bucket.{key}" for key in ("start", "stop", "toggles") if key not in bucket]
        for name, counts in (bucket.get("toggles") or {}).items():
            if not isinstance(counts, dict) or not all(isinstance(counts.get(k), int) for k in ("yes", "no")):
                problems.append(f"bucket.toggles.{name} needs whole numbers yes and no")
            elif not all(isinstance(v, int) for v in (counts.get("variants") or {}).values()):
                problems.append(f"bucket.toggles.{name}.variants must count whole numbers")
    elif "bucket" in body:
        problems.append("bucket must be an object")
    return problems


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "unleash-test-server"

    def log_message(self, *arguments):  # quiet: the log file is the record
        pass

    def endpoint(self):
        path = self.path.split("?", 1)[0]
        for name in ENDPOINTS:
            if path.endswith("/client/" + name):
                return name
        return None

    def answer(self, status, body=b"", headers=None, record=None):
        # Recorded first, so that a client that has its answer finds its request logged.
        self.server.record(self, record, status)
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if status != 304:
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if status != 304 and self.command != "HEAD":
            self.wfile.write(body)

    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            request_body = json.loads(raw) if raw else None
        except ValueError:
            request_body = raw.decode("utf-8", "replace")
        endpoint = self.endpoint()
        control = read_json(self.server.options.control, {}) if self.server.options.control else {}
        delay = (control.get("delay") or {}).get(endpoint)
        if delay:
            self.server.stopping.wait(float(delay))
        forced = (control.get("status") or {}).get(endpoint)
        token = self.server.options.token
        expected = "GET" if endpoint in GETS else "POST"
        if endpoint is None:
            return self.answer(404, b'{"message": "not found"}', record=request_body)
        if self.command != expected:
            return self.answer(405, b'{"message": "method not allowed"}', record=request_body)
        if forced:
            return self.answer(int(forced), json.dumps({"message": f"forced {forced}"}).encode(), record=request_body)
        if token is not None and self.headers.get("Authorization") != token:
            return self.answer(401, b'{"message": "You must log in to use Unleash."}', record=request_body)
        if endpoint == "delta":
            return self.delta(request_body)
        if endpoint == "streaming":
            return self.stream(request_body)
        if endpoint == "features":
            with open(self.server.options.features, "rb") as handle:
                features = handle.read()
            etag = 'W/"%s"' % hashlib.sha1(features).hexdigest()[:20]
            if self.headers.get("If-None-Match") == etag:
                return self.answer(304, headers={"ETag": etag}, record=request_body)
            return self.answer(200, features, headers={"ETag": etag}, record=request_body)
        check = problems_of_registration if endpoint == "register" else problems_of_metrics
        problems = check(request_body)
        if problems:
            return self.answer(400, json.dumps({"message": "; ".join(problems)}).encode(), record=request_body)
        return self.answer(202, b"", record=request_body)

    def delta(self, record):
        revision, events = self.server.events.since(self.headers.get("If-None-Match", "").strip('"'))
        etag = '"%d"' % revision
        if events == []:
            return self.answer(304, headers={"ETag": etag}, record=record)
        return self.answer(200, json.dumps({"events": events}).encode(), headers={"ETag": etag}, record=record)

    def stream(self, record):
        self.server.record(self, record, 200)
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        dropped = int(read_json(self.server.options.control, {}).get("drop") or 0) if self.server.options.control else 0
        last = self.headers.get("Last-Event-ID", "")
        revision, events = self.server.events.since(last)
        kind = "unleash-updated" if last and events is not None and (not events or events[0]["type"] != "hydration") else "unleash-connected"
        try:
            self.send_event(kind, revision, events or [])
            beat = time.monotonic()
            while not self.server.stopping.wait(0.02):
                control = read_json(self.server.options.control, {}) if self.server.options.control else {}
                if int(control.get("drop") or 0) > dropped:
                    return
                if control.get("fetchMode"):
                    self.wfile.write(("event: fetch-mode\ndata: %s\n\n" % control["fetchMode"]).encode())
                    self.wfile.flush()
                    return
                now, events = self.server.events.since(str(revision))
                if events:
                    self.send_event("unleash-updated", now, events)
                    revision = now
                elif time.monotonic() - beat > self.server.options.heartbeat:
                    self.wfile.write(b":\n\n")
                    self.wfile.flush()
                    beat = time.monotonic()
        except OSError:
            return

    def send_event(self, kind, revision, events):
        if kind == "unleash-updated" and not events:
            return
        data = json.dumps({"events": events})
        # When each event goes out (taken before it is written), for measuring how soon
        # a client shows it.
        sent = time.time()
        self.wfile.write(("event: %s\nid: %d\ndata: %s\n\n" % (kind, revision, data)).encode())
        self.wfile.flush()
        with self.server.lock, open(self.server.options.log + ".streamed", "a", encoding="utf-8") as log:
            log.write(json.dumps({"time": sent, "event": kind, "id": revision}) + "\n")

    do_GET = handle_any
    do_POST = handle_any
    do_PUT = handle_any
    do_HEAD = handle_any


class TestServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, options):
        super().__init__(("127.0.0.1", options.port), Handler)
        self.options = options
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self.events = EventLog(options.features)

    def record(self, handler, body, status):
        line = {
            "method": handler.command,
            "path": handler.path,
            "headers": {name.lower(): value for name, value in handler.headers.items()},
            "body": body,
            "status": status,
        }
        with self.lock, open(self.options.log, "a", encoding="utf-8") as log:
            log.write(json.dumps(line, sort_keys=True) + "\n")

    def stop(self):
        self.stopping.set()
        threading.Thread(target=self.shutdown, daemon=True).start()


def parse(arguments):
    parser = argparse.ArgumentParser(description="A loopback Unleash server for tests.")
    parser.add_argument("--features", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--control")
    parser.add_argument("--token")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=120.0)
    parser.add_argument("--heartbeat", type=float, default=5.0)
    return parser.parse_args(arguments)


def serve(options, watch_stdin=True):
    """Starts the server on a thread of its own; returns it (its port is server_port)."""
    server = TestServer(options)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
    timer = threading.Timer(options.lifetime, server.stop)
    timer.daemon = True
    timer.start()
    if watch_stdin:
        def wait_for_end_of_input():
            while sys.stdin.buffer.read(4096):
                pass
            server.stop()

        threading.Thread(target=wait_for_end_of_input, daemon=True).start()
    return server


def main():
    server = serve(parse(sys.argv[1:]))
    print(server.server_port, flush=True)
    server.stopping.wait()
    server.server_close()


if __name__ == "__main__":
    main()
