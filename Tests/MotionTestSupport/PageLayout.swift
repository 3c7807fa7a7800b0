import Foundation
import MotionDevTools
import XCTest

/// Fails for every visible element of `page` (controls, readouts, images, figures, headings,
/// paragraphs, list items, the timeline) that reaches past the viewport's left or right edge,
/// and when the page scrolls sideways: what "nothing is cut off" means at a narrow width.
public func assertFits(_ page: DevToolsPage, width: Int, file: StaticString = #filePath, line: UInt = #line) throws {
    let script = """
    (() => {
      const found = [];
      const width = document.documentElement.clientWidth;
      if (width !== \(width)) found.push("the viewport is " + width + " px wide");
      if (document.documentElement.scrollWidth > width) found.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " px");
      const selector = "button, select, output, input, label, img, figure, a, h1, h2, p, li, dt, dd, .mk-track, .mk-stage, .mk-plot-box";
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === "hidden" || style.display === "none") continue;
        if (box.left < -0.5 || box.right > width + 0.5) {
          const name = element.tagName.toLowerCase() + (element.className ? "." + String(element.className).split(" ").join(".") : "");
          found.push(name + " '" + (element.textContent || "").trim().slice(0, 30) + "' spans " + box.left.toFixed(1) + "…" + box.right.toFixed(1));
        }
      }
      return found;
    })()
    """
    let problems = try page.evaluate(script) as? [String] ?? ["the layout check did not run"]
    XCTAssertEqual(problems, [], "cut off at \(width) px", file: file, line: line)
}
