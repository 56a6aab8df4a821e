#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Essentials

/// TLS for https over the package's own sockets, through the system's OpenSSL (the
/// library libcurl, and so Foundation's URLSession, already loads), found at run time
/// with `dlopen`: the package keeps no build dependency, and where no OpenSSL is found
/// https goes through the exchange a program installed (``HTTPFallback``), or fails.
///
/// Every TLS call of the HTTP client is here, as every socket call is in ``Platform``.
/// Certificates are checked as curl and browsers check them: the chain against the
/// system's certificate authorities (OpenSSL's default paths, which `SSL_CERT_FILE` and
/// `SSL_CERT_DIR` can replace), and the name (or IP address) against the host asked.
/// TLS 1.2 at least.
enum OpenSSL {
    /// OpenSSL's functions, looked up once; `nil` when no OpenSSL could be loaded.
    static let functions: Functions? = Functions.load()

    /// The C functions used, by their OpenSSL names.
    ///
    /// `@unchecked Sendable`: the pointers are set once and never change; OpenSSL 1.1
    /// and later are safe to call from any thread.
    struct Functions: @unchecked Sendable {
        let TLS_client_method: @convention(c) () -> OpaquePointer?
        let SSL_CTX_new: @convention(c) (OpaquePointer?) -> OpaquePointer?
        let SSL_CTX_free: @convention(c) (OpaquePointer?) -> Void
        let SSL_CTX_ctrl: @convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
        let SSL_CTX_set_verify: @convention(c) (OpaquePointer?, Int32, OpaquePointer?) -> Void
        let SSL_CTX_set_default_verify_paths: @convention(c) (OpaquePointer?) -> Int32
        let SSL_CTX_load_verify_locations: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
        let SSL_new: @convention(c) (OpaquePointer?) -> OpaquePointer?
        let SSL_free: @convention(c) (OpaquePointer?) -> Void
        let SSL_set_fd: @convention(c) (OpaquePointer?, Int32) -> Int32
        let SSL_ctrl: @convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
        let SSL_set1_host: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
        let SSL_get0_param: @convention(c) (OpaquePointer?) -> OpaquePointer?
        let X509_VERIFY_PARAM_set1_ip_asc: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
        let SSL_connect: @convention(c) (OpaquePointer?) -> Int32
        let SSL_read: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32) -> Int32
        let SSL_write: @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int32) -> Int32
        let SSL_get_error: @convention(c) (OpaquePointer?, Int32) -> Int32
        let SSL_get_verify_result: @convention(c) (OpaquePointer?) -> Int
        let X509_verify_cert_error_string: @convention(c) (Int) -> UnsafePointer<CChar>?
        let ERR_get_error: @convention(c) () -> UInt
        let ERR_clear_error: @convention(c) () -> Void
        let ERR_reason_error_string: @convention(c) (UInt) -> UnsafePointer<CChar>?

        /// The first OpenSSL 3 or 1.1 found with every function, or `nil`.
        static func load() -> Functions? {
            for name in ["libssl.so.3", "libssl.so.1.1", "libssl.so"] {
                guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
                if let functions = Functions(handle) { return functions }
                dlclose(handle)
            }
            return nil
        }

        private init?(_ handle: UnsafeMutableRawPointer) {
            func symbol<T>(_ name: String, as type: T.Type = T.self) -> T? {
                dlsym(handle, name).map { unsafeBitCast($0, to: type) }
            }
            guard let TLS_client_method = symbol("TLS_client_method", as: (@convention(c) () -> OpaquePointer?).self),
                  let SSL_CTX_new = symbol("SSL_CTX_new", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
                  let SSL_CTX_free = symbol("SSL_CTX_free", as: (@convention(c) (OpaquePointer?) -> Void).self),
                  let SSL_CTX_ctrl = symbol("SSL_CTX_ctrl", as: (@convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int).self),
                  let SSL_CTX_set_verify = symbol("SSL_CTX_set_verify", as: (@convention(c) (OpaquePointer?, Int32, OpaquePointer?) -> Void).self),
                  let SSL_CTX_set_default_verify_paths = symbol("SSL_CTX_set_default_verify_paths", as: (@convention(c) (OpaquePointer?) -> Int32).self),
                  let SSL_CTX_load_verify_locations = symbol(
                      "SSL_CTX_load_verify_locations", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32).self),
                  let SSL_new = symbol("SSL_new", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
                  let SSL_free = symbol("SSL_free", as: (@convention(c) (OpaquePointer?) -> Void).self),
                  let SSL_set_fd = symbol("SSL_set_fd", as: (@convention(c) (OpaquePointer?, Int32) -> Int32).self),
                  let SSL_ctrl = symbol("SSL_ctrl", as: (@convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int).self),
                  let SSL_set1_host = symbol("SSL_set1_host", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32).self),
                  let SSL_get0_param = symbol("SSL_get0_param", as: (@convention(c) (OpaquePointer?) -> OpaquePointer?).self),
                  let X509_VERIFY_PARAM_set1_ip_asc = symbol(
                      "X509_VERIFY_PARAM_set1_ip_asc", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32).self),
                  let SSL_connect = symbol("SSL_connect", as: (@convention(c) (OpaquePointer?) -> Int32).self),
                  let SSL_read = symbol("SSL_read", as: (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32) -> Int32).self),
                  let SSL_write = symbol("SSL_write", as: (@convention(c) (OpaquePointer?, UnsafeRawPointer?, Int32) -> Int32).self),
                  let SSL_get_error = symbol("SSL_get_error", as: (@convention(c) (OpaquePointer?, Int32) -> Int32).self),
                  let SSL_get_verify_result = symbol("SSL_get_verify_result", as: (@convention(c) (OpaquePointer?) -> Int).self),
                  let X509_verify_cert_error_string = symbol("X509_verify_cert_error_string", as: (@convention(c) (Int) -> UnsafePointer<CChar>?).self),
                  let ERR_get_error = symbol("ERR_get_error", as: (@convention(c) () -> UInt).self),
                  let ERR_clear_error = symbol("ERR_clear_error", as: (@convention(c) () -> Void).self),
                  let ERR_reason_error_string = symbol("ERR_reason_error_string", as: (@convention(c) (UInt) -> UnsafePointer<CChar>?).self)
            else { return nil }
            self.TLS_client_method = TLS_client_method
            self.SSL_CTX_new = SSL_CTX_new
            self.SSL_CTX_free = SSL_CTX_free
            self.SSL_CTX_ctrl = SSL_CTX_ctrl
            self.SSL_CTX_set_verify = SSL_CTX_set_verify
            self.SSL_CTX_set_default_verify_paths = SSL_CTX_set_default_verify_paths
            self.SSL_CTX_load_verify_locations = SSL_CTX_load_verify_locations
            self.SSL_new = SSL_new
            self.SSL_free = SSL_free
            self.SSL_set_fd = SSL_set_fd
            self.SSL_ctrl = SSL_ctrl
            self.SSL_set1_host = SSL_set1_host
            self.SSL_get0_param = SSL_get0_param
            self.X509_VERIFY_PARAM_set1_ip_asc = X509_VERIFY_PARAM_set1_ip_asc
            self.SSL_connect = SSL_connect
            self.SSL_read = SSL_read
            self.SSL_write = SSL_write
            self.SSL_get_error = SSL_get_error
            self.SSL_get_verify_result = SSL_get_verify_result
            self.X509_verify_cert_error_string = X509_verify_cert_error_string
            self.ERR_get_error = ERR_get_error
            self.ERR_clear_error = ERR_clear_error
            self.ERR_reason_error_string = ERR_reason_error_string
        }
    }

    // OpenSSL's constants (ssl.h, tls1.h, x509_vfy.h), the same in 1.1 and 3.
    private static let verifyPeer: Int32 = 1
    private static let setMinimumProtocolVersion: Int32 = 123
    private static let tls12: Int = 0x0303
    private static let setMode: Int32 = 33
    /// SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER.
    private static let partialAndMovingWrites = 3
    private static let setHostName: Int32 = 55
    private static let hostNameType = 0
    private static let errorWantRead: Int32 = 2
    private static let errorWantWrite: Int32 = 3
    private static let errorSyscall: Int32 = 5
    private static let errorZeroReturn: Int32 = 6
    /// SSL_R_UNEXPECTED_EOF_WHILE_READING: OpenSSL 3's word for a close without close_notify.
    private static let unexpectedEndOfFile: UInt = 294

    /// Why TLS cannot be set up, in words.
    struct Failure: Error {
        let reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// A client context: how every connection checks its server. Kept for the process,
    /// one for the system's certificate authorities and one per file of others.
    ///
    /// `@unchecked Sendable`: an `SSL_CTX` is safe to share once set up, which `init`
    /// finishes before the context is shared.
    final class Context: @unchecked Sendable {
        let pointer: OpaquePointer

        fileprivate init(pointer: OpaquePointer) {
            self.pointer = pointer
        }
    }

    private static let contexts = Locked<[String: Context]>([:])

    /// The context that checks servers against `authorities` (a PEM file), or the
    /// system's when `nil`.
    ///
    /// - Returns: The context, or why there is none.
    static func context(_ functions: Functions, authorities: String?) -> Result<Context, Failure> {
        contexts.withLock { contexts in
            if let context = contexts[authorities ?? ""] { return .success(context) }
            functions.ERR_clear_error()
            guard let pointer = functions.SSL_CTX_new(functions.TLS_client_method()) else {
                return .failure(Failure("OpenSSL cannot make a TLS context: \(reason(functions))"))
            }
            functions.SSL_CTX_set_verify(pointer, verifyPeer, nil)
            _ = functions.SSL_CTX_ctrl(pointer, setMinimumProtocolVersion, tls12, nil)
            _ = functions.SSL_CTX_ctrl(pointer, setMode, partialAndMovingWrites, nil)
            let loaded = authorities.map { functions.SSL_CTX_load_verify_locations(pointer, $0, nil) }
                ?? functions.SSL_CTX_set_default_verify_paths(pointer)
            guard loaded == 1 else {
                let what = authorities.map { "the certificate authorities in \($0)" } ?? "the system's certificate authorities"
                let failure = "OpenSSL cannot read \(what): \(reason(functions))"
                functions.SSL_CTX_free(pointer)
                return .failure(Failure(failure))
            }
            let context = Context(pointer: pointer)
            contexts[authorities ?? ""] = context
            return .success(context)
        }
    }

    /// The reason of OpenSSL's last error on this thread, in its words.
    fileprivate static func reason(_ functions: Functions) -> String {
        let code = functions.ERR_get_error()
        guard code != 0, let text = functions.ERR_reason_error_string(code) else { return "no reason given" }
        return String(cString: text)
    }

    /// What a TLS step came to.
    enum Step {
        /// Done; for a read or a write, this many bytes.
        case done(Int)
        /// Wait until the socket can be read (`false`) or written (`true`), then again.
        case wait(writing: Bool)
        /// The server closed the connection.
        case closed
        /// TLS failed: why, in words.
        case failed(String)
    }

    /// TLS over one connected socket, used by the one thread of its exchange.
    final class Session {
        private let functions: Functions
        private let pointer: OpaquePointer
        /// The context, kept alive as long as the session.
        private let context: Context

        /// Sets up TLS for `host` over `socket` (not yet the handshake).
        ///
        /// - Returns: The session, or why there is none.
        static func make(socket: Int32, host: String, authorities: String?) -> Result<Session, Failure> {
            guard let functions = OpenSSL.functions else { return .failure(Failure("no OpenSSL library was found")) }
            let context: Context
            switch OpenSSL.context(functions, authorities: authorities) {
            case .success(let found): context = found
            case .failure(let failure): return .failure(failure)
            }
            functions.ERR_clear_error()
            guard let pointer = functions.SSL_new(context.pointer) else {
                return .failure(Failure("OpenSSL cannot start a TLS session: \(reason(functions))"))
            }
            let session = Session(functions: functions, pointer: pointer, context: context)
            // The name the certificate must hold, or the address: an IP literal is not
            // sent as the server's name (RFC 6066) and is checked against IP addresses.
            let named: Bool
            if Platform.isIPAddress(host) {
                named = functions.X509_VERIFY_PARAM_set1_ip_asc(functions.SSL_get0_param(pointer), host) == 1
            } else {
                named = functions.SSL_set1_host(pointer, host) == 1
                    && host.withCString { functions.SSL_ctrl(pointer, setHostName, hostNameType, UnsafeMutableRawPointer(mutating: $0)) } == 1
            }
            guard named, functions.SSL_set_fd(pointer, socket) == 1 else {
                return .failure(Failure("OpenSSL cannot check the server's name \(host): \(reason(functions))"))
            }
            return .success(session)
        }

        private init(functions: Functions, pointer: OpaquePointer, context: Context) {
            self.functions = functions
            self.pointer = pointer
            self.context = context
        }

        deinit {
            functions.SSL_free(pointer)
        }

        /// One step of the handshake, which checks the server's certificate.
        func handshake() -> Step {
            functions.ERR_clear_error()
            let result = functions.SSL_connect(pointer)
            if result == 1 { return .done(0) }
            switch step(after: result, handshaking: true) {
            case .failed(let reason):
                let verified = functions.SSL_get_verify_result(pointer)
                guard verified != 0, let text = functions.X509_verify_cert_error_string(verified) else {
                    return .failed("the TLS handshake failed: \(reason)")
                }
                return .failed("the server's certificate is not to be trusted: \(String(cString: text))")
            case let other:
                return other
            }
        }

        /// Reads what has arrived, decrypted.
        func read(into buffer: UnsafeMutableRawBufferPointer) -> Step {
            functions.ERR_clear_error()
            let count = functions.SSL_read(pointer, buffer.baseAddress, Int32(clamping: buffer.count))
            return count > 0 ? .done(Int(count)) : step(after: count, handshaking: false)
        }

        /// Writes what it can of `bytes`.
        func write(_ bytes: UnsafeRawBufferPointer) -> Step {
            functions.ERR_clear_error()
            let count = functions.SSL_write(pointer, bytes.baseAddress, Int32(clamping: bytes.count))
            return count > 0 ? .done(Int(count)) : step(after: count, handshaking: false)
        }

        private func step(after result: Int32, handshaking: Bool) -> Step {
            let error = functions.SSL_get_error(pointer, result)
            switch error {
            case errorWantRead: return .wait(writing: false)
            case errorWantWrite: return .wait(writing: true)
            case errorZeroReturn: return .closed
            default:
                let code = functions.ERR_get_error()
                // A close without TLS's close_notify: OpenSSL 1.1 says nothing more, 3 says
                // "unexpected eof". The answer's framing says whether it was complete.
                if error == errorSyscall, code == 0 {
                    let number = errno
                    if number != 0 { return .failed(Platform.describe(number)) }
                    return handshaking ? .failed("the server closed the connection") : .closed
                }
                if code & 0x7F_FFFF == unexpectedEndOfFile, !handshaking { return .closed }
                guard code != 0, let text = functions.ERR_reason_error_string(code) else { return .failed("OpenSSL error \(error)") }
                return .failed(String(cString: text))
            }
        }
    }
}
