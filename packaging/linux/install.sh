#!/bin/sh
# Install Manni Desktop for this user: the program in ~/.local/bin, the menu
# entry and the icon under ~/.local/share. Run again to update;
# ./install.sh --uninstall removes them again. No root needed.
# From the installer download (a program/ folder beside this script) the
# one-folder build goes to ~/.local/lib/manni-desktop and ~/.local/bin gets a
# launcher; from the portable download the one-file program itself.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin="${XDG_BIN_HOME:-$HOME/.local/bin}"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
apps="$data/applications"
icons="$data/icons/hicolor"
doc="$data/doc/manni-desktop"
mime="$data/mime"
lib="$HOME/.local/lib/manni-desktop"

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$bin/manni-desktop" "$apps/manni-desktop.desktop" \
        "$icons/256x256/apps/manni-desktop.png" "$icons/scalable/apps/manni-desktop.svg"
  rm -rf "$doc" "$lib"
  rm -f "$mime/packages/manni-desktop.xml"
  command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$mime" || true
  echo "Manni Desktop removed (your saved games stay in your data folder)."
  exit 0
fi

mkdir -p "$bin" "$apps" "$icons/256x256/apps" "$icons/scalable/apps"
if [ -x "$here/program/manni-desktop" ]; then
  rm -rf "$lib.new" && mkdir -p "$(dirname "$lib")"
  cp -R "$here/program" "$lib.new"          # a whole new copy, then swapped in
  rm -rf "$lib" && mv "$lib.new" "$lib"
  rm -f "$bin/manni-desktop"
  printf '#!/bin/sh\nexec "%s/manni-desktop" "$@"\n' "$lib" > "$bin/manni-desktop"
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
# *.manni.json opens with the game (the entry's MimeType; Exec passes the file).
mkdir -p "$mime/packages"
install -m 644 "$here/manni-desktop-mime.xml" "$mime/packages/manni-desktop.xml"
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$mime" || true
# The menu starts the program by its full path: ~/.local/bin is not always on PATH.
sed "s|^Exec=manni-desktop|Exec=\"$bin/manni-desktop\"|" "$here/manni-desktop.desktop" \
  > "$apps/manni-desktop.desktop"
chmod 644 "$apps/manni-desktop.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
echo "Manni Desktop installed: find it in your applications menu, or run $bin/manni-desktop"
