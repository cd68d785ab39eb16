// swift-tools-version:6.1
import PackageDescription

// libFuzzer harness for Sotto's byte-level parsers. Kept out of the main package so the
// `-sanitize=fuzzer` build never touches normal builds. Run it with `scripts/fuzz`.
let package = Package(
    name: "SottoFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Sotto", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "SottoFuzz",
            dependencies: [
                .product(name: "SottoIngest", package: "Sotto"),
                .product(name: "SottoCore", package: "Sotto"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ]
)
