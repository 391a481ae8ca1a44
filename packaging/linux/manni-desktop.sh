#!/bin/sh
# Manni Desktop, run in place from the unpacked download: the program is the
# one-folder build in program/, which starts as fast as an installed copy
# (nothing is unpacked at start, so a noexec /tmp does not matter).
# ./install.sh puts it in the applications menu instead.
here=$(dirname "$(readlink -f "$0")")
exec "$here/program/manni-desktop" "$@"
