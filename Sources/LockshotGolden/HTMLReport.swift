/// The HTML report of a run: a summary on top, then every failing case with expected,
/// actual and diff side by side and a slider that wipes between expected and actual.
///
/// Self-contained (inline CSS and script, no network); images by relative path, so the
/// report directory can be uploaded as a CI artifact and opened anywhere.
package enum HTMLReport {
    /// The report of `record`; image paths are the record's artifact paths (relative).
    package static func render(_ record: RunRecord) -> String {
        let s = record.summary
        var html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>lockshot golden report — \(s.failures == 0 ? "passed" : "\(s.failures) failing")</title>
        <style>\(style)</style></head><body>
        <h1>lockshot golden images</h1>
        <p class="summary \(s.failures == 0 ? "ok" : "bad")">\(Escaping.xml(s.line))</p>
        <p class="meta">record mode <code>\(record.settings.record.rawValue)</code> · goldens in <code>\(Escaping.xml(record.settings.goldenDirectory))</code>\(record.settings.filter.map { " · filter <code>\(Escaping.xml($0))</code>" } ?? "")\(record.settings.shard.map { " · shard <code>\($0)</code>" } ?? "") · lockshot \(Escaping.xml(record.lockshotVersion))</p>

        """
        if !record.environmentNotes.isEmpty {
            html += "<p class=\"env\"><strong>Environment differs from the goldens' manifest:</strong> "
                + Escaping.xml(record.environmentNotes.joined(separator: "; ")) + "</p>\n"
        }
        let failing = record.cases.filter { $0.status.isFailure }
        if !failing.isEmpty {
            html += "<h2>Failing</h2>\n<ul class=\"toc\">"
            for c in failing { html += "<li><a href=\"#\(anchor(c))\">\(Escaping.xml(c.id))</a> — \(c.status.rawValue)</li>" }
            html += "</ul>\n"
            for c in failing { html += section(c) }
        }
        let recorded = record.cases.filter { $0.status == .recorded }
        if !recorded.isEmpty {
            html += "<details><summary>\(recorded.count) recorded</summary><ul>"
            for c in recorded { html += "<li>\(Escaping.xml(c.message ?? c.id))</li>" }
            html += "</ul></details>\n"
        }
        let passed = record.cases.filter { $0.status == .passed }
        if !passed.isEmpty {
            html += "<details><summary>\(passed.count) passed</summary><ul>"
            for c in passed { html += "<li><code>\(Escaping.xml(c.id))</code></li>" }
            html += "</ul></details>\n"
        }
        if !record.orphans.isEmpty {
            html += "<h2>Orphaned goldens</h2><p>No case produces these; <code>lockshot test --prune</code> deletes them.</p><ul>"
            for path in record.orphans {
                html += "<li><code>\(Escaping.xml(path))</code>\(record.pruned.contains(path) ? " (deleted)" : "")</li>"
            }
            html += "</ul>\n"
        }
        html += "<script>\(script)</script>\n</body></html>\n"
        return html
    }

    private static func anchor(_ c: CaseRecord) -> String { "case-\(c.index)" }

    private static func section(_ c: CaseRecord) -> String {
        var html = "<section id=\"\(anchor(c))\" class=\"case\">\n<h3><code>\(Escaping.xml(c.id))</code> <span class=\"status\">\(c.status.rawValue)</span></h3>\n"
        html += "<p class=\"message\">\(Escaping.xml((c.message ?? "").replacing(c.id + ": ", with: "")))</p>\n"
        html += "<p class=\"rerun\">Re-run: <code>lockshot test --filter \"\(Escaping.xml(c.id))\"</code> · golden <code>\(Escaping.xml(c.golden))</code></p>\n"
        let images = [("expected", c.expected), ("actual", c.actual), ("diff", c.diff)]
        html += "<div class=\"images\">"
        for (label, path) in images {
            guard let path else { continue }
            html += "<figure><img src=\"\(Escaping.xml(Escaping.urlPath(path)))\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>"
        }
        html += "</div>\n"
        if let expected = c.expected, let actual = c.actual, c.failureKind != "size-mismatch" {
            html += """
            <div class="wipe"><div class="frame"><img src="\(Escaping.xml(Escaping.urlPath(expected)))" alt="expected">\
            <div class="top"><img src="\(Escaping.xml(Escaping.urlPath(actual)))" alt="actual"></div></div>
            <label>expected ◀ <input type="range" min="0" max="100" value="50"> ▶ actual</label>
            <button type="button" class="toggle">toggle</button></div>

            """
        }
        html += "</section>\n"
        return html
    }

    private static let style = """
    body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1a1a1a;background:#fafafa}
    code{font:12px ui-monospace,monospace;background:#eee;padding:1px 4px;border-radius:3px}
    .summary{font-size:1.2rem;font-weight:600}.ok{color:#17803d}.bad{color:#b3261e}.meta{color:#555}
    .env{background:#fff4ce;border:1px solid #e0c060;padding:.6rem;border-radius:4px}
    .case{background:#fff;border:1px solid #ddd;border-radius:6px;padding:1rem;margin:1rem 0}
    .status{font-size:.8rem;background:#b3261e;color:#fff;padding:2px 6px;border-radius:3px}
    .images{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem;align-items:start}
    figure{margin:0;min-width:0}figure img,.wipe img{max-width:100%;image-rendering:pixelated;border:1px solid #ccc;
    background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
    figcaption{color:#555;font-size:.85rem}
    .wipe{margin-top:1rem}.frame{position:relative;display:inline-block}.frame img{display:block}
    .top{position:absolute;inset:0;overflow:hidden;clip-path:inset(0 0 0 50%)}
    .wipe label{display:block;margin:.4rem 0}input[type=range]{width:16rem;vertical-align:middle}
    """

    private static let script = """
    document.querySelectorAll('.wipe').forEach(function(w){
      var top=w.querySelector('.top'),r=w.querySelector('input'),b=w.querySelector('.toggle');
      function set(v){top.style.clipPath='inset(0 0 0 '+v+'%)';}
      r.addEventListener('input',function(){set(r.value);});
      b.addEventListener('click',function(){r.value=r.value>50?0:100;set(r.value);});
    });
    """
}
