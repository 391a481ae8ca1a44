#!/bin/bash
# New game…'s list of games, open, in one language: the real app under Xvfb
# with openbox, driven by xdotool (Ctrl+N, then Alt+Down on the game list),
# taken with ImageMagick's import and cut to the dialog.
#   docs/screenshots/new_game_list.sh LANG DISPLAY   (e.g. pt 150)
# Writes new-game-list-<lang>.png beside itself.  Run from the repository root.
set -e
L=$1; D=$2; PY=${PYTHON:-python3}
OUT="$(dirname "$0")/new-game-list-$L.png"
TMP=$(mktemp -d)
Xvfb ":$D" -screen 0 1366x768x24 >/dev/null 2>&1 & XP=$!
sleep 1.5
DISPLAY=":$D" openbox >/dev/null 2>&1 & OP=$!
sleep 1
# a fresh data folder: the language chosen, no guide offer, the six-contract game last played
MANNI_DESKTOP_HOME=$TMP $PY -c "
from manni_desktop.storage.settings import Settings, save_settings
save_settings(Settings(language='$L', guide_done=True, game='mizerka', scoring='four'))"
DISPLAY=":$D" QT_QPA_PLATFORM=xcb MANNI_DESKTOP_HOME=$TMP $PY -m manni_desktop >/dev/null 2>&1 & AP=$!
for _ in $(seq 1 40); do
  sleep 0.5
  DISPLAY=":$D" xdotool search --onlyvisible --name Manni >/dev/null 2>&1 && break
done
sleep 3
DISPLAY=":$D" xdotool windowactivate --sync "$(DISPLAY=":$D" xdotool search --onlyvisible --name Manni | head -1)" || true
DISPLAY=":$D" xdotool key ctrl+n
sleep 2
DISPLAY=":$D" xdotool key alt+Down   # the game list drops open over the dialog
sleep 1.5
DISPLAY=":$D" import -window root "$TMP/full.png"
read -r X Y W H < <(DISPLAY=":$D" xdotool getactivewindow getwindowgeometry |
  awk '/Position/{split($2,p,","); x=p[1]; y=p[2]} /Geometry/{split($2,g,"x"); print x, y, g[1], g[2]}')
convert "$TMP/full.png" -crop $((W + 16))x$((H + 118))+$((X - 8))+$((Y - 108)) +repage "$OUT"
kill "$AP" "$OP" "$XP" 2>/dev/null || true
wait 2>/dev/null || true
rm -rf "$TMP"
echo "$OUT"
