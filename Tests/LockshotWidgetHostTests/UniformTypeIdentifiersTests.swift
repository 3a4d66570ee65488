import Foundation
import LockshotUniformTypeIdentifiers
import Testing

// UTType's table of system types: extensions and MIME types both ways (case-insensitive, as on iOS), the
// conformance hierarchy, types an app declares, and dynamic types for tags no declared type has.

@Suite struct UniformTypes {
    @Test func extensionsAndMIMETypes() throws {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "jpeg") == .jpeg)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "pdf") == .pdf)
        #expect(UTType(filenameExtension: "svg") == .svg)
        #expect(UTType(filenameExtension: "heic") == .heic)
        #expect(UTType(filenameExtension: "gif") == .gif)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "Application/JSON") == .json)
        #expect(UTType(mimeType: "image/svg+xml") == .svg)

        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.plainText.preferredMIMEType == "text/plain")
        #expect(UTType.data.preferredFilenameExtension == nil)
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.types(tag: "jpg", tagClass: .filenameExtension, conformingTo: .image) == [.jpeg])
    }

    @Test func identifiers() throws {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.gif.identifier == "com.compuserve.gif")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.fileURL.identifier == "public.file-url")
        #expect(UTType("public.png") == .png)
        #expect(UTType("PUBLIC.PNG")?.identifier == "public.png")
        #expect(UTType("com.example.never-declared") == nil)
        #expect(UTType("not an identifier") == nil)
        let undeclared = try #require(UTType(identifier: "com.example.never-declared", allowUndeclared: true))
        #expect(!undeclared.isDeclared && !undeclared.isDynamic && undeclared.supertypes.isEmpty)
        #expect(UTType.png.isPublicType && !UTType.pdf.isPublicType && UTType.png.isDeclared)
        #expect(UTType.png.localizedDescription == "PNG image")
    }

    @Test func conformance() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item) && UTType.png.conforms(to: .content))
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.heic.conforms(to: .image))
        #expect(UTType.fileURL.conforms(to: .url) && UTType.fileURL.conforms(to: .data))
        #expect(UTType.pdf.conforms(to: .compositeContent) && UTType.pdf.conforms(to: .data))
        #expect(!UTType.item.conforms(to: .data))
        #expect(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image) && !UTType.jpeg.isSubtype(of: .jpeg))
        #expect(UTType.png.supertypes == [.image, .data, .item, .content])
    }

    @Test func declaredTypes() throws {
        let donut = UTType(exportedAs: "com.example.lockshot-test.donut")
        #expect(donut.conforms(to: .data) && donut.isDeclared && !donut.isDynamic)
        #expect(UTType("com.example.lockshot-test.donut") == donut)
        let recipe = UTType(importedAs: "com.example.lockshot-test.recipe", conformingTo: .json)
        #expect(recipe.conforms(to: .json) && recipe.conforms(to: .text))
        #expect(UTType(exportedAs: "public.png") == .png)
    }

    @Test func dynamicTypes() throws {
        let unknown = try #require(UTType(filenameExtension: "lockshotxyz"))
        #expect(unknown.isDynamic && !unknown.isDeclared)
        #expect(unknown.identifier.hasPrefix("dyn."))
        #expect(unknown.preferredFilenameExtension == "lockshotxyz")
        #expect(unknown.conforms(to: .data) && !unknown.conforms(to: .image))
        // The identifier keeps the tag: the type comes back from it.
        #expect(UTType(unknown.identifier)?.preferredFilenameExtension == "lockshotxyz")
        // A declared type that does not conform to the supertype asked for gives a dynamic one that does.
        let pngAsText = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(pngAsText.isDynamic && pngAsText.conforms(to: .text))
        let mime = try #require(UTType(mimeType: "application/x-lockshot"))
        #expect(mime.preferredMIMEType == "application/x-lockshot" && mime.preferredFilenameExtension == nil)
    }

    @Test func codableAndURLs() throws {
        let data = try JSONEncoder().encode([UTType.png, .pdf])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","com.adobe.pdf"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .pdf])
        let folder = URL(fileURLWithPath: "/tmp")
        #expect(folder.appendingPathComponent("photo", conformingTo: .jpeg).lastPathComponent == "photo.jpeg")
        #expect(folder.appendingPathComponent("photo.jpg", conformingTo: .jpeg).lastPathComponent == "photo.jpg")
        #expect(folder.appendingPathComponent("notes.txt", conformingTo: .json).lastPathComponent == "notes.txt.json")
    }
}
