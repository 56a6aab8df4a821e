#!/usr/bin/env python3
"""Checks the loopback test server against Unleash's official Python SDK (UnleashClient).

If the SDK, pointed at the test server, fetches the toggles, is answered 304 on its
next poll, registers and has its metrics accepted, and is refused with a wrong token,
then the server answers as a real Unleash server does, and the Swift client's tests
against it mean something. Exits 0 when every check holds; otherwise prints what did
not and exits 1. Bounded: it gives up after 30 seconds.
"""

import json
import logging
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import unleash_test_server  # noqa: E402

from UnleashClient import UnleashClient  # noqa: E402

TOKEN = "default:development.python-check"
FEATURES = {
    "version": 1,
    "features": [
        {
            "name": "home.template",
            "enabled": True,
            "strategies": [{"name": "default", "parameters": {}}],
            "variants": [{"name": "grid", "weight": 1000, "stickiness": "default", "weightType": "variable"}],
        }
    ],
    "segments": [],
}


def requests_logged(path):
    try:
        with open(path, encoding="utf-8") as log:
            return [json.loads(line) for line in log if line.strip()]
    except OSError:
        return []


def wait_for(condition, log, seconds=30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition(requests_logged(log)):
            return True
        time.sleep(0.1)
    return False


def endpoint(request, name):
    return request["path"].split("?", 1)[0].endswith("/client/" + name)


def main():
    logging.basicConfig(level=logging.CRITICAL)
    folder = tempfile.mkdtemp(prefix="unleash-python-check-")
    features = os.path.join(folder, "features.json")
    log = os.path.join(folder, "requests.jsonl")
    with open(features, "w", encoding="utf-8") as handle:
        json.dump(FEATURES, handle)
    options = unleash_test_server.parse(["--features", features, "--log", log, "--token", TOKEN, "--lifetime", "60"])
    server = unleash_test_server.serve(options, watch_stdin=False)
    url = f"http://127.0.0.1:{server.server_port}/api"
    failures = []

    client = UnleashClient(
        url=url, app_name="python-check", instance_id="python-check-1", refresh_interval=1, metrics_interval=1,
        custom_headers={"Authorization": TOKEN}, cache_directory=os.path.join(folder, "cache"),
    )
    client.initialize_client()
    try:
        fetched = wait_for(lambda rs: any(endpoint(r, "features") and r["status"] == 200 for r in rs), log)
        if not fetched:
            failures.append("the SDK did not fetch the toggles with 200")
        if not client.is_enabled("home.template"):
            failures.append("the SDK does not see home.template on")
        variant = client.get_variant("home.template")
        if variant.get("name") != "grid":
            failures.append(f"the SDK's variant of home.template is {variant}, not grid")
        if not wait_for(lambda rs: any(endpoint(r, "features") and r["status"] == 304 for r in rs), log):
            failures.append("no poll was answered 304 Not Modified")
        if not wait_for(lambda rs: any(endpoint(r, "register") and r["status"] == 202 for r in rs), log):
            failures.append("the SDK's registration was not accepted with 202")

        def counted(requests):
            return any(
                endpoint(r, "metrics") and r["status"] == 202
                and ((r["body"] or {}).get("bucket") or {}).get("toggles", {}).get("home.template", {}).get("yes", 0) >= 1
                for r in requests
            )

        if not wait_for(counted, log):
            failures.append("no metrics counting home.template were accepted with 202")
        polls = [r for r in requests_logged(log) if endpoint(r, "features")]
        conditional = [r for r in polls if r["headers"].get("if-none-match")]
        if not conditional:
            failures.append("the SDK never sent If-None-Match")
        for header in ("unleash-appname", "unleash-instanceid", "unleash-connection-id", "unleash-sdk"):
            if not all(header in r["headers"] for r in polls):
                failures.append(f"a poll lacked the header {header}")
    finally:
        client.destroy()

    refused = UnleashClient(
        url=url, app_name="python-check-refused", refresh_interval=60, disable_metrics=True,
        disable_registration=True, custom_headers={"Authorization": "wrong"},
        cache_directory=os.path.join(folder, "cache-refused"),
    )
    refused.initialize_client()
    try:
        if not wait_for(lambda rs: any(endpoint(r, "features") and r["status"] == 401 for r in rs), log):
            failures.append("a wrong token was not answered 401")
        if refused.is_enabled("home.template"):
            failures.append("a client with a wrong token sees home.template on")
    finally:
        refused.destroy()
        server.stop()
        total = len(requests_logged(log))
        shutil.rmtree(folder, ignore_errors=True)

    if failures:
        print("the test server does not answer as Unleash does:\n  " + "\n  ".join(failures))
        return 1
    print(f"ok: {total} requests from UnleashClient answered as Unleash answers them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
