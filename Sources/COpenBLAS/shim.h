// OpenBLAS's CBLAS interface (Debian: libopenblas-dev, installed by scripts/setup.d/10-apt.sh).
// The sentence encoder uses cblas_sgemm and openblas_set_num_threads.
#include <cblas.h>
