#!/usr/bin/env python3
"""Resident memory of `streamlint server`: idle after initialize, then with FILE open.
Usage: bench/server_rss.py STREAMLINT FILE   Prints KB and the per-document cost in source bytes."""
import json
import subprocess
import sys
import time


def main():
    server = subprocess.Popen([sys.argv[1], "server"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)

    def send(message):
        body = json.dumps(message).encode()
        server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        server.stdin.flush()

    def rss_kb():
        with open("/proc/%d/status" % server.pid) as status:
            for line in status:
                if line.startswith("VmRSS"):
                    return int(line.split()[1])
        return 0

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    time.sleep(0.5)
    idle = rss_kb()
    with open(sys.argv[2], encoding="utf-8") as f:
        text = f.read()
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": "file:///bench/doc.py", "languageId": "python", "version": 1,
                                      "text": text}}})
    time.sleep(2)
    opened = rss_kb()
    server.kill()
    print("server RSS: idle %d KB; with %d bytes open %d KB (%.1fx the source bytes)"
          % (idle, len(text.encode()), opened, (opened - idle) * 1024 / len(text.encode())))


if __name__ == "__main__":
    main()
