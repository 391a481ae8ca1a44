/* The rule play-out of playout.py in C: the same library as paranoid.c (loaded with ctypes
 * by native_solver.py), the same answers as playout._rule_playout and
 * playout._nullo_playout, which stay as the definition where the library is missing.
 *
 * Why C: the searches play thousands of hands out by the rule in each decision, and in
 * hard's heaviest decisions the Python loops took about 40 % of the time
 * (benchmarks/results, 2026-12-07-rule-playout-in-c.txt).  The answers must be exactly the
 * Python loops', so that a seed plays the same cards with or without the library
 * (tests/ai/test_rule_playout_native.py checks them on random positions).
 *
 * Cards are the fast path's encoding (fast.py): suit = card / 13, within a suit a higher
 * bit is a stronger card (under Nullo the ace is already rotated to the bottom); trump -1
 * for none.  A play-out starts at a trick boundary: `seat` leads, and every seat holds the
 * same number of cards. */
#include <stdint.h>

typedef uint64_t u64;
#define M13 0x1FFFULL

#if defined(_WIN32)
#define EXPORT __declspec(dllexport)
#else
#define EXPORT __attribute__((visibility("default")))
#endif

/* rule.py's tables: the lowest and highest rank bit of a 13-bit chunk (-1 when empty) and
 * its card count */
#if defined(__GNUC__) || defined(__clang__)
static int low_rank(u64 chunk) { return chunk ? __builtin_ctzll(chunk) : -1; }
static int high_rank(u64 chunk) { return chunk ? 63 - __builtin_clzll(chunk) : -1; }
static int count_cards(u64 chunk) { return __builtin_popcountll(chunk); }
#else
static int low_rank(u64 chunk) {
    if (!chunk) return -1;
    int r = 0;
    while (!(chunk >> r & 1)) r++;
    return r;
}

static int high_rank(u64 chunk) {
    int r = -1;
    while (chunk) { chunk >>= 1; r++; }
    return r;
}

static int count_cards(u64 chunk) {
    int n = 0;
    while (chunk) { chunk &= chunk - 1; n++; }
    return n;
}
#endif

static u64 chunk_of(u64 hand, int base) { return hand >> base & M13; }

static int suit_of(int card) { return card / 13; }

/* rule.throw_low: the lowest card of a side suit, the shorter suit first on equal rank;
 * a hand of trumps only throws its lowest trump */
static int throw_low(u64 hand, int trump) {
    int best = -1, best_low = 99, best_count = 99;
    for (int s = 0; s < 4; s++) {
        u64 chunk = chunk_of(hand, 13 * s);
        if (!chunk || s == trump) continue;
        int low = low_rank(chunk);
        if (low < best_low || (low == best_low && count_cards(chunk) < best_count)) {
            best_low = low;
            best_count = count_cards(chunk);
            best = 13 * s + low;
        }
    }
    if (best >= 0) return best;
    return 13 * trump + low_rank(chunk_of(hand, 13 * trump));
}

/* playout._void_card: ruff low, over-ruff if that wins, else throw low */
static int void_card(u64 hand, int best, int trump) {
    if (trump >= 0) {
        int tbase = 13 * trump;
        u64 tchunk = chunk_of(hand, tbase);
        if (tchunk) {
            if (suit_of(best) != trump) return tbase + low_rank(tchunk);
            int shift = best - tbase + 1;
            u64 over = tchunk >> shift << shift;
            if (over) return tbase + low_rank(over);
        }
    }
    return throw_low(hand, trump);
}

/* playout._rule_playout's loop: one whole trick a turn, from `seat`'s lead */
static void rule_tricks(u64 h[3], int seat, int trump, int won[3]) {
    int tbase = 13 * trump;
    int tricks = count_cards(h[seat]);
    for (int t = 0; t < tricks; t++) {
        int s1 = (seat + 1) % 3, s2 = (seat + 2) % 3;
        u64 h0 = h[seat], h1 = h[s1], h2 = h[s2];
        /* the lead: the top trump, else a sure winner, else low from the longest side suit */
        u64 others = h1 | h2;
        int card = -1;
        if (trump >= 0) {
            u64 tchunk = chunk_of(h0, tbase), otrump = chunk_of(others, tbase);
            if (tchunk && otrump && high_rank(tchunk) > high_rank(otrump))
                card = tbase + high_rank(tchunk);
        }
        if (card < 0) {
            int best_len = -1;
            for (int s = 0; s < 4; s++) {
                if (s == trump) continue;
                int base = 13 * s;
                u64 chunk = chunk_of(h0, base);
                if (!chunk) continue;
                u64 ochunk = chunk_of(others, base);
                if (ochunk && high_rank(chunk) > high_rank(ochunk)) {
                    card = base + high_rank(chunk);
                    break;
                }
                if (count_cards(chunk) > best_len) {
                    best_len = count_cards(chunk);
                    card = base + low_rank(chunk);
                }
            }
            if (card < 0) card = tbase + low_rank(chunk_of(h0, tbase));
        }
        h0 ^= 1ULL << card;
        int led = suit_of(card), base = 13 * led;
        int best = card, win = seat;
        /* second hand: low, unless it holds a card above everything the others may hold */
        u64 chunk = chunk_of(h1, base);
        if (chunk) {
            int shift = best - base + 1;
            u64 higher = chunk >> shift << shift;
            if (higher) {
                int top_other = high_rank(chunk_of(h2 | h0, base));
                u64 sure = top_other >= 0
                               ? (chunk >> (top_other + 1) << (top_other + 1)) & higher
                               : higher;
                card = sure ? base + low_rank(sure) : base + low_rank(chunk);
                if (card > best) { best = card; win = s1; }
            } else {
                card = base + low_rank(chunk);
            }
        } else {
            card = void_card(h1, best, trump);
            if (suit_of(card) == trump) { best = card; win = s1; }
        }
        h1 ^= 1ULL << card;
        /* third hand: win as cheaply as it can, else low */
        chunk = chunk_of(h2, base);
        if (chunk) {
            if (suit_of(best) != led) {
                card = base + low_rank(chunk);
            } else {
                int shift = best - base + 1;
                u64 higher = chunk >> shift << shift;
                if (higher) {
                    card = base + low_rank(higher);
                    best = card;
                    win = s2;
                } else {
                    card = base + low_rank(chunk);
                }
            }
        } else {
            card = void_card(h2, best, trump);
            if (suit_of(card) == trump && (suit_of(best) != trump || card > best)) {
                best = card;
                win = s2;
            }
        }
        h[seat] = h0;
        h[s1] = h1;
        h[s2] = h2 ^ (1ULL << card);
        won[win]++;
        seat = win;
    }
}

/* The card of the highest rank (direction 1) or the lowest (-1) in the hand, the first
 * suit on equal rank: Python's max/min over fast.hand_cards by rank. */
static int extreme_rank_card(u64 hand, int direction) {
    int card = -1, rank = direction > 0 ? -1 : 99;
    for (int s = 0; s < 4; s++) {
        u64 chunk = chunk_of(hand, 13 * s);
        if (!chunk) continue;
        int r = direction > 0 ? high_rank(chunk) : low_rank(chunk);
        if (direction > 0 ? r > rank : r < rank) { rank = r; card = 13 * s + r; }
    }
    return card;
}

/* playout._nullo_playout's loop: one whole trick a turn, from `seat`'s lead */
static void nullo_tricks(u64 h[3], int seat, int won[3]) {
    int tricks = count_cards(h[seat]);
    for (int t = 0; t < tricks; t++) {
        int s1 = (seat + 1) % 3, s2 = (seat + 2) % 3;
        u64 h0 = h[seat], h1 = h[s1], h2 = h[s2];
        /* the lead: the lowest card of a suit where someone holds a higher one */
        u64 others = h1 | h2;
        int card = -1, pick_rank = 99;
        for (int s = 0; s < 4; s++) {
            u64 chunk = chunk_of(h0, 13 * s);
            if (!chunk) continue;
            int low = low_rank(chunk);
            if ((chunk_of(others, 13 * s) >> (low + 1)) && low < pick_rank) {
                card = 13 * s + low;
                pick_rank = low;
            }
        }
        if (card < 0) card = extreme_rank_card(h0, -1);
        h0 ^= 1ULL << card;
        int base = 13 * suit_of(card);
        int best = card, win = seat;
        /* second hand: duck under with its highest card that still loses, else low if
         * someone may go above it, else high */
        u64 chunk = chunk_of(h1, base);
        if (chunk) {
            u64 under = chunk & ((1ULL << (best - base)) - 1);
            if (under) {
                card = base + high_rank(under);
            } else {
                int low = low_rank(chunk);
                card = high_rank(chunk_of(h2 | h0, base)) > low ? base + low
                                                                 : base + high_rank(chunk);
                best = card;
                win = s1;
            }
        } else {
            card = extreme_rank_card(h1, 1);
        }
        h1 ^= 1ULL << card;
        /* third hand: duck under, else take it with its highest */
        chunk = chunk_of(h2, base);
        if (chunk) {
            u64 under = chunk & ((1ULL << (best - base)) - 1);
            if (under) {
                card = base + high_rank(under);
            } else {
                card = base + high_rank(chunk);
                best = card;
                win = s2;
            }
        } else {
            card = extreme_rank_card(h2, 1);
        }
        h[seat] = h0;
        h[s1] = h1;
        h[s2] = h2 ^ (1ULL << card);
        won[win]++;
        seat = win;
    }
}

/* The tricks each seat takes from here when every seat plays by the rule, packed four bits
 * a seat (seat 0 lowest): the hands `h0`..`h2` at a trick boundary, `seat` to lead,
 * `nullo` 1 for Nullo (then `trump` is ignored). */
EXPORT int rule_playout(u64 h0, u64 h1, u64 h2, int seat, int trump, int nullo) {
    u64 h[3] = {h0, h1, h2};
    int won[3] = {0, 0, 0};
    if (nullo)
        nullo_tricks(h, seat, won);
    else
        rule_tricks(h, seat, trump, won);
    return won[0] | won[1] << 4 | won[2] << 8;
}
