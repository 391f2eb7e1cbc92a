/* sim_mpi_stub.c — the MPI entry points of a tabula built without MPI:
 * `--mpi` is refused before any of these would be called. */
#include "sim_report.h"

int tb_sim_mpi_available(void)
{
    return 0;
}

int tb_sim_mpi_start(int *argc, char ***argv, int *rank)
{
    (void)argc;
    (void)argv;
    *rank = 0;
    return -1;
}

int tb_sim_mpi_run(tb_sim *s)
{
    return tb_sim_run(s);
}

void tb_sim_mpi_finish(int failed)
{
    (void)failed;
}
