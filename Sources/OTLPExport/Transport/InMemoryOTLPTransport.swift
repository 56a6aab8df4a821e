import Essentials

/// A transport that keeps every request and answers as told, with no network: for the
/// tests of an exporter, a sink or a screen.
///
/// ```swift
/// let transport = InMemoryOTLPTransport()        // answers 200 {}
/// ... export ...
/// let records = transport.records                // every record received, in order
/// ```
public final class InMemoryOTLPTransport: OTLPTransport {
    private struct State {
        var requests: [OTLPRequest] = []
    }

    private let state = Locked(State())
    private let answer: @Sendable (OTLPRequest, Int) async throws(OTLPTransportError) -> OTLPResponse

    /// A transport that answers every request with `200 OK` and `{}`.
    public convenience init() {
        self.init { _, _ in OTLPResponse(status: 200, body: Array("{}".utf8)) }
    }

    /// A transport that answers as `answer` says.
    ///
    /// - Parameter answer: The answer to a request, given the request and how many came
    ///   before it; it may throw (a collector that is down) or wait (one that hangs).
    public init(answer: @escaping @Sendable (OTLPRequest, Int) async throws(OTLPTransportError) -> OTLPResponse) {
        self.answer = answer
    }

    public func send(_ request: OTLPRequest) async throws(OTLPTransportError) -> OTLPResponse {
        let index = state.withLock { state in
            state.requests.append(request)
            return state.requests.count - 1
        }
        return try await answer(request, index)
    }

    /// Every request received, in order.
    public var requests: [OTLPRequest] { state.withLock(\.requests) }
}
