"""The script PyInstaller freezes: the same `main()` as the `vikings-desktop` gui-script."""

import sys

from vikings_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
