"""The frozen app's entry point (PyInstaller): the same `main` as the `cardgame` command."""

import sys

from cardgame.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
