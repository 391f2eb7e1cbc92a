#include "at.h"
int main(void) { return tk_done(); }
