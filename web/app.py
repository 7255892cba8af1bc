"""The page's entry point, run by PyScript once Pyodide is up."""

import js

try:
    from ui.app import App

    App().start()
except Exception as error:
    # Said in the page instead of loading forever; a start from a memory
    # snapshot is then retried without it (web/boot.js).
    js.window.abstraktaBoot.failed(f"The app failed to start: {type(error).__name__}: {error}")
    raise
