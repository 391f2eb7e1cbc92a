/*
 * tabula/tabula.h — everything a rule plugin includes.
 *
 *   types.h  cards, piles, moves, rng, outcome, parameter schema (values)
 *   host.h   the services the host fills in (rng, piles, decks, options,
 *            seats, table model, JSON writer, ranking)
 *   game.h   the game descriptor and the entry point a plugin exports
 *
 * Optional, included on its own: tabula/aux.h, header-only helpers (error
 * formatter, word splitter, move codec, plain clone, entry macro, ...).
 *
 * See docs/designer-guide.md for a walk through a complete plugin.
 */
#ifndef TABULA_TABULA_H
#define TABULA_TABULA_H

#include "tabula/types.h"
#include "tabula/host.h"
#include "tabula/game.h"

#endif
