// The objects a Scala file declares, read without parsing: what the project index needs to find the
// file another Scala file names an object in (`import com.acme.Sources`, `Sources.readOrders(...)`
// from the same package). Scala does not tie files to paths, so the index reads every file's
// declarations instead of probing paths as it does for Python modules.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace streamlint::analysis {

// The fully qualified names of the objects, traits and classes `text` declares at the top level of
// its packages: `package a.b` clauses (chained clauses nest, `package a { ... }` bodies too), then
// `object X`, `case object X`, `trait X`, `class X` (with any modifiers) directly inside a package,
// and `package object p` as `a.b.p`. A trait or class is listed for the objects that extend it in
// other files (their code reads its members unqualified). Ones nested in objects or classes are not
// listed. Comments, string literals (also `"""` and
// interpolated ones) and character literals are skipped. A superset is harmless, a missed object
// only leaves its members unknown.
std::vector<std::string> scala_object_names(std::string_view text);

}  // namespace streamlint::analysis
