"""The script PyInstaller freezes: the same `main()` as the `vikings-desktop` gui-script."""

import multiprocessing
import sys

from vikings_desktop.app import main

if __name__ == "__main__":
    # Computer players decide in a spawned worker process: in a frozen app the worker is
    # this executable again, and freeze_support() makes it run the worker, not the window.
    multiprocessing.freeze_support()
    sys.exit(main())
