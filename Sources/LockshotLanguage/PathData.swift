/// The outline of a `Path` view — the layout language's `Path("M 0 20 L 10 0 L 20 20 Z")`, or what a
/// compiled widget's custom `Shape` returned from `path(in:)` — in points from the view's top-leading
/// corner, as SwiftUI's `Path` draws (not scaled to the frame).
package struct PathData: Sendable, Hashable, Codable {
    /// A point of the path, in points.
    package struct Point: Sendable, Hashable, Codable {
        package var x: Double
        package var y: Double
        package init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    package enum Command: Sendable, Hashable, Codable {
        case move(Point)
        case line(Point)
        case quad(control: Point, to: Point)
        case curve(Point, Point, to: Point)
        case close
    }

    package var commands: [Command]

    package init(_ commands: [Command]) { self.commands = commands }

    /// Parses SVG path data with the commands M, L, H, V, Q, C and Z (upper case absolute, lower case
    /// relative), numbers separated by white space or commas; a number's sign may start the next one.
    /// - Throws: a message naming what is wrong.
    package init(svg: String) throws(PathDataError) {
        var scanner = PathScanner(Array(svg.utf8))
        var commands: [Command] = []
        var current = Point(x: 0, y: 0), start = current
        var command: UInt8 = 0
        while true {
            scanner.skipSeparators()
            guard let next = scanner.peek else { break }
            if Self.letters.contains(next | 0x20) {
                command = next
                scanner.index += 1
            } else if command == 0 {
                throw PathDataError("path data must start with a command (M), found '\(Character(Unicode.Scalar(next)))'")
            } else if command | 0x20 == UInt8(ascii: "z") {
                throw PathDataError("a number after Z at character \(scanner.index + 1)")
            }
            let relative = command >= UInt8(ascii: "a")
            func point() throws(PathDataError) -> Point {
                let x = try scanner.number(), y = try scanner.number()
                return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                current = try point()
                start = current
                commands.append(.move(current))
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // further pairs are lines
            case UInt8(ascii: "l"):
                current = try point()
                commands.append(.line(current))
            case UInt8(ascii: "h"):
                let x = try scanner.number()
                current = Point(x: relative ? current.x + x : x, y: current.y)
                commands.append(.line(current))
            case UInt8(ascii: "v"):
                let y = try scanner.number()
                current = Point(x: current.x, y: relative ? current.y + y : y)
                commands.append(.line(current))
            case UInt8(ascii: "q"):
                let control = try point(), to = try point()
                current = to
                commands.append(.quad(control: control, to: to))
            case UInt8(ascii: "c"):
                let c1 = try point(), c2 = try point(), to = try point()
                current = to
                commands.append(.curve(c1, c2, to: to))
            default:  // z
                commands.append(.close)
                current = start
            }
            if commands.count > Self.maximumCommands {
                throw PathDataError("the path has more than \(Self.maximumCommands) commands")
            }
        }
        if let first = commands.first, case .move = first {} else if !commands.isEmpty {
            throw PathDataError("path data must start with M")
        }
        self.commands = commands
    }

    /// Enough for a detailed chart line; a bound on what one view may cost to draw.
    package static let maximumCommands = 20_000
    static let letters: Set<UInt8> = Set("mlhvqcz".utf8)

    /// A coordinate as path data and exported Swift write it: at most three decimals, integers bare.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }

    /// The path data as SVG (`M 0 20 L 10 0 Z`), numbers with at most three decimals.
    package var svg: String {
        let number = Self.number
        func pair(_ p: Point) -> String { number(p.x) + " " + number(p.y) }
        return commands.map { command in
            switch command {
            case .move(let p): "M " + pair(p)
            case .line(let p): "L " + pair(p)
            case .quad(let c, let p): "Q " + pair(c) + " " + pair(p)
            case .curve(let c1, let c2, let p): "C " + pair(c1) + " " + pair(c2) + " " + pair(p)
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// The path moved by (dx, dy).
    package func offsetBy(dx: Double, dy: Double) -> PathData {
        mapped { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with every point (ends and control points) moved by `transform` (an affine map keeps its curves exact).
    package func mapped(_ transform: (Point) -> Point) -> PathData {
        PathData(commands.map { command in
            switch command {
            case .move(let p): .move(transform(p))
            case .line(let p): .line(transform(p))
            case .quad(let c, let p): .quad(control: transform(c), to: transform(p))
            case .curve(let c1, let c2, let p): .curve(transform(c1), transform(c2), to: transform(p))
            case .close: .close
            }
        })
    }

    /// The outline as lines (curves flattened into 16 pieces each), one list per subpath, for `trim`.
    package var polylines: [[Point]] {
        var out: [[Point]] = [], current: [Point] = []
        func finish() {
            if current.count > 1 { out.append(current) }
            current = []
        }
        for command in commands {
            let last = current.last ?? Point(x: 0, y: 0)
            switch command {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p): current.append(p)
            case .quad(let c, let p):
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    current.append(Point(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                         y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let c1, let c2, let p):
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(Point(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                         y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                if let first = current.first, current.count > 1 { current.append(first) }
                finish()
            }
        }
        finish()
        return out
    }

    /// Every coordinate is finite.
    package var isFinite: Bool {
        commands.allSatisfy { command in
            switch command {
            case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
            case .quad(let c, let p): c.x.isFinite && c.y.isFinite && p.x.isFinite && p.y.isFinite
            case .curve(let c1, let c2, let p):
                [c1, c2, p].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .close: true
            }
        }
    }
}

/// What is wrong with path data.
package struct PathDataError: Error, Sendable, Equatable {
    package let message: String
    init(_ message: String) { self.message = message }
}

/// Reads numbers of SVG path data.
private struct PathScanner {
    let bytes: [UInt8]
    var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSeparators() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",") {
            index += 1
        }
    }

    mutating func number() throws(PathDataError) -> Double {
        skipSeparators()
        let begin = index
        if let sign = peek, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
        var digits = 0, dot = false
        while let byte = peek {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
            } else if byte == UInt8(ascii: "."), !dot {
                dot = true
            } else if (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")), digits > 0 {
                index += 1
                if let sign = peek, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { index += 1 }
                while let d = peek, d >= UInt8(ascii: "0") && d <= UInt8(ascii: "9") { index += 1 }
                break
            } else {
                break
            }
            index += 1
        }
        guard digits > 0, let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite else {
            throw PathDataError(index >= bytes.count && begin == index
                ? "the path data ends where a number was expected"
                : "expected a number at character \(begin + 1)")
        }
        return value
    }
}
