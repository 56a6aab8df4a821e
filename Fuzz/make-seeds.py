#!/usr/bin/env python3
"""Writes the seed corpora in Fuzz/Seeds from the repository's own files.

Each target's seeds are inputs in that target's format (see Sources/Fuzzing/Targets):
the toggles file, the example of docs/TOGGLES.md, the bundled catalogue, test fixtures and
scripts, and the states of Unleash's client specification
(Tests/FeatureTogglesTests/Conformance, Apache 2.0: its LICENSE is copied beside the
seeds made from it). Seeds are kept small (a few KiB): they are starting points, and
libFuzzer's grown corpora go to Fuzz/Corpus, which git ignores.

Run from anywhere: python3 Fuzz/make-seeds.py
"""
import json
import os
import re
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEDS = os.path.join(ROOT, "Fuzz", "Seeds")
SPEC = os.path.join(ROOT, "Tests", "FeatureTogglesTests", "Conformance")
CATALOGUE = os.path.join(ROOT, "Sources", "HomeState", "Catalogue")
FIXTURES = os.path.join(ROOT, "Tests", "HomeCommandLineTests", "Fixtures", "Content")


def read(*parts):
    with open(os.path.join(ROOT, *parts), "rb") as file:
        return file.read()


def write(target, name, data):
    folder = os.path.join(SEEDS, target, os.path.dirname(name))
    os.makedirs(folder, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(SEEDS, target, name), "wb") as file:
        file.write(data)


def spec_states():
    """(spec name, state) of each specification file."""
    folder = os.path.join(SPEC, "specifications")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json") and name != "index.json":
            with open(os.path.join(folder, name), encoding="utf-8") as file:
                yield name[:-5], json.load(file)


def readme_native_example():
    text = read("docs", "TOGGLES.md").decode("utf-8")
    section = text[text.index("## The native format"):]
    return re.search(r"```json\n(.*?)```", section, re.S).group(1)


def main():
    if os.path.isdir(SEEDS):
        shutil.rmtree(SEEDS)
    smallest_days = ["2026-11-18.json", "2026-11-24.json", "2026-11-19.json"]

    # json: the package's own JSON files, and the corners of the syntax.
    write("json", "FeatureToggles.json", read("FeatureToggles.json"))
    write("json", "FeatureToggles.schema.json", read("FeatureToggles.schema.json"))
    write("json", "index.json", read("Sources", "HomeState", "Catalogue", "index.json"))
    write("json", "fixture-2026-03-01.json", read("Tests", "HomeCommandLineTests", "Fixtures", "Content", "2026-03-01.json"))
    write("json", "escapes.json", '["\\u00e9\\ud83d\\ude00\\n\\t\\"\\\\\\/\\b\\f\\r", "é😀", -0.5e+10, 0, 1E-2, 123456789012345678901234567890, true, false, null, {}, [], [[{"": ""}]]]')
    write("json", "bom.json", b"\xef\xbb\xbf{\"a\": 1}\n")
    write("json", "repeated-key.json", '{"a": {"b": 1, "b": 2}, "a": 3}')
    write("json", "context.json", '{"userId": "42", "sessionId": 7, "remoteAddress": "10.0.0.1", "currentTime": "2026-11-16T09:30:00.250+01:00", "properties": {"country": "norway", "beta": true}}')
    write("json", "lines.json", '{\n\t"a": [1,\r\n 2],\n  "b": "x"\n}\n')

    # toggles: the native files, and each feature of the specification's states alone.
    write("toggles", "FeatureToggles.json", read("FeatureToggles.json"))
    write("toggles", "readme-native.json", readme_native_example())
    for spec, document in spec_states():
        state = document["state"]
        for index, feature in enumerate(state.get("features", [])):
            single = {"version": state.get("version", 1), "features": [feature]}
            if "segments" in state:
                single["segments"] = state["segments"]
            write("toggles", f"unleash/{spec}-{index:02}.json", json.dumps(single, ensure_ascii=False, indent=1))
    shutil.copy(os.path.join(SPEC, "LICENSE"), os.path.join(SEEDS, "toggles", "unleash", "LICENSE"))

    # regex: byte 0 even (a pattern as written), byte 1 the case flag, then the pattern;
    # the specification's patterns, and the guide's. Byte 0 odd: a generated tree.
    patterns = set()
    for spec, document in spec_states():
        for feature in document["state"].get("features", []):
            for strategy in feature.get("strategies", []):
                for constraint in strategy.get("constraints", []):
                    if constraint.get("operator") == "REGEX" and "value" in constraint:
                        patterns.add((constraint["value"], bool(constraint.get("caseInsensitive"))))
    patterns.add(("@example\\.com$", True))
    patterns.add(("(?i:^a[[:alpha:]]+\\p{L}\\b|(?P<x>b{2,3}?))$", False))
    for index, (pattern, insensitive) in enumerate(sorted(patterns)):
        write("regex", f"unleash/pattern-{index:02}", bytes([0, 1 if insensitive else 0]) + pattern.encode("utf-8"))
    shutil.copy(os.path.join(SPEC, "LICENSE"), os.path.join(SEEDS, "regex", "unleash", "LICENSE"))
    for index, tree in enumerate([b"\x01\x00\x03\x06\x02\x09\x00\x01\x00\x05\x0b", b"\x01\x01\x04\x08\x03\x00\x01\x02\x04\x0a\x11\x02",
                                  b"\x01\x00\x02\x0b\x01\x04\x02\x06\x00\x07\x05\x03\x00\x01\x02\x03\x04\x05"]):
        write("regex", f"tree-{index}", tree)

    # day: the catalogue's smaller days (arrays and sections), fixtures, the index.
    for name in smallest_days:
        write("day", name, read("Sources", "HomeState", "Catalogue", name))
    for name in sorted(os.listdir(FIXTURES)):
        write("day", f"fixture-{name}", read("Tests", "HomeCommandLineTests", "Fixtures", "Content", name))
    write("day", "index.json", read("Sources", "HomeState", "Catalogue", "index.json"))

    # script: the scripts of the tests, and every verb.
    write("script", "play-test.txt", "# select the third item, then look at the grid\nframe\nkey down\nkey down\nframe\nreplace grid\nwait 400\nframe\n")
    write("script", "resize-swipe.txt", "replace grid\nwait 100\nresize 30x6\nframe\nswipe next\nwait 150\nresize 90x20\nframe\n")
    write("script", "toggles.txt", "toggle home.crossfade.durationMs=0\ntoggle home.zz=1\ntoggle home.zz=2\nreplace list\nframe\n")
    write("script", "bad-wait.txt", "frame\nkey down\nframe\n\n# still fine\nwait soon\nframe\n")
    write("script", "every-verb.txt", "\ufeffkey up\r\nkey ctrl-x\r\nkey é\nwait 0\nresize 2x1\ntoggle a=b=c\nframe # now\nreplace hero\nswipe previous\ncontent day.json\n\t  \nkey\n")

    # http: byte 0 options, byte 1 how many last bytes repeat, then the answer.
    answers = {
        "length": b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 12\r\nETag: \"x\"\r\n\r\n[{\"a\": 1}]\r\n",
        "chunked": b"HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n5;ext=1\r\nhello\r\n0\r\nX-Trailer: yes\r\n\r\n",
        "continue": b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
        "no-content": b"HTTP/1.0 204 No Content\r\nContent-Length: 5\r\n\r\n",
        "until-close": b"HTTP/1.1 404 Not Found\r\nContent-Encoding: identity\r\n\r\nnot here",
        "encoded": b"HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 3\r\n\r\nabc",
        "redirect": b"HTTP/1.1 302 Found\r\nLocation: http://[::1]:8080/next\r\nContent-Length: 0\r\n\r\n",
    }
    for index, (name, answer) in enumerate(answers.items()):
        write("http", name, bytes([index % 4 * 1 + 4, 0]) + answer)
    write("http", "repeat-body", bytes([0, 4]) + b"HTTP/1.1 200 OK\r\nServer: x\r\n\r\nbody")

    # diff: OLD, a NUL byte, NEW.
    fixtures = [read("Tests", "HomeCommandLineTests", "Fixtures", "Content", name) for name in sorted(os.listdir(FIXTURES))]
    write("diff", "fixtures-1-2", fixtures[0] + b"\0" + fixtures[1])
    write("diff", "fixtures-2-3", fixtures[1] + b"\0" + fixtures[2])
    sectioned = read("Sources", "HomeState", "Catalogue", "2026-11-19.json")
    write("diff", "sections-same", sectioned)
    write("diff", "flat-to-sections", fixtures[1] + b"\0" + sectioned)
    write("diff", "moves", b'[{"identifier": 1, "title": "a"}, {"identifier": "b"}, {"identifier": 3.0, "x": [1]}]\0'
                          b'[{"identifier": 3, "x": [1.0]}, {"identifier": 1, "title": "A"}, {"identifier": "c"}]')
    write("diff", "sections-moves", b'{"sections": [{"identifier": "s", "title": "S", "items": [{"identifier": 1}, {"identifier": 2}]}, {"identifier": 2, "title": "T", "items": []}]}\0'
                                    b'{"sections": [{"identifier": 2, "title": "T2", "items": [{"identifier": 2}]}, {"identifier": "s", "title": "S", "items": [{"identifier": 1, "v": 1}]}]}')

    # card: Adaptive Cards' samples (MIT: their LICENSE is copied beside them), card
    # templates with their data after a line of "---", and a card of mistakes;
    # expression: the texts inside bindings.
    for name in ["v1.5/Scenarios/ActivityUpdate.json", "v1.2/Tests/DeepFallback.json", "v1.0/Tests/AdaptiveCard.MinVersion.json",
                 "v1.5/Elements/Table.json", "v1.6/Elements/Carousel.json", "v1.3/Tests/InputValidationTestCard.json",
                 "v1.2/Tests/TextHandling.json", "v1.5/Tests/RtlTestCard.json"]:
        write("card", "adaptive-cards/" + os.path.basename(name), read("Tests", "AdaptiveCardsTests", "Corpus", "samples", name))
    for name in ["FlightUpdate", "StockUpdate"]:
        scenario = ("Tests", "AdaptiveCardsTests", "Corpus", "samples", "Templates", "Scenarios")
        write("card", "adaptive-cards/" + name + ".template+data.json",
              read(*scenario, name + ".template.json").rstrip() + b"\n---\n" + read(*scenario, name + ".data.json"))
    shutil.copy(os.path.join(ROOT, "Tests", "AdaptiveCardsTests", "Corpus", "LICENSE"), os.path.join(SEEDS, "card", "adaptive-cards", "LICENSE"))
    write("card", "mistakes.json", '{"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "TextBlok", "txt": "x", "size": "lareg"}, '
          '{"type": "Graph", "fallback": {"type": "Chart"}}, {"text": "no type"}], "actions": [{"type": "Action.Sumbit"}]}\n')
    expressions = ["1 + 2 * (3 - 4) / 5 % 2 ^ 3", "if(a > 0 && !exists(x), 'yes', \"no\")",
                   "formatNumber(sum(select(c, x, if(isString(x), 0, x))), 2)", "formatDateTime(t, 'dddd, MMMM d yyyy hh:mm tt')",
                   "d.e['f'] == 'g' || c[1] >= 2.5", "join(createArray(b, string(a)), ', ')", "substring(b, 1, 2) + toUpper(b)",
                   "$root.d.e.f", "where(c, i, i != null)", "range(0, 3)", "formatEpoch(1556830800, 'yyyy-MM-ddTHH:mm:ssZ')",
                   "nosuch(1)", "1 +"]
    for index, expression in enumerate(expressions):
        write("expression", "e%02d.txt" % index, expression)

    # template: the example template files, the starter's drawing, and the corners of
    # the format (bindings, every node, a newer version, mistakes).
    for name in sorted(os.listdir(os.path.join(ROOT, "Templates", "Data"))):
        if name.endswith(".json") and not name.endswith(".schema.json"):
            write("template", name, read("Templates", "Data", name))
    write("template", "every-node.json", '{"template": "t", "version": 1, "arrange": "rail", "entry": {"width": 20, "height": 3, "gap": 2}, "quickLook": true, '
          '"draw": {"column": [{"row": [{"badge": "${kind}", "style": "badge"}, {"space": "fill"}, {"text": "${minutes ?? length ?? \'-\'} min", "align": "right", "width": 8}], "gap": 1}, '
          '{"when": "highlighted", "then": {"text": "\u25b8 ${title}", "style": "title", "lines": 2}, "else": {"text": "${title}", "lines": 2, "align": "center"}}, '
          '{"rule": "\u2500", "style": "accent", "width": "fill"}, {"space": 1}], "gap": 0, "width": "fill"}}')
    write("template", "bindings.json", '{"template": "b", "version": 1, "draw": {"text": "$${x} ${fields.price ?? fields.old ?? \"\u2014\"} ${section ?? identifier} ${description ?? byline}"}}')
    write("template", "newer.json", '{"template": "n", "version": 99, "fallback": "grid", "draw": {"hologram": 1}}')
    write("template", "mistakes.json", '{\n  "template": "Bad",\n  "version": 0,\n  "drw": {"row": [{"text": "${titel} ${", "widht": 3}, {"sparkline": 1}, {"when": "field.x"}]},\n  "future": true\n}\n')

    # events: server-sent events as Unleash streams them, and the corners of the format.
    hydration = {"events": [{"eventId": 1, "type": "hydration", "segments": [], "features": [
        {"name": "home.template", "enabled": True, "strategies": [{"name": "default"}], "variants": [{"name": "grid", "weight": 1000}]}]}]}
    updated = {"events": [{"eventId": 2, "type": "feature-updated", "feature": {"name": "beta", "enabled": False, "strategies": []}}]}
    write("events", "unleash", "event: unleash-connected\nid: 1\ndata: " + json.dumps(hydration) + "\n\n:\n\nevent: unleash-updated\nid: 2\ndata: "
          + json.dumps(updated) + "\n\nevent: fetch-mode\ndata: polling\n\n")
    write("events", "corners", b"\xef\xbb\xbfdata: a\r\ndata:b\r\rid\nretry: 250\nid: 7\x00\nevent\n: x\ndata\n\nfield without colon\n\n")

    # delta: the specification's delta states, and each of their events alone.
    for spec, document in spec_states():
        events = document["state"].get("events")
        if events is None:
            continue
        write("delta", f"unleash/{spec}.json", json.dumps(document["state"], ensure_ascii=False, indent=1))
        for index, event in enumerate(events):
            write("delta", f"unleash/{spec}-{index:02}.json", json.dumps({"events": [event]}, ensure_ascii=False))
    shutil.copy(os.path.join(SPEC, "LICENSE"), os.path.join(SEEDS, "delta", "unleash", "LICENSE"))
    write("delta", "removals.json", json.dumps({"events": [hydration["events"][0], updated["events"][0],
        {"eventId": 3, "type": "feature-removed", "featureName": "beta"}, {"eventId": 4, "type": "segment-removed", "segmentId": 1},
        {"eventId": 2, "type": "feature-removed", "featureName": "home.template"}, {"eventId": 5, "type": "unknown-type"}]}))

    # ofrep: OFREP's example answer (its OpenAPI description), every value type and failure.
    write("ofrep", "example.json", json.dumps({"flags": [
        {"key": "discount-banner", "value": True, "reason": "TARGETING_MATCH", "variant": "enabled"},
        {"key": "theme-color", "value": "blue", "reason": "STATIC", "variant": "default"},
        {"key": "non-existent-flag", "errorCode": "FLAG_NOT_FOUND", "errorDetails": "Flag 'non-existent-flag' was not found"}],
        "eventStreams": [{"type": "sse", "url": "https://sse.example.com/event-stream?channels=env_abc123_v1", "inactivityDelaySec": 120}],
        "metadata": {"version": "v12"}}))
    write("ofrep", "types.json", '{"flags": [{"key": "n", "value": 12.5e1, "reason": "SPLIT"}, {"key": "o", "value": {"a": [1]}, "reason": "DEFAULT", "variant": "x"}, '
          '{"key": "d", "reason": "DISABLED", "value": "off"}, {"key": "c"}, {"key": "n", "value": null}, {"key": "e", "errorCode": "TYPE_MISMATCH"}, '
          '{"key": "u", "value": "x", "reason": "UNKNOWN"}]}')

    # terminal: what a terminal sends, typed or pasted.
    ESC = b"\x1b"
    write("terminal", "keys", b"jjkq\r\t" + ESC + b"[A" + ESC + b"[B" + ESC + b"OC" + ESC + b"[D" + ESC + b"[Z\x7f \x03")
    write("terminal", "pages", ESC + b"[5~" + ESC + b"[6~" + ESC + b"[1~" + ESC + b"[4~" + ESC + b"[H" + ESC + b"[F" + ESC + b"[1;5C")
    write("terminal", "mouse", ESC + b"[<0;10;5M" + ESC + b"[<32;12;5M" + ESC + b"[<0;12;5m" + ESC + b"[<64;1;1M" + ESC + b"[<65;1;1M" + ESC + b"[<35;3;4M")
    write("terminal", "mouse-hostile", ESC + b"[<0;-9223372036854775808;1M" + ESC + b"[<0;99999999999999999999;1M" + ESC + b"[<0;;1M" + ESC + b"[<66;2;2M")
    write("terminal", "utf8", "é中🎧e\u0301".encode("utf-8") + b"\xc2\x85\xe2\x80\xae\xff\xe4\xb8")
    write("terminal", "paste", ESC + b"[200~key down\nhello " + ESC + ESC + b"x" + ESC + b"[201~" + ESC)
    write("terminal", "unfinished", ESC + b"[" + b"1;" * 20)

    # otlp: byte 0 picks the header list (0), a collector's answer (1), Retry-After (2), all (3).
    write("otlp", "headers", b"\0authorization=Bearer%20s3cretToken, x-tenant=a%2Cb,,")
    write("otlp", "headers-bad", b"\0authorization=s3cretToken99,nothing,=x,bad name=y,z=%zz,w=%0A")
    write("otlp", "answer-partial", b"\1" + b'{"partialSuccess":{"rejectedLogRecords":"2","errorMessage":"too old"}}')
    write("otlp", "answer-status", b"\1" + b'{"code":3,"message":"bad\\nrecord","details":[]}')
    write("otlp", "answer-odd", b"\1" + b'{"partialSuccess":{"rejectedLogRecords":-1e300,"errorMessage":7}}')
    write("otlp", "retry-after", b"\2" + b"120")
    write("otlp", "retry-after-date", b"\2" + b"Sun, 06 Nov 1994 08:49:37 GMT")
    write("otlp", "all", b"\3" + b"99999999999999999999999")


if __name__ == "__main__":
    main()
