#ifndef CSOTTOPROCESS_H
#define CSOTTOPROCESS_H

/// Marks the process not dumpable (Linux prctl PR_SET_DUMPABLE 0: no core dump, no ptrace by
/// other processes of the same user). Returns 0, or -1 with errno; 0 where there is no prctl.
int sotto_process_disable_dumping(void);

/// 1 when the process is dumpable, 0 when not, -1 on error or where there is no prctl.
int sotto_process_is_dumpable(void);

#endif
