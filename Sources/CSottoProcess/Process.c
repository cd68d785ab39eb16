// prctl is variadic, so Swift cannot call it directly; these wrappers fix its arguments.
#include "CSottoProcess.h"

#if defined(__linux__)
#include <sys/prctl.h>

int sotto_process_disable_dumping(void) { return prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); }

int sotto_process_is_dumpable(void) { return prctl(PR_GET_DUMPABLE, 0, 0, 0, 0); }
#else
int sotto_process_disable_dumping(void) { return 0; }

int sotto_process_is_dumpable(void) { return -1; }
#endif
