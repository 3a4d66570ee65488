@_exported import Foundation

// lockshot's UniformTypeIdentifiers for Linux: `UTType` with Apple's signatures and a small real table of the
// system's common types (public.png, public.json, com.adobe.pdf …): their conformances, filename extensions and
// MIME types, looked up case-insensitively as on iOS. A type an app declares with `init(exportedAs:)` or
// `init(importedAs:)` is known from then on (iOS reads the Info.plist instead). A tag no declared type has gives a
// dynamic type (`dyn.…`, conforming to the supertype asked for, keeping its tag) whose identifier is lockshot's own
// encoding, not Apple's. No localized descriptions beyond English, no icons, no reference URLs, no version numbers.

/// The kind of a type's tag: a filename extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
    public var description: String { rawValue }
}

/// What the system knows about a type: its parents, tags and description.
struct UTDeclaration: Sendable {
    var parents: [String]
    var extensions: [String] = []
    var mimeTypes: [String] = []
    var description: String?
    var isDynamic = false
    var isDeclared = true
}

/// The system's declarations lockshot knows (from Apple's public type declarations; not every type iOS has).
let systemTypes: [String: UTDeclaration] = [
    "public.item": UTDeclaration(parents: [], description: "item"),
    "public.content": UTDeclaration(parents: [], description: "content"),
    "public.composite-content": UTDeclaration(parents: ["public.content"], description: "mixed content"),
    "public.data": UTDeclaration(parents: ["public.item"], description: "data"),
    "public.directory": UTDeclaration(parents: ["public.item"], description: "folder"),
    "public.folder": UTDeclaration(parents: ["public.directory"], description: "folder"),
    "public.url": UTDeclaration(parents: ["public.data"], description: "URL"),
    "public.file-url": UTDeclaration(parents: ["public.url"], description: "file URL"),
    "public.archive": UTDeclaration(parents: ["public.data"], description: "archive"),
    "public.zip-archive": UTDeclaration(parents: ["public.archive"], extensions: ["zip"],
                                        mimeTypes: ["application/zip"], description: "ZIP archive"),
    "public.text": UTDeclaration(parents: ["public.data", "public.content"], description: "text"),
    "public.plain-text": UTDeclaration(parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"],
                                       description: "plain text"),
    "public.utf8-plain-text": UTDeclaration(parents: ["public.plain-text"], description: "Unicode text"),
    "public.utf16-plain-text": UTDeclaration(parents: ["public.plain-text"], description: "Unicode text"),
    "public.utf8-tab-separated-values-text": UTDeclaration(parents: ["public.tab-separated-values-text", "public.utf8-plain-text"],
                                                           description: "tab-separated values"),
    "public.delimited-values-text": UTDeclaration(parents: ["public.text"], description: "delimited values"),
    "public.comma-separated-values-text": UTDeclaration(parents: ["public.delimited-values-text"], extensions: ["csv"],
                                                        mimeTypes: ["text/csv", "text/comma-separated-values"],
                                                        description: "comma-separated values"),
    "public.tab-separated-values-text": UTDeclaration(parents: ["public.delimited-values-text"], extensions: ["tsv"],
                                                      mimeTypes: ["text/tab-separated-values"], description: "tab-separated values"),
    "public.rtf": UTDeclaration(parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf", "application/rtf"],
                                description: "rich text"),
    "public.html": UTDeclaration(parents: ["public.text"], extensions: ["html", "htm", "shtml", "shtm"], mimeTypes: ["text/html"],
                                 description: "HTML text"),
    "public.xml": UTDeclaration(parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"],
                                description: "XML text"),
    "public.json": UTDeclaration(parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], description: "JSON"),
    "public.yaml": UTDeclaration(parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"],
                                 description: "YAML"),
    "public.source-code": UTDeclaration(parents: ["public.plain-text"], description: "source code"),
    "public.swift-source": UTDeclaration(parents: ["public.source-code"], extensions: ["swift"], description: "Swift source"),
    "public.vcard": UTDeclaration(parents: ["public.text"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard", "text/x-vcard"],
                                  description: "vCard"),
    "com.apple.property-list": UTDeclaration(parents: ["public.data"], extensions: ["plist"], mimeTypes: ["application/x-plist"],
                                             description: "property list"),
    "public.image": UTDeclaration(parents: ["public.data", "public.content"], description: "image"),
    "public.png": UTDeclaration(parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], description: "PNG image"),
    "public.jpeg": UTDeclaration(parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg", "image/jpg"],
                                 description: "JPEG image"),
    "com.compuserve.gif": UTDeclaration(parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], description: "GIF image"),
    "public.tiff": UTDeclaration(parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], description: "TIFF image"),
    "com.microsoft.bmp": UTDeclaration(parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"], description: "BMP image"),
    "com.microsoft.ico": UTDeclaration(parents: ["public.image"], extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon"],
                                       description: "Windows icon image"),
    "org.webmproject.webp": UTDeclaration(parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"],
                                          description: "WebP image"),
    "public.heif-standard": UTDeclaration(parents: ["public.image"], description: "HEIF image"),
    "public.heif": UTDeclaration(parents: ["public.heif-standard"], extensions: ["heif"], mimeTypes: ["image/heif"], description: "HEIF image"),
    "public.heic": UTDeclaration(parents: ["public.heif-standard"], extensions: ["heic"], mimeTypes: ["image/heic"], description: "HEIC image"),
    "public.svg-image": UTDeclaration(parents: ["public.image"], extensions: ["svg", "svgz"], mimeTypes: ["image/svg+xml"],
                                      description: "SVG image"),
    "com.adobe.pdf": UTDeclaration(parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"],
                                   description: "PDF document"),
    "public.audiovisual-content": UTDeclaration(parents: ["public.data", "public.content"], description: "audiovisual content"),
    "public.movie": UTDeclaration(parents: ["public.audiovisual-content"], description: "movie"),
    "public.audio": UTDeclaration(parents: ["public.audiovisual-content"], description: "audio"),
    "public.mpeg-4": UTDeclaration(parents: ["public.movie"], extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
    "com.apple.quicktime-movie": UTDeclaration(parents: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"],
                                               description: "QuickTime movie"),
    "public.mp3": UTDeclaration(parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg", "audio/mp3"], description: "MP3 audio"),
    "public.mpeg-4-audio": UTDeclaration(parents: ["public.mpeg-4", "public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"],
                                         description: "MPEG-4 audio"),
    "com.microsoft.waveform-audio": UTDeclaration(parents: ["public.audio"], extensions: ["wav", "wave"], mimeTypes: ["audio/wav", "audio/x-wav"],
                                                  description: "Waveform audio"),
    "public.font": UTDeclaration(parents: ["public.data", "public.content"], description: "font"),
    "public.truetype-ttf-font": UTDeclaration(parents: ["public.font"], extensions: ["ttf"], mimeTypes: ["font/ttf"], description: "TrueType font"),
    "public.opentype-font": UTDeclaration(parents: ["public.font"], extensions: ["otf"], mimeTypes: ["font/otf"], description: "OpenType font"),
]

/// The types an app declared while running (`UTType(exportedAs:)`), as iOS knows them from its Info.plist.
final class DeclaredTypes: @unchecked Sendable {
    static let shared = DeclaredTypes()
    private let lock = NSLock()
    private var declarations: [String: UTDeclaration] = [:]

    func declare(_ identifier: String, _ declaration: UTDeclaration) {
        lock.lock(); defer { lock.unlock() }
        if declarations[identifier.lowercased()] == nil { declarations[identifier.lowercased()] = declaration }
    }

    func declaration(_ identifier: String) -> UTDeclaration? {
        lock.lock(); defer { lock.unlock() }
        return declarations[identifier.lowercased()]
    }

    var all: [(String, UTDeclaration)] {
        lock.lock(); defer { lock.unlock() }
        return declarations.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// A uniform type identifier: what kind of data a file, a pasteboard item or a transfer holds.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String
    let declaration: UTDeclaration

    init(identifier: String, declaration: UTDeclaration) {
        self.identifier = identifier
        self.declaration = declaration
    }

    /// The declaration the system has for an identifier (case-insensitive, as on iOS), or a dynamic type's own.
    static func declaration(of identifier: String) -> UTDeclaration? {
        let key = identifier.lowercased()
        if let known = systemTypes[key] { return known }
        if let declared = DeclaredTypes.shared.declaration(key) { return declared }
        return DynamicType.decode(identifier)
    }

    /// The type with this identifier, or nil when no type of that identifier is declared (nor dynamic).
    public init?(_ identifier: String) {
        guard Self.isValid(identifier), let declaration = Self.declaration(of: identifier) else { return nil }
        self.init(identifier: Self.canonical(identifier), declaration: declaration)
    }

    /// The type with this identifier; with `allowUndeclared`, one with no conformances or tags when none is declared.
    public init?(identifier: String, allowUndeclared: Bool) {
        guard Self.isValid(identifier) else { return nil }
        if let declaration = Self.declaration(of: identifier) {
            self.init(identifier: Self.canonical(identifier), declaration: declaration)
        } else if allowUndeclared {
            self.init(identifier: identifier, declaration: UTDeclaration(parents: [], isDeclared: false))
        } else {
            return nil
        }
    }

    /// A type the app declares (`UTExportedTypeDeclarations` in its Info.plist on iOS), known from now on.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    /// A type the app uses and another declares (`UTImportedTypeDeclarations`); the system's own wins.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    private init(declaring identifier: String, conformingTo parentType: UTType?) {
        if let known = systemTypes[identifier.lowercased()] {
            self.init(identifier: identifier.lowercased(), declaration: known)
            return
        }
        let declaration = UTDeclaration(parents: [(parentType ?? .data).identifier])
        DeclaredTypes.shared.declare(identifier, declaration)
        self.init(identifier: identifier, declaration: DeclaredTypes.shared.declaration(identifier) ?? declaration)
    }

    /// The type a tag names among those conforming to `supertype`; a dynamic type keeping the tag when none does.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        if let found = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
            return
        }
        guard tagClass == .filenameExtension || tagClass == .mimeType, !tag.isEmpty else { return nil }
        self = DynamicType.make(tag: tag, tagClass: tagClass, conformingTo: supertype ?? .data)
    }

    /// The type of files with this extension (`png`, `JSON`), among those conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data with this MIME type (`image/png`), among those conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every declared type a tag names, conforming to `supertype`; the system's first, then the app's.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let wanted = tag.lowercased()
        func names(_ declaration: UTDeclaration) -> Bool {
            let tags = tagClass == .filenameExtension ? declaration.extensions : tagClass == .mimeType ? declaration.mimeTypes : []
            return tags.contains { $0.lowercased() == wanted }
        }
        let system = systemTypes.filter { names($0.value) }.sorted { $0.key < $1.key }.map { UTType(identifier: $0.key, declaration: $0.value) }
        let declared = DeclaredTypes.shared.all.filter { names($0.1) }.map { UTType(identifier: $0.0, declaration: $0.1) }
        return (system + declared).filter { supertype.map($0.conforms) ?? true }
    }

    // MARK: Tags and description

    /// The type's tags by class (a dynamic type's is the tag it was made from).
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.extensions.isEmpty { tags[.filenameExtension] = declaration.extensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// The extension files of this type usually have (`png`), or nil.
    public var preferredFilenameExtension: String? { declaration.extensions.first }

    /// The MIME type data of this type usually has (`image/png`), or nil.
    public var preferredMIMEType: String? { declaration.mimeTypes.first }

    /// A description for people (`PNG image`), in English.
    public var localizedDescription: String? { declaration.description }

    public var version: NSNumber? { nil }
    public var referenceURL: URL? { nil }

    /// Made by the system for a tag no declared type has (`dyn.…`).
    public var isDynamic: Bool { declaration.isDynamic }

    /// Declared by the system or the app.
    public var isDeclared: Bool { declaration.isDeclared && !declaration.isDynamic }

    /// In the `public.` domain.
    public var isPublicType: Bool { identifier.lowercased().hasPrefix("public.") }

    // MARK: Conformance

    /// Whether this type is `type` or conforms to it through its parents (`png` conforms to `image`, `data`, `item`).
    public func conforms(to type: UTType) -> Bool { supertypeIdentifiers.contains(type.identifier.lowercased()) }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Every type this type conforms to, but itself.
    public var supertypes: Set<UTType> {
        Set(supertypeIdentifiers.filter { $0 != identifier.lowercased() }.compactMap { UTType(identifier: $0, allowUndeclared: true) })
    }

    /// This type and every one above it, lowercased.
    var supertypeIdentifiers: Set<String> {
        var seen: Set<String> = [identifier.lowercased()]
        var queue = declaration.parents
        while let next = queue.popLast() {
            let key = next.lowercased()
            guard seen.insert(key).inserted else { continue }
            queue += Self.declaration(of: key)?.parents ?? []
        }
        return seen
    }

    // MARK: Identity

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }
    public var description: String { identifier }
    public var debugDescription: String { "\(identifier) (\(declaration.description ?? (isDynamic ? "dynamic" : "undeclared")))" }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier: identifier, allowUndeclared: true) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(identifier)' is not a type identifier")
        }
        self = type
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Letters, digits, hyphens and dots; not empty (Apple's rule for type identifiers).
    static func isValid(_ identifier: String) -> Bool {
        !identifier.isEmpty && identifier.unicodeScalars.allSatisfy {
            $0 == "." || $0 == "-" || $0.value >= 0x80 || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }

    /// The system's spelling of a system type's identifier; others as given.
    static func canonical(_ identifier: String) -> String {
        systemTypes[identifier.lowercased()] != nil ? identifier.lowercased() : identifier
    }
}

/// Types for tags no declared type has: `dyn.` and the tag class, supertype and tag in hexadecimal (lockshot's
/// encoding; Apple's is private), so the type keeps its tag and `UTType(_:)` makes it again from its identifier.
enum DynamicType {
    static let prefix = "dyn.l"

    static func make(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType) -> UTType {
        let payload = [tagClass.rawValue, supertype.identifier, tag].joined(separator: "\u{1F}")
        let identifier = prefix + payload.utf8.map { String(format: "%02x", $0) }.joined()
        return UTType(identifier: identifier, declaration: declaration(tag: tag, tagClass: tagClass, supertype: supertype.identifier))
    }

    static func decode(_ identifier: String) -> UTDeclaration? {
        guard identifier.hasPrefix(prefix) else { return nil }
        let hex = Array(identifier.dropFirst(prefix.count).utf8)
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: hex.count, by: 2) {
            guard let byte = UInt8(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        let parts = String(decoding: bytes, as: UTF8.self).split(separator: "\u{1F}", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { return nil }
        return declaration(tag: parts[2], tagClass: UTTagClass(rawValue: parts[0]), supertype: parts[1])
    }

    static func declaration(tag: String, tagClass: UTTagClass, supertype: String) -> UTDeclaration {
        UTDeclaration(parents: [supertype], extensions: tagClass == .filenameExtension ? [tag] : [],
                      mimeTypes: tagClass == .mimeType ? [tag] : [], isDynamic: true)
    }
}

extension UTType {
    static func system(_ identifier: String) -> UTType { UTType(identifier: identifier, declaration: systemTypes[identifier]!) }

    public static let item = system("public.item")
    public static let content = system("public.content")
    public static let compositeContent = system("public.composite-content")
    public static let data = system("public.data")
    public static let directory = system("public.directory")
    public static let folder = system("public.folder")
    public static let url = system("public.url")
    public static let fileURL = system("public.file-url")
    public static let archive = system("public.archive")
    public static let zip = system("public.zip-archive")
    public static let text = system("public.text")
    public static let plainText = system("public.plain-text")
    public static let utf8PlainText = system("public.utf8-plain-text")
    public static let utf16PlainText = system("public.utf16-plain-text")
    public static let utf8TabSeparatedText = system("public.utf8-tab-separated-values-text")
    public static let delimitedText = system("public.delimited-values-text")
    public static let commaSeparatedText = system("public.comma-separated-values-text")
    public static let tabSeparatedText = system("public.tab-separated-values-text")
    public static let rtf = system("public.rtf")
    public static let html = system("public.html")
    public static let xml = system("public.xml")
    public static let json = system("public.json")
    public static let yaml = system("public.yaml")
    public static let sourceCode = system("public.source-code")
    public static let swiftSource = system("public.swift-source")
    public static let vCard = system("public.vcard")
    public static let propertyList = system("com.apple.property-list")
    public static let image = system("public.image")
    public static let png = system("public.png")
    public static let jpeg = system("public.jpeg")
    public static let gif = system("com.compuserve.gif")
    public static let tiff = system("public.tiff")
    public static let bmp = system("com.microsoft.bmp")
    public static let ico = system("com.microsoft.ico")
    public static let webP = system("org.webmproject.webp")
    public static let heif = system("public.heif")
    public static let heic = system("public.heic")
    public static let svg = system("public.svg-image")
    public static let pdf = system("com.adobe.pdf")
    public static let audiovisualContent = system("public.audiovisual-content")
    public static let movie = system("public.movie")
    public static let audio = system("public.audio")
    public static let mpeg4Movie = system("public.mpeg-4")
    public static let quickTimeMovie = system("com.apple.quicktime-movie")
    public static let mp3 = system("public.mp3")
    public static let mpeg4Audio = system("public.mpeg-4-audio")
    public static let wav = system("com.microsoft.waveform-audio")
    public static let font = system("public.font")
}

extension URL {
    /// The URL with a path component whose extension is the type's preferred one, when it lacks one.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(Self.name(partialName, contentType))
    }

    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let ext = contentType.preferredFilenameExtension, UTType(filenameExtension: pathExtension) != contentType else { return self }
        return appendingPathExtension(ext)
    }

    public func appending(component: some StringProtocol, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(Self.name(String(component), contentType))
    }

    static func name(_ partialName: String, _ contentType: UTType) -> String {
        let ext = (partialName as NSString).pathExtension
        guard let preferred = contentType.preferredFilenameExtension,
              ext.isEmpty || UTType(filenameExtension: ext).map({ !$0.conforms(to: contentType) }) ?? true else { return partialName }
        return partialName + "." + preferred
    }
}
