/*
 * score.c — scoring one hand, and the `tabula score zero hand "..."` hook.
 *
 * A card scores 0 when its colour or its value has at least group_size cards
 * in the hand.  The cards left count by value, each distinct value once.  A
 * hand where every card lies in a group scores 0 and is a Zero (with the
 * default 9 cards and groups of 5 that is exactly "five of a colour and five
 * of a value sharing one card").
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "zero.h"

void zero_analyse(const tb_card *cards, int n, int group_size, zero_breakdown *b)
{
    int per_colour[ZERO_COLOURS] = {0};
    int per_value[ZERO_VALUES + 1] = {0};
    memset(b, 0, sizeof *b);
    for (int i = 0; i < n; i++) {
        per_colour[zc_colour(cards[i])]++;
        per_value[zc_value(cards[i])]++;
    }
    int seen_colour[ZERO_COLOURS] = {0};
    int seen_value[ZERO_VALUES + 1] = {0};
    int counted[ZERO_VALUES + 1] = {0};
    int left = 0;
    /* One pass in hand order, so every list reads in the order the cards were given. */
    for (int i = 0; i < n; i++) {
        int colour = zc_colour(cards[i]), value = zc_value(cards[i]);
        int in_colour = per_colour[colour] >= group_size;
        int in_value = per_value[value] >= group_size;
        if (in_colour && !seen_colour[colour]) {
            seen_colour[colour] = 1;
            b->colour_counts[b->n_colour_groups] = per_colour[colour];
            b->colour_groups[b->n_colour_groups++] = colour;
        }
        if (in_value && !seen_value[value]) {
            seen_value[value] = 1;
            b->value_counts[b->n_value_groups] = per_value[value];
            b->value_groups[b->n_value_groups++] = value;
        }
        if (in_colour || in_value)
            continue;
        left++;
        if (!counted[value]) {
            counted[value] = 1;
            b->counted[b->n_counted++] = value;
            b->score += value;
        }
    }
    b->zero = n > 0 && left == 0;
}

int zero_hand_score(const tb_card *cards, int n, int group_size)
{
    zero_breakdown b;
    zero_analyse(cards, n, group_size, &b);
    return b.score;
}

/* How many cards lie in a group, as a word: the breakdown reads like the
 * rules ("five r score 0").  Translated where it is used. */
static const char *count_word(const tb_host *host, int n)
{
    /* TRANSLATORS: how many cards lie in one group of a colour or of a
       value ("five r score 0"), as a word agreeing with "cards". */
    static const char *const words[] = {
        TB_N_("zero"),     TB_N_("one"),      TB_N_("two"),     TB_N_("three"),
        TB_N_("four"),     TB_N_("five"),     TB_N_("six"),     TB_N_("seven"),
        TB_N_("eight"),    TB_N_("nine"),     TB_N_("ten"),     TB_N_("eleven"),
        TB_N_("twelve"),   TB_N_("thirteen"), TB_N_("fourteen"), TB_N_("fifteen"),
        TB_N_("sixteen")};
    return tb_aux_tr(host, n >= 0 && n < (int)(sizeof words / sizeof words[0]) ? words[n]
                                                                               : TB_N_("many"));
}

/* Append printf-style text to buf (cap bytes) at *len, never overflowing. */
static void add(char *buf, size_t cap, size_t *len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void add(char *buf, size_t cap, size_t *len, const char *fmt, ...)
{
    if (*len >= cap)
        return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf + *len, cap - *len, fmt, ap);
    va_end(ap);
    if (k > 0)
        *len = *len + (size_t)k < cap ? *len + (size_t)k : cap - 1;
}

/*
 * The human breakdown, e.g. "five r score 0; values 8 + 2 + 4 = 14".  Each
 * group and the list of counted values is one message with its own plural,
 * so a language words "five cards of colour r" its way; the English stays
 * the rules' short form.
 */
static void describe(const tb_host *host, const zero_breakdown *b, const char *letters,
                     char *text, size_t cap)
{
    size_t len = 0;
    if (!text || cap == 0)
        return;
    text[0] = '\0';
    if (b->zero)
        add(text, cap, &len, "%s", tb_aux_tr(host, "Zero: "));
    for (int i = 0; i < b->n_colour_groups; i++) {
        int k = b->colour_counts[i];
        add(text, cap, &len, "%s", i ? ", " : "");
        /* TRANSLATORS: a group of one colour: the count as a word, then
           the colour's letter ("five r"). */
        add(text, cap, &len, tb_aux_ntr(host, "%s %c", "%s %c", (unsigned long)k),
            count_word(host, k), letters[b->colour_groups[i]]);
    }
    for (int i = 0; i < b->n_value_groups; i++) {
        int k = b->value_counts[i];
        add(text, cap, &len, "%s", i || b->n_colour_groups ? ", " : "");
        /* TRANSLATORS: a group of one value: the count as a word, then the
           value ("five 5s"). */
        add(text, cap, &len, tb_aux_ntr(host, "%s %ds", "%s %ds", (unsigned long)k),
            count_word(host, k), b->value_groups[i]);
    }
    if (b->zero) {
        add(text, cap, &len, "%s", tb_aux_tr(host, "; score 0"));
        return;
    }
    if (b->n_colour_groups + b->n_value_groups > 0) {
        /* TRANSLATORS: after the groups, which count nothing. */
        add(text, cap, &len, "%s", tb_aux_tr(host, " score 0"));
        add(text, cap, &len, "; ");
    }
    char sum[128];
    size_t sum_len = 0;
    sum[0] = '\0';
    for (int i = 0; i < b->n_counted; i++)
        add(sum, sizeof sum, &sum_len, "%s%d", i ? " + " : "", b->counted[i]);
    /* TRANSLATORS: the values left, each counted once, and their total
       ("values 8 + 2 + 4 = 14"). */
    add(text, cap, &len,
        tb_aux_ntr(host, "value %s = %d", "values %s = %d", (unsigned long)b->n_counted), sum,
        b->score);
}

int zero_score_hook(const tb_host *host, const tb_options *o, const char *kind,
                    const char *cards, tb_json *j, char *text, size_t cap, char *err)
{
    char letters[ZERO_COLOURS + 1];
    if (zero_letters(host, o, letters, err) != 0)
        return -1;
    if (!kind || strcmp(kind, "hand") != 0) {
        return tb_aux_refuse(err, tb_aux_tr(host, "unknown kind '%.40s': zero scores a 'hand'"),
                             kind ? kind : "");
    }
    long hand_size = o ? host->opt_int(o, "hand_size") : 9;
    long group_size = o ? host->opt_int(o, "group_size") : 5;
    if (hand_size <= 0 || hand_size > ZERO_HAND_MAX)
        hand_size = 9;
    if (group_size <= 0)
        group_size = 5;

    tb_card hand[ZERO_HAND_MAX];
    int n = 0;
    const char *p = cards ? cards : "";
    for (;;) {
        /* Cards are separated by blanks or commas. */
        while (*p == ' ' || *p == '\t' || *p == ',' || *p == '\n' || *p == '\r')
            p++;
        if (!*p)
            break;
        char word[32];
        size_t w = strcspn(p, " \t,\r\n");
        snprintf(word, sizeof word, "%.*s", (int)(w < sizeof word ? w : sizeof word - 1), p);
        p += w;
        tb_card c;
        if (zero_card_parse(host, letters, word, &c, err) != 0)
            return -1;
        for (int i = 0; i < n; i++)
            if (hand[i] == c) {
                return tb_aux_refuse(
                    err, tb_aux_tr(host, "%s is given twice: the deck has one of each card"), word);
            }
        if (n == hand_size) {
            return tb_aux_refuse(err, tb_aux_tr(host, "a hand has %ld cards, got more"), hand_size);
        }
        hand[n++] = c;
    }
    if (n != hand_size) {
        return tb_aux_refuse(err, tb_aux_tr(host, "a hand has %ld cards, got %d"), hand_size, n);
    }

    zero_breakdown b;
    zero_analyse(hand, n, (int)group_size, &b);
    char buf[4];
    host->json_key(j, "score");
    host->json_int(j, b.score);
    host->json_key(j, "zero");
    host->json_bool(j, b.zero);
    host->json_key(j, "colour_groups");
    host->json_open(j, '[');
    for (int i = 0; i < b.n_colour_groups; i++) {
        snprintf(buf, sizeof buf, "%c", letters[b.colour_groups[i]]);
        host->json_str(j, buf);
    }
    host->json_close(j);
    host->json_key(j, "value_groups");
    host->json_open(j, '[');
    for (int i = 0; i < b.n_value_groups; i++)
        host->json_int(j, b.value_groups[i]);
    host->json_close(j);
    host->json_key(j, "counted");
    host->json_open(j, '[');
    for (int i = 0; i < b.n_counted; i++)
        host->json_int(j, b.counted[i]);
    host->json_close(j);
    describe(host, &b, letters, text, cap);
    return 0;
}
