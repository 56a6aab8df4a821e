#!/usr/bin/env python3
"""A loopback OTLP/HTTP logs receiver for tests, checked by OpenTelemetry's own code.

Every request body is read with the `opentelemetry-proto` package's generated classes and
protobuf's own JSON parser (`google.protobuf.json_format.Parse`, unknown fields refused)
as an `ExportLogsServiceRequest`, and written back with `MessageToDict` (enums as
integers): the two must be the same JSON, so that every key is lowerCamelCase, every
64-bit integer a string, every enum a number, and nothing is there that the protos do not
define.

  POST /v1/logs   checks the request (Content-Type application/json, Content-Encoding
                  gzip decoded), keeps it, and answers as steered below; 200 with {} else
  GET /received   every POST so far, as a JSON array of {"status", "headers" (names in
                  lower case), "encoding", "valid", "problem", "request" (the JSON)}

Steering:
  --fail N --status S --retry-after V  answer the first N POSTs with S (503) and,
                  when given, Retry-After: V
  --hang          never answer a POST (hold it until the receiver stops)
  --partial N     answer each POST 200 with a partialSuccess refusing N records

It listens on 127.0.0.1 only, prints its port on the first line of standard output, and
stops by itself when standard input closes or after --lifetime seconds (default 120).

Two other uses, for the encoder's tests, read standard input and write standard output:
  --check         the input is one request's JSON: prints "ok", or the problem (exit 1)
  --gunzip        the input is a gzip stream: writes what it holds
"""

import argparse
import gzip
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from google.protobuf import json_format
from opentelemetry.proto.collector.logs.v1 import logs_service_pb2


def problem_of(text):
    """What is wrong with an OTLP/JSON logs request, or None."""
    try:
        message = json_format.Parse(text, logs_service_pb2.ExportLogsServiceRequest(), ignore_unknown_fields=False)
    except json_format.ParseError as error:
        return f"json_format.Parse refused it: {error}"
    sent = json.loads(text)
    again = json_format.MessageToDict(message, use_integers_for_enums=True)
    if sent != again:
        return "not the protobuf JSON mapping: sent " + json.dumps(sent, sort_keys=True)[:2000] + \
            " ; protobuf writes " + json.dumps(again, sort_keys=True)[:2000]
    return None


class Receiver(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, options):
        super().__init__(("127.0.0.1", 0), Handler)
        self.options = options
        self.lock = threading.Lock()
        self.received = []
        self.stopping = threading.Event()

    def stop(self):
        self.stopping.set()
        threading.Thread(target=self.shutdown, daemon=True).start()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def answer(self, status, body, headers=()):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if self.path != "/received":
            return self.answer(404, {"message": "no such path"})
        with self.server.lock:
            received = list(self.server.received)
        self.answer(200, received)

    def do_POST(self):
        options = self.server.options
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length)
        if options.hang:
            self.server.stopping.wait()
            return
        if self.path != "/v1/logs":
            return self.answer(404, {"message": f"no such path {self.path}"})
        encoding = self.headers.get("Content-Encoding", "")
        problem = None
        request = None
        if (self.headers.get("Content-Type") or "").split(";")[0].strip() != "application/json":
            problem = f"Content-Type is {self.headers.get('Content-Type')!r}, not application/json"
        else:
            try:
                text = (gzip.decompress(body) if encoding == "gzip" else body).decode("utf-8")
                request = json.loads(text)
                problem = problem_of(text)
            except (OSError, ValueError) as error:
                problem = f"cannot read the body: {error}"
        with self.server.lock:
            index = len(self.server.received)
            status = options.status if index < options.fail else (400 if problem else 200)
            self.server.received.append({
                "status": status, "headers": {name.lower(): value for name, value in self.headers.items()},
                "encoding": encoding, "valid": problem is None, "problem": problem, "request": request})
        if index < options.fail:
            headers = [("Retry-After", options.retry_after)] if options.retry_after is not None else []
            return self.answer(status, {"message": "the receiver is told to fail"}, headers)
        if problem:
            return self.answer(400, {"message": problem})
        if options.partial:
            return self.answer(200, {"partialSuccess": {"rejectedLogRecords": str(options.partial), "errorMessage": "told to refuse"}})
        self.answer(200, {})


def main():
    parser = argparse.ArgumentParser(description="A loopback OTLP/HTTP logs receiver for tests.")
    parser.add_argument("--fail", type=int, default=0)
    parser.add_argument("--status", type=int, default=503)
    parser.add_argument("--retry-after")
    parser.add_argument("--hang", action="store_true")
    parser.add_argument("--partial", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=120.0)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--gunzip", action="store_true")
    options = parser.parse_args()
    if options.check:
        problem = problem_of(sys.stdin.read())
        print(problem or "ok")
        sys.exit(1 if problem else 0)
    if options.gunzip:
        sys.stdout.buffer.write(gzip.decompress(sys.stdin.buffer.read()))
        return
    server = Receiver(options)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
    timer = threading.Timer(options.lifetime, server.stop)
    timer.daemon = True
    timer.start()

    def wait_for_end_of_input():
        while sys.stdin.buffer.read(4096):
            pass
        server.stop()

    threading.Thread(target=wait_for_end_of_input, daemon=True).start()
    print(server.server_port, flush=True)
    server.stopping.wait()
    server.server_close()


if __name__ == "__main__":
    main()
