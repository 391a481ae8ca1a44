#!/bin/sh
# Install Manni Desktop for this user: the program in ~/.local/bin, the menu
# entry, its AppStream metadata and the icon under ~/.local/share. Run again to
# update; ./install.sh --uninstall removes every file and folder it made and
# leaves only the player's saved games and settings. No root needed.
# The download's program/ folder (the one-folder build) goes to
# ~/.local/lib/manni-desktop and ~/.local/bin gets a launcher; a one-file
# build beside this script (no program/ folder) is installed as it is.
# Any $HOME works (spaces, quotes, &, \, $, %, non-ASCII): paths are never put
# into a sed replacement or a shell string unescaped.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
local_dir="$HOME/.local"
bin="${XDG_BIN_HOME:-$local_dir/bin}"
data="${XDG_DATA_HOME:-$local_dir/share}"
config="${XDG_CONFIG_HOME:-$HOME/.config}"
apps="$data/applications"
icons="$data/icons/hicolor"
doc="$data/doc/manni-desktop"
mime="$data/mime"
metainfo="$data/metainfo"
appdata=io.github.mannidesktop.manni.metainfo.xml  # AppStream: named by its id
lib="$local_dir/lib/manni-desktop"
nl='
'
case "$bin$data$HOME" in
  *"$nl"*) echo "install.sh: a folder name with a line break cannot go into a menu entry" >&2
           exit 1 ;;
esac

# One argument of a Desktop Entry Exec key: quoted, with \ " ` $ escaped inside
# the quotes and % doubled (the Exec rules), then every \ doubled again (the
# escapes of any string value) — so "a&b\c" stays one argument, byte for byte.
desktop_exec_arg() {
  printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g' -e 's/\\/\\\\/g' \
    -e 's/^/"/' -e 's/$/"/'
}

# A word for a POSIX shell script: single-quoted, each ' written as '\''.
shell_quote() {
  printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# Rebuild the caches a desktop reads (file type → program), when the tools exist.
refresh_caches() {
  if command -v update-mime-database >/dev/null 2>&1 && [ -d "$mime/packages" ]; then
    update-mime-database "$mime" || true
  fi
  if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$apps" ]; then
    update-desktop-database -q "$apps" || true
  fi
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$bin/manni-desktop" "$apps/manni-desktop.desktop" \
        "$icons/256x256/apps/manni-desktop.png" "$icons/scalable/apps/manni-desktop.svg" \
        "$mime/packages/manni-desktop.xml" "$metainfo/$appdata"
  rm -rf "$doc" "$lib"
  refresh_caches  # so no mimeinfo.cache or mime.cache still names the program
  # A cache that lists nothing, or a MIME database built from no package at all,
  # is only what this script made: remove it, then every folder left empty.
  if [ -f "$apps/mimeinfo.cache" ] && ! grep -qv '^\[MIME Cache\]$' "$apps/mimeinfo.cache"; then
    rm -f "$apps/mimeinfo.cache"
  fi
  if [ -d "$mime/packages" ] && rmdir "$mime/packages" 2>/dev/null; then
    rm -rf "$mime"
  fi
  for folder in "$icons/256x256/apps" "$icons/256x256" "$icons/scalable/apps" \
                "$icons/scalable" "$icons" "$data/icons" "$apps" "$metainfo" \
                "$data/doc" "$local_dir/lib" "$bin" "$data" "$local_dir"; do
    rmdir "$folder" 2>/dev/null || true
  done
  echo "Manni Desktop removed. Your saved games, statistics and settings stay in"
  echo "  $data/manni-desktop and $config/manni-desktop"
  echo "(delete those two folders to remove them too)."
  exit 0
fi

mkdir -p "$bin" "$apps" "$icons/256x256/apps" "$icons/scalable/apps"
if [ -x "$here/program/manni-desktop" ]; then
  rm -rf "$lib.new" && mkdir -p "$(dirname "$lib")"
  cp -R "$here/program" "$lib.new"          # a whole new copy, then swapped in
  rm -rf "$lib" && mv "$lib.new" "$lib"
  rm -f "$bin/manni-desktop"
  printf '#!/bin/sh\nexec %s "$@"\n' "$(shell_quote "$lib/manni-desktop")" > "$bin/manni-desktop"
  chmod 755 "$bin/manni-desktop"
else
  rm -rf "$lib"  # an earlier installer download's copy, replaced by the portable program
  install -m 755 "$here/manni-desktop" "$bin/manni-desktop"
fi
install -m 644 "$here/manni-desktop.png" "$icons/256x256/apps/manni-desktop.png"
install -m 644 "$here/manni-desktop.svg" "$icons/scalable/apps/manni-desktop.svg"
# The licences travel with the program (the bundle carries them too: Help → About).
mkdir -p "$doc"
for notice in LICENSE THIRD-PARTY-NOTICES.txt; do
  if [ -f "$here/$notice" ]; then install -m 644 "$here/$notice" "$doc/$notice"; fi
done
# Saved games open with the game (the entry's MimeType; Exec passes the file).
mkdir -p "$mime/packages"
install -m 644 "$here/manni-desktop-mime.xml" "$mime/packages/manni-desktop.xml"
# The menu starts the program by its full path: ~/.local/bin is not always on PATH.
exec_arg=$(desktop_exec_arg "$bin/manni-desktop")
while IFS= read -r line || [ -n "$line" ]; do
  case $line in
    Exec=manni-desktop*) printf 'Exec=%s%s\n' "$exec_arg" "${line#Exec=manni-desktop}" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$here/manni-desktop.desktop" > "$apps/manni-desktop.desktop"
chmod 644 "$apps/manni-desktop.desktop"
# Software centres (GNOME Software, Discover) describe the game from its metainfo.
mkdir -p "$metainfo"
install -m 644 "$here/$appdata" "$metainfo/$appdata"
refresh_caches
echo "Manni Desktop installed: find it in your applications menu, or run $bin/manni-desktop"
