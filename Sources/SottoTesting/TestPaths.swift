import Foundation

/// Where tests find the package, the bundled samples, the shared corpus and built binaries.
public enum TestPaths {
    /// The package root (the folder holding Package.swift).
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// The bundled sample mailbox.
    public static var sampleMbox: URL { packageRoot.appendingPathComponent("Samples/mail/sample.mbox") }
    public static var sampleMaildir: URL { packageRoot.appendingPathComponent("Samples/mail/Maildir") }

    /// `../shared/corpus`, or nil when it is absent (e.g. on a user's machine).
    public static var sharedCorpus: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// A product built next to the running test bundle (e.g. the `sotto` executable).
    public static func builtProduct(_ name: String) -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // The test runner is `.../debug/SottoPackageTests.xctest` (a file on Linux).
        while folder.pathComponents.count > 1, !FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent(name)
    }

    /// A new empty temporary folder.
    public static func temporaryFolder(_ prefix: String = "sotto-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
