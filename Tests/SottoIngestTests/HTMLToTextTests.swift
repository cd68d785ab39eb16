import SottoCore
import SottoIngest
import Testing

@Suite("HTML to text")
struct HTMLToTextTests {
    private func text(_ html: String) -> String { HTMLToText.convert(html).text }

    @Test("scripts, styles, titles, comments and hidden elements are dropped")
    func droppedContent() {
        let html = """
            <!DOCTYPE html><html><head><title>Page title</title>
            <style type="text/css">p { color: red; } /* <p>not text</p> */</style>
            <script>var s = "<b>not text</b>"; if (a < b) {}</script></head>
            <body><!-- a comment <p>hidden</p> -->Visible
            <div style="display: none; max-height:0">Preheader <div>nested</div> still hidden</div>
            <span hidden>also hidden</span><noscript>Enable JS</noscript><template><p>tpl</p></template>
            text.</body></html>
            """
        #expect(text(html) == "Visible text.")
    }

    @Test("blocks break lines, lists get bullets, cells are spaced, whitespace collapses")
    func layout() {
        let html = """
            <h1>Title</h1><p>First   paragraph
            spans lines.</p><div>A div</div>Line<br>break<br><br><br><br>after
            <ul><li>one</li><li>two</li></ul>
            <table><tr><td>a</td><td>b</td></tr><tr><th>c</th><td>d</td></tr></table>
            <pre>  keep
              this</pre>
            """
        #expect(text(html) == """
            Title

            First paragraph spans lines.

            A div
            Line
            break

            after
            • one
            • two

            a b
            c d

              keep
              this
            """)
    }

    @Test("character references: named, numeric, missing semicolons, attribute rules")
    func entities() {
        #expect(text("Fish &amp; chips &lt;3 &quot;x&quot; &copy; 2024 &euro;5 &hellip;") == "Fish & chips <3 \"x\" © 2024 €5 …")
        #expect(text("&#233;t&#xE9; &#X1F600; &#150; &#0; &#x110000;") == "été 😀 – \u{FFFD} \u{FFFD}")
        #expect(text("AT&T &amp fish &nbspx &bogus; &copy2024 &notit;") == "AT&T & fish x &bogus; ©2024 ¬it;")
        #expect(text("a&nbsp;&nbsp;&nbsp;b&zwnj;&#847;c\u{200B}d") == "a bcd")
        let links = HTMLToText.convert(#"<a href="https://x.example/?a=1&copy=2&amp;b=3&lt=4">go</a>"#).links
        #expect(links.first?.url == "https://x.example/?a=1&copy=2&b=3&lt=4")
    }

    @Test("links are kept as text (url) and collected, including javascript: and data:")
    func links() {
        let result = HTMLToText.convert("""
            <p>Read <a href="https://example.com/article">the article</a>,
            visit <a href="https://www.example.com/">example.com</a>,
            mail <a href="mailto:ana@example.org">ana@example.org</a> or
            <a href='javascript:steal()'>click</a> <a href=data:text/html;base64,PGI+>here</a>
            <a href="#top">top</a> <A HREF="http://img.example/x"><img src="b.png" alt="Banner"></A>
            <a href="https://tracker.example/t">unclosed link
            <a name="anchor">not a link</a></p>
            """)
        #expect(result.text == """
            Read the article (https://example.com/article), visit example.com, mail ana@example.org or \
            click here top Banner (http://img.example/x) unclosed link (https://tracker.example/t) not a link
            """)
        #expect(result.links == [
            ParsedMessage.Link(text: "the article", url: "https://example.com/article"),
            ParsedMessage.Link(text: "example.com", url: "https://www.example.com/"),
            ParsedMessage.Link(text: "ana@example.org", url: "mailto:ana@example.org"),
            ParsedMessage.Link(text: "click", url: "javascript:steal()"),
            ParsedMessage.Link(text: "here", url: "data:text/html;base64,PGI+"),
            ParsedMessage.Link(text: "top", url: "#top"),
            ParsedMessage.Link(text: "Banner", url: "http://img.example/x"),
            ParsedMessage.Link(text: "unclosed link", url: "https://tracker.example/t"),
        ])
    }

    @Test("broken markup is read the way browsers read it")
    func brokenMarkup() {
        #expect(text("a < b and c > d, x <3 y") == "a < b and c > d, x <3 y")
        #expect(text("<p>unclosed paragraph<div>next") == "unclosed paragraph\nnext")
        #expect(text("before <b class=\"x>after") == "before")
        #expect(text("before<!-- never closed <p>gone") == "before")
        #expect(text("<title>unclosed title and text") == "unclosed title and text")
        #expect(text("ok<script>never closed") == "ok")
        #expect(text("</>a<//b>c<? php ?>d<!x>e") == "acde")
        #expect(text("<p/>self<br/>closing") == "self\nclosing")
        // Raw-text elements hide tags inside them, as in browsers (a phishing trick).
        #expect(text("<noframes><style></noframes><a href=\"http://x.example/\">Claim</a><style>a{}</style>")
            == "Claim (http://x.example/)")
    }

    @Test("hostile input stays linear", arguments: [
        ("<", 1_000_000, ""), ("<a", 500_000, ""), ("<title>", 150_000, ""), ("&amp", 250_000, ""),
        ("<div style=\"display:none\">", 40_000, ""), ("x", 1_000_000, "<a href=\""),
        ("a=b ", 250_000, "<p "), ("<!--", 250_000, ""), ("<script>", 100_000, ""),
    ])
    func hostile(repeated: String, count: Int, prefix: String) {
        let html = prefix + String(repeating: repeated, count: count) + ">text"
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = HTMLToText.convert(html) }
        // Generous: quadratic behaviour on a megabyte would take minutes, not seconds.
        #expect(elapsed < .seconds(20))
    }

    @Test("the text and link limits are honoured")
    func limits() {
        let html = String(repeating: "<p>word <a href=\"https://e.example/\">l</a></p>", count: 1000)
        let result = HTMLToText.convert(html, maxTextBytes: 100, maxLinks: 5)
        #expect(result.text.utf8.count <= 140)
        #expect(result.links.count == 5)
    }
}
