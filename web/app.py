"""The page's entry point, run by PyScript once Pyodide is up."""

from ui.app import App

App().start()
