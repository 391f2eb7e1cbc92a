/*
 * binomial.h — intervals and tests for a win rate: Wilson's 95% score
 * interval and the exact two-sided binomial test (the p-value of seeing a
 * count at least as unlikely as the one observed if the true rate were p).
 */
#ifndef TB_BINOMIAL_H
#define TB_BINOMIAL_H

/* Wilson score interval, 95%, for k successes in n trials (n > 0). */
void tb_wilson(long k, long n, double *lo, double *hi);
/* Exact two-sided p-value of k successes in n trials under rate p (0 < p < 1):
 * the sum of the probabilities of every count no more likely than k (the
 * rule R's binom.test uses, with the same 1e-7 relative tolerance). */
double tb_binomial_p(long k, long n, double p);

#endif
