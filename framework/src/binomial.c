/* binomial.c — Wilson intervals and the exact binomial test. */
#include "binomial.h"

#include <math.h>

void tb_wilson(long k, long n, double *lo, double *hi)
{
    double z = 1.959964, p = (double)k / (double)n, nn = (double)n;
    double den = 1 + z * z / nn;
    double centre = (p + z * z / (2 * nn)) / den;
    double half = z * sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / den;
    *lo = centre - half < 0 ? 0 : centre - half;
    *hi = centre + half > 1 ? 1 : centre + half;
    /* At k = 0 (k = n) the bound is exactly 0 (1): centre - half cancels
     * to rounding noise (2e-19) instead, which the JSON would print. */
    if (k <= 0)
        *lo = 0;
    if (k >= n)
        *hi = 1;
}

/* log P(X = k) for X ~ Binomial(n, p). */
static double log_pmf(long k, long n, double p)
{
    return lgamma((double)n + 1) - lgamma((double)k + 1) - lgamma((double)(n - k) + 1) +
           (double)k * log(p) + (double)(n - k) * log1p(-p);
}

/* Sum P(X = i) for i from `from` stepping by `step` (+1 or -1) while within
 * 0..n, skipping terms more likely than `limit`; the terms fall away from
 * the mode, so the walk stops once they no longer change the sum. */
static double tail(long from, int step, long n, double p, double limit, int skip_likely)
{
    double sum = 0;
    for (long i = from; i >= 0 && i <= n; i += step) {
        double d = exp(log_pmf(i, n, p));
        if (skip_likely && d > limit)
            continue;
        skip_likely = 0;
        sum += d;
        if (d < sum * 1e-17)
            break;
    }
    return sum;
}

double tb_binomial_p(long k, long n, double p)
{
    if (n <= 0)
        return 1;
    double mode = floor((double)(n + 1) * p);
    double d = exp(log_pmf(k, n, p)) * (1 + 1e-7);
    double sum;
    if ((double)k == mode) {
        return 1;
    } else if ((double)k < mode) {
        /* k's own tail downwards, then the other side's from the mode up,
         * counting only counts no more likely than k. */
        sum = tail(k, -1, n, p, d, 0) + tail((long)mode, +1, n, p, d, 1);
    } else {
        sum = tail(k, +1, n, p, d, 0) + tail((long)mode, -1, n, p, d, 1);
    }
    return sum > 1 ? 1 : sum;
}
