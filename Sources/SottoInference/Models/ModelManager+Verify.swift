import Foundation

/// What ``ModelManager/verify(_:)`` found: each file of one model, hashed again and compared
/// with its published SHA-256.
public struct ModelVerification: Sendable, Hashable, Codable {
    /// How one file compared.
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// The bytes have the published SHA-256.
        case ok
        /// The bytes do not have the published SHA-256: the file is damaged or was replaced.
        case mismatch
        /// No SHA-256 is published and the bytes are the ones hashed when the model was
        /// installed (or no such hash was recorded): nothing more can be checked.
        case noPublishedChecksum
        /// No SHA-256 is published, but the bytes changed since the model was installed.
        case changedSinceInstall
        /// The file is missing while others of the same model are present.
        case missing
    }

    /// One file's result.
    public struct FileCheck: Sendable, Hashable, Codable {
        /// The file, relative to the model storage folder.
        public var relativePath: String
        /// The published SHA-256, or `nil` when none is published.
        public var expectedSHA256: String?
        /// The SHA-256 of the bytes on disk now, or `nil` when the file is missing.
        public var actualSHA256: String?
        /// How they compared.
        public var outcome: Outcome
    }

    /// The model id.
    public var id: String
    /// Every file of the model, in catalog order.
    public var files: [FileCheck]

    /// True when every file matched a published SHA-256.
    public var isVerified: Bool { !files.isEmpty && files.allSatisfy { $0.outcome == .ok } }
    /// True when some file is damaged, changed or missing; the model should be reinstalled.
    public var isDamaged: Bool {
        files.contains { [.mismatch, .changedSinceInstall, .missing].contains($0.outcome) }
    }
}

extension ModelManager {
    /// Hashes an installed model's files again and compares them with the catalog's SHA-256
    /// (for a set-up model, the manifest's per-file SHA-256). Files without a published
    /// checksum are compared with the hash recorded when the model was downloaded or imported,
    /// which catches a hard-linked import whose original was edited in place.
    ///
    /// Hashing runs off the manager's actor and checks for cancellation between 1 MiB blocks.
    /// - Returns: one result per file; a mismatch is a result, not an error.
    /// - Throws: ``ModelManagerError`` `.unknownModel`, `.notInstalled` (no file of the model is
    ///   on disk; a partial download does not count), `.fileUnreadable`; or `CancellationError`.
    public func verify(_ id: String) async throws -> ModelVerification {
        let entry = try entry(id)
        let files = entry.files.map { file in
            (file: file, url: configuration.storageDirectory.appendingPathComponent(file.relativePath))
        }
        guard files.contains(where: { ModelFiles.size(of: $0.url) != nil }) else {
            throw ModelManagerError(
                .notInstalled, "the model is not installed; see `sotto models list` for how to get it", model: id)
        }
        var checks: [ModelVerification.FileCheck] = []
        for (file, url) in files {
            checks.append(try await Self.check(file, at: url, model: id))
        }
        let verification = ModelVerification(id: id, files: checks)
        logger.info(
            "model verified",
            metadata: ["model.id": "\(id)", "model.verified": "\(verification.isVerified)", "model.damaged": "\(verification.isDamaged)"])
        return verification
    }

    /// Hashes one file (off the actor: a nonisolated async function runs on the global executor).
    private nonisolated static func check(_ file: ModelFile, at url: URL, model: String) async throws -> ModelVerification.FileCheck {
        guard ModelFiles.size(of: url) != nil else {
            return .init(relativePath: file.relativePath, expectedSHA256: file.sha256, actualSHA256: nil, outcome: .missing)
        }
        let digest: String
        do {
            digest = try SHA256File.digest(of: url)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw ModelManagerError(.fileUnreadable, "the model file cannot be read", model: model, path: url.path, underlying: error)
        }
        let outcome: ModelVerification.Outcome
        if let expected = file.sha256 {
            outcome = expected == digest ? .ok : .mismatch
        } else if let recorded = InstalledModelRecord.load(for: url)?.sha256, recorded != digest {
            outcome = .changedSinceInstall
        } else {
            outcome = .noPublishedChecksum
        }
        return .init(relativePath: file.relativePath, expectedSHA256: file.sha256, actualSHA256: digest, outcome: outcome)
    }
}
