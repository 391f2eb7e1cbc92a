# lived_in_home.sh — a home folder as a player has it after a week, for
# the tests that must not start from an empty state folder (a person's
# launcher is never empty after the first evening).
#
#   . tests/support/lived_in_home.sh
#   lived_in_home "$TABULA" "$WORK/home"
#
# fills HOME with what `tabula` itself wrote while real games were played
# (only the damaged save, the save of an older plugin version and the
# broken game and plugin are written by hand):
#
#   stats.db    four finished games, all lost to greedy: zero-duel as Ann
#               (seed 3, and seed 8 in Polish), zero as the long name (seed
#               4) and as Ann (seed 9, in Spanish)
#   history/    their saves
#   saves/      newest first in the launcher:
#               zero-duel-...-old.save  older plugin version: cannot be continued
#               damaged.save            cut off: cannot be continued
#               zero-...-moves.save     5 moves played (Ann's swap b8 b1 the 3rd)
#               absolute-...-quit.save  left at once (no move)
#               face-to-face-....save   the long name at seat 1; greedy 2
#                                       opened (turn 2, the long name's go)
#   .config/tabula/games/broken.ini     a game whose plugin is missing
#   plugins/libbroken.so                not a plugin (TABULA_PLUGIN_PATH)
#
# The long name is exported as LONG_NAME (30 bytes: a seat keeps 31,
# with Polish and Spanish letters); the plugin folder as BROKEN_PLUGINS.
# The saves' times are set so their order is the one above (an hour ago and
# before).  The saves in a save format older than "tabula-save 1" do not
# exist: that is the only format there has been (transcript.c), so the old
# save is one of an older plugin version, which the launcher refuses.

LONG_NAME="Małgorzata Ñúñez-Kowalczyk"

lived_in_home() {
    local tabula=$1 home=$2
    local saves="$home/.local/state/tabula/saves" now i
    mkdir -p "$home" || return 1
    # Finished games, recorded in stats.db; their saves go to history/.
    yes knock | head -200 | env -i HOME="$home" LANG=C.UTF-8 "$tabula" play zero-duel \
        --seed 3 --ui text --name 1=Ann >/dev/null 2>&1
    yes knock | head -200 | env -i HOME="$home" LANG=C.UTF-8 "$tabula" play zero \
        --seed 4 --ui text --name "1=$LONG_NAME" >/dev/null 2>&1
    yes knock | head -200 | env -i HOME="$home" LC_ALL=pl_PL.UTF-8 "$tabula" play zero-duel \
        --seed 8 --ui text --name 1=Ann >/dev/null 2>&1
    yes knock | head -200 | env -i HOME="$home" LC_ALL=es_ES.UTF-8 "$tabula" play zero \
        --seed 9 --ui text --name 1=Ann >/dev/null 2>&1
    [ -s "$home/.local/share/tabula/stats.db" ] || { echo "lived_in_home: no stats.db"; return 1; }
    # Kept games: the input ends mid-game, so each stays in saves/.
    printf 'swap b8 b1\n' | env -i HOME="$home" LANG=C.UTF-8 "$tabula" play zero \
        --seed 5 --ui text --name 1=Ann --save "$saves/zero-20261120-201500-1-moves.save" \
        >/dev/null 2>&1
    printf 'quit\n' | env -i HOME="$home" LANG=C.UTF-8 "$tabula" play absolute \
        --seed 6 --ui text --name 1=Ann --save "$saves/absolute-20261121-180000-2-quit.save" \
        >/dev/null 2>&1
    env -i HOME="$home" LANG=C.UTF-8 "$tabula" play face-to-face --seed 7 --ui text \
        --name "1=$LONG_NAME" --save "$saves/face-to-face-20261119-210000-3.save" \
        </dev/null >/dev/null 2>&1
    # A save written by an older zero: listed, with the reason it cannot go on.
    sed 's/^plugin zero .*/plugin zero 0.9.0/; s/^game zero$/game zero-duel/' \
        "$saves/zero-20261120-201500-1-moves.save" >"$saves/zero-duel-20261118-100000-4-old.save"
    printf 'tabula-save 1\ngame zero\nplugin zero 1.0.0\n' >"$saves/damaged.save"
    now=$(date +%s)
    i=0
    for f in zero-duel-20261118-100000-4-old damaged zero-20261120-201500-1-moves \
             absolute-20261121-180000-2-quit face-to-face-20261119-210000-3; do
        [ -f "$saves/$f.save" ] || { echo "lived_in_home: $f.save was not written"; return 1; }
        touch -d "@$((now - 3600 - 60 * i))" "$saves/$f.save"
        i=$((i + 1))
    done
    # A game file whose plugin is not installed, and a plugin that is not one.
    mkdir -p "$home/.config/tabula/games" "$home/plugins"
    printf '[game]\nname = broken\ntitle = Broken Game\nplugin = nosuchplugin\n' \
        >"$home/.config/tabula/games/broken.ini"
    printf 'not an ELF file\n' >"$home/plugins/libbroken.so"
    BROKEN_PLUGINS="$home/plugins"
    export LONG_NAME BROKEN_PLUGINS
}
