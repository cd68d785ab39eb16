/// Whether an AI engine can serve requests now, and if not, why — in words a person can act on.
public enum EngineAvailability: Sendable, Hashable, CustomStringConvertible {
    /// The engine is ready.
    case available
    /// The engine cannot serve requests; the reason says why.
    case unavailable(Reason)

    /// Why an engine is unavailable.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// The model the engine needs is not on this machine.
        case modelNotInstalled(model: String)
        /// The machine has too little memory for the model.
        case notEnoughMemory(requiredBytes: UInt64, availableBytes: UInt64)
        /// The model is installed but not loaded (yet, or any more).
        case modelNotReady
        /// The model could not be loaded; the detail says what went wrong.
        case loadFailed(detail: String)
        /// The engine does not exist on this platform (for example Apple's models on Linux).
        case notSupportedOnPlatform(detail: String)

        public var description: String {
            switch self {
            case .modelNotInstalled(let model):
                return "The model \(model) is not installed."
            case .notEnoughMemory(let required, let available):
                return "Not enough memory: the model needs \(Self.mebibytes(required)), "
                    + "this machine has \(Self.mebibytes(available))."
            case .modelNotReady:
                return "The model is not loaded yet."
            case .loadFailed(let detail):
                return "The model could not be loaded: \(detail)"
            case .notSupportedOnPlatform(let detail):
                return "Not supported on this platform: \(detail)"
            }
        }

        private static func mebibytes(_ bytes: UInt64) -> String { "\(bytes / (1 << 20)) MiB" }
    }

    /// True when the engine can serve requests.
    public var isAvailable: Bool {
        if case .available = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .available: return "available"
        case .unavailable(let reason): return "unavailable: \(reason)"
        }
    }
}
