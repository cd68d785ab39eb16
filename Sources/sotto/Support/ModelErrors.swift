import SottoInference

extension CLIError {
    /// Maps a model-manager failure to an exit code: unknown or missing models and
    /// unreadable files 66, bad bytes 65, a request this model cannot serve 64, the rest 1.
    init(_ error: ModelManagerError) {
        let kind: Kind
        switch error.code {
        case .unknownModel, .notInstalled, .fileUnreadable: kind = .noInput
        case .checksumMismatch, .notGGUF, .manifestUnreadable: kind = .dataError
        case .checksumUnknown, .notDownloadable: kind = .usage
        case .duplicateEntry, .insecureSource, .notFound, .unexpectedStatus, .transferInterrupted, .writeFailed,
            .modelInUse, .downloadInProgress:
            kind = .failure
        }
        self.init(kind, String(describing: error))
    }

    /// Maps a sentence-encoder failure: a missing file 66, a malformed one 65.
    init(_ error: EmbeddingError) {
        switch error {
        case .unreadableFile: self.init(.noInput, error.description)
        case .invalidSafetensors, .invalidTensor, .invalidVocabulary: self.init(.dataError, error.description)
        }
    }
}
