/// What the runner needs to know about one layout file to plan its cases.
public struct LayoutDescription: Sendable, Hashable {
    /// Path to the `.lockshot` file.
    public var path: String
    /// Its layout name (see `CaseNaming.layoutName`).
    public var name: String
    /// Preview names in declaration order (empty: one case named after the attribute defaults).
    public var previews: [String]
    /// Presentations the layout defines, in canonical order.
    public var presentations: [String]
    /// Font files its `fonts { }` names, hashed into the golden manifest.
    public var fontFiles: [String]

    /// Describes one layout file.
    public init(path: String, name: String, previews: [String], presentations: [String], fontFiles: [String] = []) {
        self.path = path
        self.name = name
        self.previews = previews
        self.presentations = presentations
        self.fontFiles = fontFiles
    }
}

/// Expands layouts into the ordered list of cases.
package enum CasePlanner {
    /// Every layout × preview × presentation × device × scale, in a fixed order: layouts as
    /// given (callers sort them by path), previews in declaration order, presentations in the
    /// layout's order, then devices and scales in configuration order. Indices are positions.
    ///
    /// - Parameter supports: whether a device can show a presentation (no Dynamic Island
    ///   presentations on an iPhone 13); unsupported pairs make no case.
    package static func cases(layouts: [LayoutDescription], devices: [String], scales: [Int],
                             supports: (String, String) -> Bool = { _, _ in true }) -> [GoldenCase] {
        var cases: [GoldenCase] = []
        for layout in layouts {
            let previews = layout.previews.isEmpty ? ["default"] : layout.previews
            let slugs = CaseNaming.uniqueSlugs(previews)
            for (preview, slug) in zip(previews, slugs) {
                for presentation in layout.presentations {
                    for device in devices where supports(device, presentation) {
                        for scale in scales {
                            cases.append(GoldenCase(layout: layout.name, layoutPath: layout.path,
                                                    preview: layout.previews.isEmpty ? "" : preview,
                                                    previewSlug: slug, presentation: presentation,
                                                    device: device, scale: scale, index: cases.count))
                        }
                    }
                }
            }
        }
        return cases
    }
}
