"""Abstrakta: the rules of five PerGioco abstract games, pure Python.

No browser, no I/O: the same code runs in CPython and in Pyodide.
"""

__version__ = "0.1.0"
