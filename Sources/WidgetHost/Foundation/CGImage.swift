import Foundation

// CoreGraphics' bitmap image and drawing context as types app code names (`ImageRenderer.cgImage`,
// `Image(cgImage, scale:label:)`): the widget's process holds no bitmaps (lockshot draws in another process),
// so none is ever made.

/// A bitmap image: its size and pixel format.
public final class CGImage: @unchecked Sendable {
    public let width: Int, height: Int
    public let bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int
    init(width: Int, height: Int) {
        (self.width, self.height, bitsPerComponent, bitsPerPixel, bytesPerRow) = (width, height, 8, 32, width * 4)
    }
}

/// A drawing destination: none is ever handed out.
public final class CGContext: @unchecked Sendable {
    init() {}
}
