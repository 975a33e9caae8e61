"""Linux desktop integration: one reverse-DNS app id shared by the window, the menu entry and
the AppStream metainfo, and both files accepted by the validators software centres use
(`desktop-file-validate`, `appstreamcli validate`; skipped where those tools are absent)."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import pytest

from vikings_desktop.app_id import APP_ID


def metainfo(appinfo) -> ElementTree.Element:
    return ElementTree.parse(appinfo.METAINFO_FILE).getroot()


def test_app_id_is_reverse_dns_and_names_both_files(appinfo):
    # AppStream and D-Bus: at least three dot-separated parts of letters, digits and '_'
    # (an element may not start with a digit)
    parts = APP_ID.split(".")
    assert len(parts) >= 3 and all(part and not part[0].isdigit() and part.replace("_", "").isalnum()
                                   for part in parts), APP_ID
    assert appinfo.APP_ID == APP_ID
    assert appinfo.DESKTOP_FILE.name == f"{APP_ID}.desktop" and appinfo.DESKTOP_FILE.is_file()
    assert appinfo.METAINFO_FILE.name == f"{APP_ID}.metainfo.xml" and appinfo.METAINFO_FILE.is_file()
    assert "_" not in appinfo.MAC_BUNDLE_ID and appinfo.MAC_BUNDLE_ID.count(".") == APP_ID.count(".")


def test_metainfo_agrees_with_the_project(appinfo):
    component = metainfo(appinfo)
    project = appinfo.pyproject()["project"]
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.findtext("name") == appinfo.DISPLAY_NAME
    assert component.findtext("project_license") == project["license"]
    assert component.findtext("metadata_license") in ("CC0-1.0", "FSFAP", "MIT")
    assert component.findtext("url[@type='homepage']") == project["urls"]["Homepage"]
    assert component.findtext("url[@type='bugtracker']") == project["urls"]["Issues"]
    launchable = component.find("launchable[@type='desktop-id']")
    assert launchable is not None and launchable.text == appinfo.DESKTOP_FILE.name
    assert component.findtext("provides/binary") == appinfo.APP_NAME
    assert component.find("content_rating[@type='oars-1.1']") is not None
    assert component.findtext("developer/name") == component.findtext("developer_name")
    assert component.findtext("developer_name")
    releases = [release.get("version") for release in component.iterfind("releases/release")]
    assert releases and releases[0] == appinfo.version(), (
        f"the newest <release> in {appinfo.METAINFO_FILE.name} is {releases[:1]}, "
        f"pyproject says {appinfo.version()}")
    # screenshots: files of this repository, at their size, by the homepage's raw address
    raw = project["urls"]["Source"].replace("https://github.com/",
                                            "https://raw.githubusercontent.com/") + "/main/"
    images = list(component.iterfind("screenshots/screenshot/image"))
    assert images
    for image in images:
        assert image.text.startswith(raw), image.text
        path = appinfo.ROOT / image.text.removeprefix(raw)
        assert path.is_file(), path
        width, height = struct.unpack(">II", path.read_bytes()[16:24])  # PNG IHDR
        assert (image.get("width"), image.get("height")) == (str(width), str(height))
    # player-facing text: paragraphs and a list, no rule ids
    description = ElementTree.tostring(component.find("description"), encoding="unicode")
    assert "<p>" in description and "<li>" in description and "R-" not in description


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli (Debian package appstream) not installed")
def test_metainfo_passes_appstreamcli_validate(appinfo):
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(appinfo.METAINFO_FILE)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (desktop-file-utils) not installed")
def test_desktop_entry_passes_desktop_file_validate(appinfo):
    result = subprocess.run(["desktop-file-validate", str(appinfo.DESKTOP_FILE)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli (Debian package appstream) not installed")
def test_installed_layout_passes_appstreamcli_validate_tree(appinfo, tmp_path):
    # The files where the .deb and the .tar.gz put them, with the icon the entry names.
    share = tmp_path / "usr" / "share"
    for folder, source in (("applications", appinfo.DESKTOP_FILE),
                           ("metainfo", appinfo.METAINFO_FILE)):
        (share / folder).mkdir(parents=True)
        shutil.copy(source, share / folder / source.name)
    icons = share / "icons" / "hicolor" / "64x64" / "apps"
    icons.mkdir(parents=True)
    shutil.copy(appinfo.icon_pngs()[64], icons / f"{appinfo.APP_NAME}.png")
    result = subprocess.run(["appstreamcli", "validate-tree", "--no-net", str(tmp_path)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_window_announces_the_app_id_as_its_desktop_file_name(root):
    # app.main with the self-test game replaced: what QGuiApplication.desktopFileName() holds
    # once main has set the application up (a child process: main changes the app's names).
    script = (
        "import vikings_desktop.ui.selftest as selftest\n"
        "from PySide6.QtGui import QGuiApplication\n"
        "from vikings_desktop.app import main\n"
        "selftest.run_selftest = lambda **options: 0\n"
        "assert main(['--selftest']) == 0\n"
        "print(QGuiApplication.desktopFileName())\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120, cwd=root,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == APP_ID
