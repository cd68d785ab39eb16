// swift-tools-version:6.1
import PackageDescription

/// One settings block for every target: Swift 6 strict concurrency plus explicit `any`.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

/// The encoder's kernels and the vector index's scans are plain Swift loops: unoptimized they run
/// ~100x slower, which would make every test that embeds text or searches vectors take minutes.
/// Optimize those modules in debug builds too.
let optimizedInDebug: [SwiftSetting] = [
    .unsafeFlags(["-O"], .when(configuration: .debug)),
]

/// The vector index counts bits with `nonzeroBitCount` on SIMD vectors. For baseline x86-64
/// that is a bit-twiddling sequence; for this machine's CPU (AVX-512 VPOPCNTDQ) it is one
/// instruction per eight rows, and the first search pass runs 9x faster. Like llama.cpp, which
/// the set-up builds with GGML_NATIVE, this assumes the machine that builds Sotto runs it.
/// (On Apple silicon the vector popcount is in the baseline, so no flag is needed.)
let nativeCPU: [SwiftSetting] = [
    .unsafeFlags(["-target-cpu", "native"], .when(platforms: [.linux])),
]

let package = Package(
    name: "Sotto",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SottoCore", targets: ["SottoCore"]),
        .library(name: "SottoIngest", targets: ["SottoIngest"]),
        .library(name: "SottoVault", targets: ["SottoVault"]),
        .library(name: "SottoIntelligence", targets: ["SottoIntelligence"]),
        .library(name: "SottoVectorIndex", targets: ["SottoVectorIndex"]),
        .executable(name: "sotto", targets: ["sotto"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.0.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.20.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.62.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.19"),
    ],
    targets: [
        .target(name: "SottoCore", swiftSettings: strictSettings),
        .target(
            name: "SottoIngest",
            dependencies: ["SottoCore", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "SottoVault",
            dependencies: [
                "SottoCore", "CSottoProcess",
                .product(name: "GRDB", package: "GRDB.swift"),
                // The SQLite C API, for the blind index's ranking function (an FTS5 extension).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .systemLibrary(name: "CLlama", path: "Sources/CLlama"),
        .systemLibrary(name: "COpenBLAS", path: "Sources/COpenBLAS"),
        // prctl for the process hardening (core dumps off while keys are in memory).
        .target(name: "CSottoProcess"),
        .target(
            name: "CSottoKernels",
            cSettings: [.unsafeFlags(["-O2"], .when(configuration: .debug))]
        ),
        .target(
            name: "SottoInference",
            dependencies: [
                "SottoCore", "CLlama", "COpenBLAS", "CSottoKernels", .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strictSettings + optimizedInDebug
        ),
        .target(name: "SottoVectorIndex", swiftSettings: strictSettings + optimizedInDebug + nativeCPU),
        .target(
            name: "SottoIntelligence",
            dependencies: [
                "SottoCore", "SottoIngest", "SottoVault", "SottoVectorIndex",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.process("Resources")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "SottoTesting",
            dependencies: ["SottoCore", "SottoVault", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "sotto",
            dependencies: [
                "SottoCore", "SottoIngest", "SottoVault", "SottoIntelligence", "SottoInference", "SottoVectorIndex",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "SottoCoreTests", dependencies: ["SottoCore", "SottoTesting"], swiftSettings: strictSettings),
        .testTarget(
            name: "SottoIngestTests",
            dependencies: ["SottoIngest", "SottoCore", "SottoTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SottoVaultTests",
            dependencies: ["SottoVault", "SottoIngest", "SottoTesting", "SottoCore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SottoInferenceTests",
            dependencies: [
                "SottoInference", "SottoCore", "SottoTesting", "CLlama", .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            exclude: ["Fixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SottoIntelligenceTests",
            dependencies: [
                "SottoIntelligence", "SottoInference", "SottoIngest", "SottoVault", "SottoTesting", "SottoCore", "SottoVectorIndex",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SottoCLITests",
            dependencies: ["SottoCore", "SottoTesting"],
            swiftSettings: strictSettings
        ),
    ]
)
