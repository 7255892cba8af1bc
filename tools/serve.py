"""Serve the built site (dist/) as static files, as GitHub Pages would,
on 127.0.0.1, with the MIME types Pyodide needs (.mjs, .wasm).

``--prefix`` serves it under a sub-path, as GitHub Pages does for a project
site; ``--root`` serves another folder.
"""

from __future__ import annotations

import argparse
import contextlib
import mimetypes
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

DIST = Path(__file__).resolve().parent.parent / "dist"
TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".toml": "application/toml",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
}


class Handler(SimpleHTTPRequestHandler):
    prefix = "/"

    def __init__(self, *args: object, directory: str, prefix: str, **kwargs: object) -> None:
        self.prefix = prefix
        super().__init__(*args, directory=directory, **kwargs)  # type: ignore[arg-type]

    def guess_type(self, path: str | Path) -> str:
        suffix = Path(str(path)).suffix
        return TYPES.get(suffix) or mimetypes.guess_type(str(path))[0] or "application/octet-stream"

    def send_head(self):  # type: ignore[no-untyped-def]
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if not path.startswith(self.prefix):
            self.send_error(404)
            return None
        self.path = "/" + path[len(self.prefix) :] + self.path[len(path) :]
        return super().send_head()

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        # Counted, so a test or a benchmark can say what a visit downloaded.
        start = source.tell()
        super().copyfile(source, outputfile)
        self.server.sent.append((self.path, source.tell() - start))  # type: ignore[attr-defined]

    def end_headers(self) -> None:
        # Revalidate every time: a rebuilt wheel must never be served stale.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def make_server(
    port: int = 0, prefix: str = "/", verbose: bool = False, root: Path = DIST
) -> ThreadingHTTPServer:
    """A server on 127.0.0.1 (port 0: any free port); not yet started."""
    handler = partial(Handler, directory=str(root), prefix=prefix)
    server = ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.verbose = verbose  # type: ignore[attr-defined]
    # A page that navigates away drops its downloads: not worth a traceback.
    server.handle_error = lambda request, address: None  # type: ignore[method-assign]
    server.sent = []  # type: ignore[attr-defined]  # (path, bytes of the body) per response
    server.daemon_threads = True
    return server


def serve_in_thread(
    port: int = 0, prefix: str = "/", root: Path = DIST
) -> tuple[ThreadingHTTPServer, str]:
    """Start a server in a daemon thread; returns it and its base URL."""
    server = make_server(port, prefix, root=root)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{prefix}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--prefix", default="/", help="serve under this sub-path, e.g. /abstrakta/")
    parser.add_argument("--root", type=Path, default=DIST, help="the folder to serve")
    args = parser.parse_args()
    server = make_server(args.port, args.prefix, verbose=True, root=args.root)
    print(f"Abstrakta on http://127.0.0.1:{args.port}{args.prefix}  (Ctrl-C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
