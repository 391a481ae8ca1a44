/* The paranoid endgame solver of solver.py, in C (loaded with ctypes by native_solver.py).
 *
 * Why C: hard and expert solve their sampled no-trump deals over the last 27 cards, and
 * the Python solver takes about 25 times as long (benchmarks/results, 2026-12-06).  It
 * must give exactly the values of solver.EndgameSolver, so that a seed plays the same
 * cards whether this library loaded or the Python solver stands in (tests/ai check it):
 *
 *   - the viewer (me) maximises values[won[0] * 13 + won[1]] at the end of the hand,
 *     the other two seats minimise it together (the "paranoid" view);
 *   - a card is an int 0..51, suit = card / 13, higher rank = higher number, trump -1
 *     for none; a hand is a 64-bit mask with bit `card` set;
 *   - of touching cards (no live card between them) only the lowest is searched;
 *   - cards are tried in an order that finds cut-offs early (order_lead, order_follow);
 *     the order changes how many positions are visited, never a value;
 *   - positions at trick boundaries are stored with lower and upper bounds, in a table
 *     that a new deal invalidates by moving to a new generation.
 *
 * A search may be given a node limit (the positions it visits, counted, not timed, so a
 * seed plays the same cards on any machine): past it the search gives up and returns
 * NaN; the table keeps only positions whose search finished, so it stays right.  Why: a
 * few 27-card deals take seconds where most take milliseconds (benchmarks/results).
 *
 * Each solver is its own object: two threads may solve at once with two solvers.  No
 * Python API is used: with rule_playout.c it is built into a plain shared library
 * (native_build.py's recipe, for setup.py and the Windows build). */
#include <stdint.h>
#include <math.h>
#include <stdlib.h>

typedef uint64_t u64;
#define SUIT_BITS 0x1FFFULL
#define NEGATIVE (-1e30)
#define POSITIVE (1e30)

#if defined(_WIN32)
#define EXPORT __declspec(dllexport)
#else
#define EXPORT __attribute__((visibility("default")))
#endif

typedef struct {
    u64 hands[3];
    uint32_t meta; /* leader | tricks won by seat 0 << 2 | by seat 1 << 6 */
    uint32_t generation;
    double lower, upper;
} Entry;

typedef struct {
    Entry *table;
    u64 mask;
    uint32_t generation;
    /* the position being searched, played and taken back in place */
    u64 hands[3];
    int won[3];
    int trump, me;
    const double *values;
    u64 nodes, node_limit; /* positions visited by this call, and the most it may visit */
    int gave_up;           /* the limit was passed: unwind without storing */
} Solver;

static int suit_of(int card) { return card / 13; }

/* x is never 0 */
#if defined(__GNUC__) || defined(__clang__)
static int highest_bit(u64 x) { return 63 - __builtin_clzll(x); }
static int lowest_bit(u64 x) { return __builtin_ctzll(x); }
#else
static int highest_bit(u64 x) {
    int r = 63;
    while (!(x >> r & 1)) r--;
    return r;
}

static int lowest_bit(u64 x) {
    int r = 0;
    while (!(x >> r & 1)) r++;
    return r;
}
#endif

static u64 hash_position(const u64 *hands, uint32_t meta) {
    u64 x = hands[0] * 0x9E3779B97F4A7C15ULL
            ^ (hands[1] + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL
            ^ (hands[2] ^ meta) * 0x165667B19E3779F9ULL;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ULL;
    x ^= x >> 32;
    return x;
}

/* The cards `hand` may play (following `led` if it can; led -1 on a lead), high first,
 * one of each run of touching cards (the lowest: a card is skipped when the next live
 * card above it is in the same hand).  Returns how many were written to `out`. */
static int candidate_cards(u64 hand, int led, u64 live, int *out) {
    int n = 0, first = 0, last = 3;
    if (led >= 0 && (hand >> (13 * led) & SUIT_BITS)) first = last = led;
    for (int suit = first; suit <= last; suit++) {
        u64 mine = hand >> (13 * suit) & SUIT_BITS;
        u64 in_play = live >> (13 * suit) & SUIT_BITS;
        while (mine) {
            int rank = highest_bit(mine);
            mine ^= 1ULL << rank;
            u64 above = in_play & ~((2ULL << rank) - 1);
            if (above && (hand >> (13 * suit) >> lowest_bit(above) & 1)) continue;
            out[n++] = 13 * suit + rank;
        }
    }
    return n;
}

static int trick_winner(const int *trick, int leader, int trump) {
    int best = trick[0], offset = 0, led = suit_of(best);
    for (int i = 1; i < 3; i++) {
        int card = trick[i], suit = suit_of(card);
        if (suit == trump) {
            if (suit_of(best) != trump || card > best) { best = card; offset = i; }
        } else if (suit == led && suit_of(best) == led && card > best) {
            best = card; offset = i;
        }
    }
    return (leader + offset) % 3;
}

static double search_trick(Solver *s, int leader, int *trick, int played, double alpha,
                           double beta);

/* Whether `card` beats `best` in a trick whose led suit is `led`. */
static int beats(int card, int best, int led, int trump) {
    int suit = suit_of(card), best_suit = suit_of(best);
    if (suit == trump) return best_suit != trump || card > best;
    if (best_suit == trump) return 0;
    return suit == led && (best_suit != led || card > best);
}

/* A lead's cards (high first within a suit), the suits' top live cards first: on 324
 * sampled 27-card no-trump deals the search then visited 32 % fewer positions. */
static void order_lead(u64 live, int *cards, int n) {
    int ordered[13], k = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < n; i++) {
            int card = cards[i];
            int on_top = !((live >> (13 * suit_of(card)) & SUIT_BITS) >> (card % 13 + 1));
            if (on_top == !pass) ordered[k++] = card;
        }
    }
    for (int i = 0; i < n; i++) cards[i] = ordered[i];
}

/* A following seat's cards (high first within a suit): those that would win the trick
 * so far first, highest first, then the others lowest first; but lowest first of all
 * when the seat plays last and its partner (the other seat against the viewer) wins. */
static void order_follow(const Solver *s, int leader, const int *trick, int played,
                         int seat, int *cards, int n) {
    int led = suit_of(trick[0]), best = trick[0], best_at = 0;
    for (int i = 1; i < played; i++) {
        if (beats(trick[i], best, led, s->trump)) {
            best = trick[i];
            best_at = i;
        }
    }
    int winner = (leader + best_at) % 3;
    int partner_wins = seat != s->me && winner != s->me && played == 2;
    int ordered[13], k = 0;
    if (!partner_wins) {
        for (int i = 0; i < n; i++)
            if (beats(cards[i], best, led, s->trump)) ordered[k++] = cards[i];
    }
    for (int i = n - 1; i >= 0; i--)
        if (partner_wins || !beats(cards[i], best, led, s->trump)) ordered[k++] = cards[i];
    for (int i = 0; i < n; i++) cards[i] = ordered[i];
}

/* The value at a trick boundary (`leader` to lead), through the table. */
static double search_boundary(Solver *s, int leader, double alpha, double beta) {
    const u64 *h = s->hands;
    if (!h[0] && !h[1] && !h[2]) return s->values[s->won[0] * 13 + s->won[1]];
    uint32_t meta = (uint32_t)(leader | s->won[0] << 2 | s->won[1] << 6);
    Entry *e = &s->table[hash_position(h, meta) & s->mask];
    int hit = e->generation == s->generation && e->meta == meta && e->hands[0] == h[0]
              && e->hands[1] == h[1] && e->hands[2] == h[2];
    double lower = NEGATIVE, upper = POSITIVE;
    if (hit) {
        lower = e->lower;
        upper = e->upper;
        if (lower >= beta || lower == upper) return lower;
        if (upper <= alpha) return upper;
        if (lower > alpha) alpha = lower;
        if (upper < beta) beta = upper;
    }
    double window_low = alpha, window_high = beta;
    int trick[3];
    double v = search_trick(s, leader, trick, 0, alpha, beta);
    if (s->gave_up) return 0;
    if (v <= window_low) {
        if (v < upper) upper = v;
    } else if (v >= window_high) {
        if (v > lower) lower = v;
    } else {
        lower = upper = v;
    }
    e->hands[0] = h[0];
    e->hands[1] = h[1];
    e->hands[2] = h[2];
    e->meta = meta;
    e->generation = s->generation;
    e->lower = lower;
    e->upper = upper;
    return v;
}

/* The value with `played` cards of the trick on the table (in `trick`). */
static double search_trick(Solver *s, int leader, int *trick, int played, double alpha,
                           double beta) {
    if (++s->nodes > s->node_limit) {
        s->gave_up = 1;
        return 0;
    }
    int seat = (leader + played) % 3, cards[13];
    u64 live = s->hands[0] | s->hands[1] | s->hands[2];
    for (int i = 0; i < played; i++) live |= 1ULL << trick[i];
    int n = candidate_cards(s->hands[seat], played ? suit_of(trick[0]) : -1, live, cards);
    if (n > 1) {
        if (played) order_follow(s, leader, trick, played, seat, cards, n);
        else order_lead(live, cards, n);
    }
    int maximise = seat == s->me;
    double best = maximise ? NEGATIVE : POSITIVE;
    for (int i = 0; i < n; i++) {
        int card = cards[i];
        double v;
        s->hands[seat] ^= 1ULL << card;
        trick[played] = card;
        if (played == 2) {
            int w = trick_winner(trick, leader, s->trump);
            s->won[w]++;
            v = search_boundary(s, w, alpha, beta);
            s->won[w]--;
        } else {
            v = search_trick(s, leader, trick, played + 1, alpha, beta);
        }
        s->hands[seat] ^= 1ULL << card;
        if (s->gave_up) return 0;
        if (maximise) {
            if (v > best) { best = v; if (best > alpha) alpha = best; }
        } else {
            if (v < best) { best = v; if (best < beta) beta = best; }
        }
        if (alpha >= beta) break;
    }
    return best;
}

/* A solver with a table of 2**log2_entries entries (48 bytes each); NULL without memory. */
EXPORT Solver *paranoid_new(int log2_entries) {
    Solver *s = calloc(1, sizeof(Solver));
    if (!s) return NULL;
    s->mask = (1ULL << log2_entries) - 1;
    s->table = calloc(s->mask + 1, sizeof(Entry));
    if (!s->table) { free(s); return NULL; }
    s->generation = 1;
    return s;
}

EXPORT void paranoid_free(Solver *s) {
    if (s) free(s->table);
    free(s);
}

/* Forget every stored position (a new deal): the entries of older generations never match. */
EXPORT void paranoid_new_deal(Solver *s) {
    if (++s->generation == 0) {
        for (u64 i = 0; i <= s->mask; i++) s->table[i].generation = 0;
        s->generation = 1;
    }
}

/* The value for seat `me` of the position: `hands`, `leader` of the current trick,
 * its `played` cards so far in `trick`, the tricks `won` by each seat, the payoff
 * `values` (169 of them, indexed by won[0] * 13 + won[1] at the end).  The search
 * visits at most `node_limit` positions (0: no limit); past them it returns NaN, and
 * the table keeps only the positions searched to the end.  `*nodes` gets the positions
 * visited. */
EXPORT double paranoid_value(Solver *s, const u64 *hands, int leader, const int *trick,
                             int played, const int *won, int trump, int me,
                             const double *values, u64 node_limit, u64 *nodes) {
    int current[3] = {0, 0, 0};
    for (int i = 0; i < 3; i++) {
        s->hands[i] = hands[i];
        s->won[i] = won[i];
    }
    for (int i = 0; i < played; i++) current[i] = trick[i];
    s->trump = trump;
    s->me = me;
    s->values = values;
    s->nodes = 0;
    s->node_limit = node_limit ? node_limit : UINT64_MAX;
    s->gave_up = 0;
    double v = played ? search_trick(s, leader, current, played, NEGATIVE, POSITIVE)
                      : search_boundary(s, leader, NEGATIVE, POSITIVE);
    *nodes = s->nodes;
    return s->gave_up ? NAN : v;
}

/* The interface's version: native_solver.py refuses a library built from an older
 * paranoid.c (ctypes cannot see a function's parameters, only its name).  3: the library
 * also holds rule_playout (rule_playout.c). */
EXPORT int paranoid_version(void) { return 3; }
