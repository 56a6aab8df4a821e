"""The delta API's events of the loopback Unleash server (unleash_test_server.py): made
from the changes of its features file, so that a test changes the toggles as it always
did and the server serves the change as Unleash's delta API and stream do."""

import json
import threading


def read_json(path, default):
    try:
        with open(path, "rb") as handle:
            return json.loads(handle.read() or b"null") or default
    except (OSError, ValueError):
        return default


class EventLog:
    """The delta API's events, made from the changes of the features file, read again
    whenever they are asked for: each feature or segment that changed is one event."""

    def __init__(self, path):
        self.path = path
        self.lock = threading.Lock()
        self.revision = 1
        self.state = self.read()
        self.events = []

    def read(self):
        document = read_json(self.path, {})
        features = {f.get("name"): f for f in document.get("features") or [] if isinstance(f, dict)}
        segments = {str(s.get("id")): s for s in document.get("segments") or [] if isinstance(s, dict)}
        return features, segments

    def refresh(self):
        features, segments = self.read()
        old_features, old_segments = self.state
        made = []
        for sid, segment in segments.items():
            if old_segments.get(sid) != segment:
                made.append({"type": "segment-updated", "segment": segment})
        for name, feature in features.items():
            if old_features.get(name) != feature:
                made.append({"type": "feature-updated", "feature": feature})
        for name in old_features:
            if name not in features:
                made.append({"type": "feature-removed", "featureName": name, "project": "default"})
        for sid, segment in old_segments.items():
            if sid not in segments:
                made.append({"type": "segment-removed", "segmentId": segment.get("id")})
        for event in made:
            self.revision += 1
            event["eventId"] = self.revision
            self.events.append(event)
        self.state = (features, segments)

    def hydration(self):
        features, segments = self.state
        return {"eventId": self.revision, "type": "hydration", "features": list(features.values()), "segments": list(segments.values())}

    def since(self, text):
        """The revision, and the events after revision `text`: [] when none, a hydration
        when `text` is no revision this log can continue from."""
        with self.lock:
            self.refresh()
            first = self.revision - len(self.events)
            if text.isdigit() and first <= int(text) <= self.revision:
                return self.revision, [e for e in self.events if e["eventId"] > int(text)]
            return self.revision, [self.hydration()]
