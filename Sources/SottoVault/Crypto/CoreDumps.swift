import CSottoProcess
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the vault's keys out of core dumps: a crash of a process holding an unlocked data key
/// must not write that key (and the mail it decrypted) to a core file on disk.
public enum CoreDumps {
    /// Sets the core file size limit to 0 (soft and hard) and, on Linux, marks the process not
    /// dumpable (which also keeps other processes of the user from attaching with ptrace).
    /// Call once at start, before any key is unwrapped. Returns false when a step failed.
    @discardableResult
    public static func disable() -> Bool {
        var limit = rlimit(rlim_cur: 0, rlim_max: 0)
        #if canImport(Glibc)
        let limited = setrlimit(Int32(RLIMIT_CORE.rawValue), &limit) == 0
        #else
        let limited = setrlimit(RLIMIT_CORE, &limit) == 0
        #endif
        return sotto_process_disable_dumping() == 0 && limited
    }

    /// True when this process may write a core dump (for tests and `sotto check`).
    public static var areEnabled: Bool {
        var limit = rlimit()
        #if canImport(Glibc)
        _ = getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
        #else
        _ = getrlimit(RLIMIT_CORE, &limit)
        #endif
        return limit.rlim_cur != 0 && sotto_process_is_dumpable() != 0
    }
}
