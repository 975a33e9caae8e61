"""The application's reverse-DNS id, one home for the window and the installers.

Linux desktops match a running window to its menu entry and software-centre page by it:
`app.py` passes it to `QGuiApplication.setDesktopFileName`, the menu entry is
`<APP_ID>.desktop`, the AppStream file `<APP_ID>.metainfo.xml` (both in `resources/linux/`),
and `packaging/appinfo.py` reads it from this file before anything is installed, so this module
imports nothing. GitHub-hosted projects use `io.github.<owner>.<App>`; AppStream wants no `-`
in an id, so the owner's hyphen becomes `_`.
"""

APP_ID = "io.github.vikings_desktop.VikingsDesktop"
