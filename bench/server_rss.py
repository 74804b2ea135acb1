#!/usr/bin/env python3
"""Resident memory of `streamlint server`: idle after initialize, with FILE open, once the input has
been quiet for 6 s (after 5 s the open documents rest and the server releases freed memory:
server/stdio_transport.h), after EDITS edits of it (each a line inserted at the top, waiting for its
publishDiagnostics), quiet for 6 s again, and 6 s after closing it.
Usage: bench/server_rss.py STREAMLINT FILE [EDITS]   Prints MB and the open document's cost in source bytes."""
import json
import subprocess
import sys
import threading
import time


def main():
    server = subprocess.Popen([sys.argv[1], "server"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    published = threading.Semaphore(0)

    def read():
        out = server.stdout
        while True:
            line = out.readline()
            if not line:
                return
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
                out.readline()
                if b"publishDiagnostics" in out.read(length):
                    published.release()

    threading.Thread(target=read, daemon=True).start()

    def send(message):
        body = json.dumps(message).encode()
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        server.stdin.flush()

    def rss_mb():
        with open("/proc/%d/status" % server.pid) as status:
            for line in status:
                if line.startswith("VmRSS"):
                    return int(line.split()[1]) / 1024
        return 0

    def wait_published():
        if not published.acquire(timeout=120):
            sys.exit("server_rss: no publishDiagnostics within 120 s")

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    time.sleep(0.5)
    idle = rss_mb()
    with open(sys.argv[2], encoding="utf-8") as f:
        text = f.read()
    uri = "file:///bench/doc.py"
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": text}}})
    wait_published()
    opened = rss_mb()
    print("server RSS: idle %.1f MB; with %d bytes open %.1f MB (%.1fx the source bytes)"
          % (idle, len(text.encode()), opened, (opened - idle) * 1024 * 1024 / len(text.encode())))
    time.sleep(6)
    rested = rss_mb()
    print("open, 6 s quiet (rested) %.1f MB (%.1fx the source bytes)"
          % (rested, (rested - idle) * 1024 * 1024 / len(text.encode())))
    if edits:
        for version in range(2, edits + 2):
            send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                  "params": {"textDocument": {"uri": uri, "version": version},
                             "contentChanges": [{"range": {"start": {"line": 0, "character": 0},
                                                           "end": {"line": 0, "character": 0}},
                                                 "text": "# edit %d\n" % version}]}})
            wait_published()
        edited = rss_mb()
        time.sleep(6)
        edited_rested = rss_mb()
        send({"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}})
        time.sleep(6)
        print("after %d edits %.1f MB; 6 s quiet (rested) %.1f MB; closed, 6 s later %.1f MB"
              % (edits, edited, edited_rested, rss_mb()))
    server.kill()


if __name__ == "__main__":
    main()
