"""The bundle's entry point: what the ``dinotable`` command runs."""

from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    # A computer's worker process of the bundle starts here too: it serves the search
    # before the window's modules are even loaded.
    multiprocessing.freeze_support()
    from desktop.app import main

    sys.exit(main())
