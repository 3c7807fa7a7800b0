#!/usr/bin/python3
"""Screenshots a web page in headless Chromium once a condition holds in it.

    scripts/page-screenshot.py URL OUT.png WIDTH HEIGHT CONDITION

CONDITION is a JavaScript expression, polled every 50 ms for up to 30 s (the studio's page keeps
an event stream open, so Chromium's own --screenshot cannot wait for its frame). Chromium listens
on 127.0.0.1 only, on a port the system chooses. Needs the Debian packages chromium and
python3-websocket (scripts/setup.sh --test installs both).
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

import websocket


def main():
    if len(sys.argv) != 6:
        sys.exit("usage: page-screenshot.py URL OUT.png WIDTH HEIGHT CONDITION")
    url, out, width, height, condition = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    profile = tempfile.mkdtemp(prefix="page-screenshot-")
    browser = subprocess.Popen(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                "--no-first-run", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
                                f"--user-data-dir={profile}", "about:blank"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        socket = websocket.create_connection(devtools_endpoint(profile, browser), timeout=30)
        client = Client(socket)
        target = client.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = client.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        client.call("Emulation.setDeviceMetricsOverride",
                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session)
        client.call("Page.navigate", {"url": url}, session)
        deadline = time.time() + 30
        while not evaluate(client, session, condition):
            if time.time() > deadline:
                sys.exit(f"page-screenshot.py: {condition} did not hold within 30 s on {url}")
            time.sleep(0.05)
        shot = client.call("Page.captureScreenshot", {"format": "png"}, session)
        with open(out, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
    finally:
        browser.terminate()
        browser.wait(timeout=10)
        shutil.rmtree(profile, ignore_errors=True)


def devtools_endpoint(profile, browser):
    """The browser's WebSocket URL, from the port file Chromium writes into its profile."""
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.time() + 30
    while time.time() < deadline and browser.poll() is None:
        try:
            with open(port_file) as file:
                lines = file.read().split()
            if len(lines) >= 2:
                return f"ws://127.0.0.1:{lines[0]}{lines[1]}"
        except FileNotFoundError:
            pass
        time.sleep(0.05)
    sys.exit("page-screenshot.py: chromium did not open its DevTools port")


def evaluate(client, session, expression):
    result = client.call("Runtime.evaluate", {"expression": f"Boolean({expression})", "returnByValue": True}, session)
    return result.get("result", {}).get("value") is True


class Client:
    """Commands over one DevTools WebSocket; events that arrive meanwhile are skipped."""

    def __init__(self, socket):
        self.socket = socket
        self.next_id = 0

    def call(self, method, params, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") != self.next_id:
                continue
            if "error" in reply:
                sys.exit(f"page-screenshot.py: {method}: {reply['error'].get('message')}")
            return reply.get("result", {})


if __name__ == "__main__":
    main()
