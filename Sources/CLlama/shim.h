// The C API of llama.cpp as Sotto uses it. The headers come from the llama.cpp build that
// scripts/setup.d/20-llama.sh installs; scripts/swift-flags adds its include directory.
// gguf.h (reached through llama.h) is used to validate model files before loading them.
#include <llama.h>
