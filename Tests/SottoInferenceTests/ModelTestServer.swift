import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A real HTTP/1.1 server on 127.0.0.1 (port 0) that serves one file with `Range`, `If-Range`
/// and an ETag, and misbehaves on request: cuts the body, ignores ranges, answers 404, stalls.
final class ModelTestServer: Sendable {
    /// How the server answers.
    enum Fault: Sendable, Equatable {
        /// Sends the headers and this many body bytes, then closes the connection.
        case cutAfter(bytes: Int)
        /// Answers 200 with the whole file, whatever the `Range` header says.
        case ignoreRange
        /// Answers 404.
        case notFound
        /// Sends this many body bytes, then nothing more (the connection stays open).
        case stallAfter(bytes: Int)
    }

    /// What a request asked for.
    struct SeenRequest: Sendable, Equatable {
        var range: String?
        var ifRange: String?
    }

    static let entityTag = "\"sotto-test-etag-1\""

    let port: Int
    let payload: Data
    private let state: State
    private let channel: any Channel

    /// Mutable server state, shared with the event loop.
    /// `@unchecked Sendable`: every property is guarded by `lock`.
    final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var faults: [Fault] = []
        private var persistentFault: Fault?
        private var seen: [SeenRequest] = []
        private var children: [any Channel] = []

        func nextFault(recording request: SeenRequest) -> Fault? {
            lock.withLock {
                seen.append(request)
                return faults.isEmpty ? persistentFault : faults.removeFirst()
            }
        }
        func set(once: [Fault], always: Fault?) { lock.withLock { faults = once; persistentFault = always } }
        var requests: [SeenRequest] { lock.withLock { seen } }
        func track(_ channel: any Channel) { lock.withLock { children.append(channel) } }
        var openChildren: [any Channel] { lock.withLock { children } }
    }

    private init(port: Int, payload: Data, state: State, channel: any Channel) {
        self.port = port
        self.payload = payload
        self.state = state
        self.channel = channel
    }

    /// Starts a server for `payload` at `/model.gguf`.
    static func start(payload: Data) async throws -> ModelTestServer {
        let state = State()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { child in
                state.track(child)
                return child.eventLoop.makeCompletedFuture(withResultOf: {
                    try child.pipeline.syncOperations.configureHTTPServerPipeline()
                    try child.pipeline.syncOperations.addHandler(FileHandler(payload: payload, state: state))
                })
            }
            .bind(host: "127.0.0.1", port: 0).get()
        guard let port = channel.localAddress?.port else {
            try? await channel.close()
            throw POSIXError(.EADDRNOTAVAIL)
        }
        return ModelTestServer(port: port, payload: payload, state: state, channel: channel)
    }

    /// The URL of the served file.
    var url: URL { URL(string: "http://127.0.0.1:\(port)/model.gguf")! }

    /// Faults for the next requests, one each, then `always` for the rest (nil: behave).
    func inject(_ once: [Fault], always: Fault? = nil) { state.set(once: once, always: always) }

    /// Every request seen so far.
    var requests: [SeenRequest] { state.requests }

    /// Closes the listening socket and every connection (stalled ones too).
    func shutdown() async {
        for child in state.openChildren { try? await child.close() }
        try? await channel.close()
    }

    /// Runs `body` with a started server and shuts it down on every path.
    static func with<T>(payload: Data, _ body: (ModelTestServer) async throws -> T) async throws -> T {
        let server = try await start(payload: payload)
        do {
            let result = try await body(server)
            await server.shutdown()
            return result
        } catch {
            await server.shutdown()
            throw error
        }
    }
}

/// Answers each request from the payload, applying the next fault.
private final class FileHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let payload: Data
    private let state: ModelTestServer.State
    private var head: HTTPRequestHead?

    init(payload: Data, state: ModelTestServer.State) {
        self.payload = payload
        self.state = state
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break
        case .end: respond(context: context)
        }
    }

    private func respond(context: ChannelHandlerContext) {
        let request = ModelTestServer.SeenRequest(
            range: head?.headers.first(name: "Range"), ifRange: head?.headers.first(name: "If-Range"))
        let fault = state.nextFault(recording: request)
        let channel = context.channel
        var headers = HTTPHeaders()
        headers.add(name: "Connection", value: "close")
        if fault == .notFound {
            headers.add(name: "Content-Length", value: "0")
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .notFound, headers: headers))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
            return
        }
        var start = 0
        var status = HTTPResponseStatus.ok
        if fault != .ignoreRange, let range = request.range, let offset = Self.rangeStart(range),
            request.ifRange == nil || request.ifRange == ModelTestServer.entityTag, offset < payload.count
        {
            start = offset
            status = .partialContent
            headers.add(name: "Content-Range", value: "bytes \(offset)-\(payload.count - 1)/\(payload.count)")
        }
        let body = payload[payload.startIndex + start ..< payload.endIndex]
        headers.add(name: "Content-Length", value: "\(body.count)")
        headers.add(name: "ETag", value: ModelTestServer.entityTag)
        headers.add(name: "Accept-Ranges", value: "bytes")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)

        switch fault {
        case .cutAfter(let bytes):
            let part = context.channel.allocator.buffer(bytes: body.prefix(bytes))
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(part)))).whenComplete { _ in channel.close(promise: nil) }
        case .stallAfter(let bytes):
            let part = context.channel.allocator.buffer(bytes: body.prefix(bytes))
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(part))), promise: nil)
        default:
            var offset = body.startIndex
            while offset < body.endIndex {
                let end = min(offset + 64 * 1024, body.endIndex)
                context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body[offset..<end])))), promise: nil)
                offset = end
            }
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
        }
    }

    private static func rangeStart(_ header: String) -> Int? {
        guard header.hasPrefix("bytes="), header.hasSuffix("-") else { return nil }
        return Int(header.dropFirst("bytes=".count).dropLast())
    }
}
