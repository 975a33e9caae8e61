#!/bin/sh
# /usr/bin/vikings-desktop: start the bundled app the vikings-desktop package puts in
# /opt/vikings-desktop. The path is taken relative to this script (/usr/bin/../../opt), so a
# package unpacked into another root (dpkg -x) starts its own copy.
here=$(dirname "$(readlink -f "$0")")
exec "$here/../../opt/vikings-desktop/vikings-desktop" "$@"
