import Diagnostics

/// An `http://` or `https://` URL, checked, in the parts a request needs.
///
/// It accepts IPv6 literals (`http://[::1]:8080/days`), refuses ports outside 1 to
/// 65535, whitespace and control characters, and keeps any user and password apart so
/// that they are never shown: ``description`` writes `user:***@`, as ``shown(_:)``
/// does for any URL a message quotes.
public struct HTTPURL: Hashable, Sendable, CustomStringConvertible {
    /// The two schemes a request can use.
    public enum Scheme: String, Hashable, Sendable {
        case http
        case https

        /// The port used when the URL names none.
        public var defaultPort: Int { self == .http ? 80 : 443 }
    }

    /// `http` or `https`.
    public let scheme: Scheme
    /// The user of `http://user:password@host/`, as written (percent-encoded).
    public let user: String?
    /// The password of `http://user:password@host/`, as written; never shown.
    let password: String?
    /// The host without brackets: `example.com`, `127.0.0.1`, `::1`.
    public let host: String
    /// The port written in the URL, if any.
    public let explicitPort: Int?
    /// The path and query, starting with `/`: what the request line asks for.
    public let target: String

    /// Parses and checks a URL.
    ///
    /// - Throws: ``HTTPURLError`` saying what is wrong and what would be right.
    public init(_ text: String) throws(HTTPURLError) {
        guard let separator = text.range(of: "://") else {
            throw HTTPURLError("it has no scheme; write http://HOST[:PORT]/PATH")
        }
        guard let scheme = Scheme(rawValue: text[..<separator.lowerBound].lowercased()) else {
            throw HTTPURLError("\(Excerpt.of(text[..<separator.lowerBound])) is not supported; write an http:// or https:// URL")
        }
        if let bad = text.unicodeScalars.first(where: { $0.value <= 0x20 || $0.value == 0x7F }) {
            let shown = bad == " " ? "a space" : "the control character U+\(String(bad.value, radix: 16, uppercase: true))"
            throw HTTPURLError("it contains \(shown); percent-encode it (a space is %20)")
        }
        let rest = text[separator.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        var target = String(rest[authorityEnd...].prefix { $0 != "#" })
        if target.isEmpty || target.first == "?" { target = "/" + target }

        var user: String?
        var password: String?
        if let at = authority.lastIndex(of: "@") {
            let userInfo = authority[..<at]
            authority = authority[authority.index(after: at)...]
            if let colon = userInfo.firstIndex(of: ":") {
                user = String(userInfo[..<colon])
                password = String(userInfo[userInfo.index(after: colon)...])
            } else {
                user = String(userInfo)
            }
        }

        let host: Substring
        let portText: Substring?
        if authority.first == "[" {
            guard let close = authority.firstIndex(of: "]") else {
                throw HTTPURLError("the IPv6 address has no closing ']'; write e.g. http://[::1]:8080/")
            }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            guard after.isEmpty || after.first == ":" else {
                throw HTTPURLError("'\(Excerpt.of(after))' follows the IPv6 address; only :PORT may follow it")
            }
            portText = after.isEmpty ? nil : after.dropFirst()
            guard host.contains(":"), host.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." || $0 == "%" }) else {
                throw HTTPURLError("[\(Excerpt.of(host))] is not an IPv6 address; write e.g. http://[::1]:8080/")
            }
        } else {
            let colon = authority.lastIndex(of: ":")
            host = colon.map { authority[..<$0] } ?? authority
            portText = colon.map { authority[authority.index(after: $0)...] }
            if host.contains(":") {
                throw HTTPURLError("an IPv6 address must be in brackets; write e.g. http://[::1]:8080/")
            }
        }
        guard !host.isEmpty else {
            throw HTTPURLError("it has no host; write e.g. http://127.0.0.1:8080/days/{day}.json")
        }
        var port: Int?
        if let portText, !portText.isEmpty {
            guard portText.allSatisfy(\.isASCII), portText.allSatisfy(\.isNumber), portText.count <= 10, let value = Int(portText) else {
                throw HTTPURLError("the port '\(Excerpt.of(portText))' is not a number; a port is a number from 1 to 65535")
            }
            guard (1...65535).contains(value) else {
                throw HTTPURLError("the port \(value) is out of range; a port is a number from 1 to 65535")
            }
            port = value
        }
        self.scheme = scheme
        self.user = user
        self.password = password
        self.host = String(host)
        self.explicitPort = port
        self.target = Self.percentEncodingNonASCII(target)
    }

    /// The port to connect to: the one written, else the scheme's.
    public var port: Int { explicitPort ?? scheme.defaultPort }

    /// The host as a URL writes it: IPv6 addresses in brackets.
    package var bracketedHost: String { host.contains(":") ? "[\(host)]" : host }

    /// The value of the `Host` header: the host, and the port when it is not the default.
    var hostHeader: String {
        explicitPort.map { $0 == scheme.defaultPort ? bracketedHost : "\(bracketedHost):\($0)" } ?? bracketedHost
    }

    /// The URL with its password, for the request itself; never for messages.
    var fullText: String {
        var text = "\(scheme.rawValue)://"
        if let user { text += user + (password.map { ":" + $0 } ?? "") + "@" }
        text += bracketedHost + (explicitPort.map { ":\($0)" } ?? "") + target
        return text
    }

    /// The URL as messages show it: a password becomes `***`, and a URL longer than
    /// ``shownWidth`` columns is cut there, with "…" (see ``shown(_:)``).
    public var description: String {
        var text = "\(scheme.rawValue)://"
        if let user { text += user + (password == nil ? "" : ":***") + "@" }
        text += bracketedHost + (explicitPort.map { ":\($0)" } ?? "") + target
        return Excerpt.of(text, width: Self.shownWidth)
    }

    /// What tells one server from another: the scheme, the host (without regard to
    /// case) and the port. Credentials are sent to no other origin than the one asked.
    var origin: String {
        "\(scheme.rawValue)://\(bracketedHost.lowercased()):\(port)"
    }

    /// The credentials for a `Basic` authorization header, when the URL has a user.
    var basicCredentials: String? {
        guard let user else { return nil }
        let pair = Self.percentDecoded(user) + ":" + Self.percentDecoded(password ?? "")
        return Base64.encode(Array(pair.utf8))
    }

    /// Where a redirect's `Location` points, relative to this URL.
    ///
    /// - Throws: ``HTTPURLError`` when the location is not a URL this client can follow.
    func resolving(_ location: String) throws(HTTPURLError) -> HTTPURL {
        if location.contains("://") { return try HTTPURL(location) }
        let base = "\(scheme.rawValue)://" + (user.map { $0 + (password.map { ":" + $0 } ?? "") + "@" } ?? "")
            + bracketedHost + (explicitPort.map { ":\($0)" } ?? "")
        if location.hasPrefix("//") { return try HTTPURL("\(scheme.rawValue):" + location) }
        if location.hasPrefix("/") { return try HTTPURL(base + location) }
        let path = target.prefix { $0 != "?" }
        let directory = path[...(path.lastIndex(of: "/") ?? path.startIndex)]
        if location.hasPrefix("?") { return try HTTPURL(base + path + location) }
        return try HTTPURL(base + directory + location)
    }

    private static func percentEncodingNonASCII(_ text: String) -> String {
        guard !text.allSatisfy(\.isASCII) else { return text }
        var result = ""
        for byte in text.utf8 {
            if byte < 0x80 {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    private static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%"), let high = iterator.next(), let low = iterator.next(),
               let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Why a text is not a URL a request can be made to.
public struct HTTPURLError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and what would be right, without the URL itself (which may hold a
    /// password).
    public let reason: String

    init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}

/// Base64 for the `Authorization: Basic` header, without Foundation.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                output.append(position <= count ? alphabet[Int((group >> (18 - 6 * position)) & 63)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}

extension HTTPURL {
    /// The most columns a message gives a URL: the URLs people use fit whole; a longer
    /// one (a 50,000-character path) is cut, with "…".
    public static let shownWidth = 80

    /// A URL as every message shows it, whether it parses or not: its password written
    /// `***` (``redacting(_:)``), then at most ``shownWidth`` columns, cut with "…" and
    /// control characters escaped, by `Excerpt`.
    ///
    /// - Parameter text: A URL as given, password and all.
    /// - Returns: The text to put in a message.
    /// - Complexity: O(length of `text`) to find the password; the excerpt reads no
    ///   more than it shows.
    public static func shown(_ text: String) -> String {
        Excerpt.of(redacting(text), width: shownWidth)
    }

    /// `text` with the password of its `user:password@`, if any, written `***`; whole,
    /// for code that must keep every character. Messages use ``shown(_:)``.
    ///
    /// - Parameters:
    ///   - text: A URL as given, which need not parse.
    ///   - keepingUser: Whether the user stays (`user:***@`), or the user and password
    ///     go with their `@` (for a file name, which names no one).
    public static func redacting(_ text: String, keepingUser: Bool = true) -> String {
        Excerpt.maskingPassword(text, keepingUser: keepingUser)
    }
}

extension HTTPURL {
    /// The URL without user and password: credentials go in a header instead.
    package var requestText: String {
        "\(scheme.rawValue)://" + bracketedHost + (explicitPort.map { ":\($0)" } ?? "") + target
    }
}
