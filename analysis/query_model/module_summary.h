// What one module of the project offers the modules that import it (DESIGN.md "The query model":
// per-file summaries linked by the project index), and how the interpreter asks for it.
//
// A summary is the module's namespace after its top-level statements ran: constants and option
// dicts as folded values, functions and classes as their lowered code, the modules and names it
// imported. A caller runs an imported function's code with its own arguments (the same bounded,
// context-sensitive interpretation as a local call), with the defining module's namespace as its
// globals: what a helper does with its parameters is computed where it is called, so a
// checkpoint built from a parameter, a writer that sets options, or a DataFrame returned with more
// operations all come out with the caller's values.
//
// Summaries are plain values: no tree-sitter nodes. Spans point into the module's SyntaxUnits,
// which the summary keeps alive; closures point into its interpreter's scopes, which it keeps
// alive too.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/query_model/streaming_query.h"
#include "analysis/query_model/value.h"
#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {

class Scope;

struct ModuleSummary {
  std::string name;  // dotted module name ("common.sources"; a package's is its own, "common")
  std::string file;  // its path, as the project index names files
  bool package = false;  // an __init__.py
  const Scope* globals = nullptr;  // the module's namespace (its top-level bindings)
  // Names `from m import *` binds: `__all__` when the module sets it, else every name without a
  // leading underscore.
  std::vector<std::string> public_names;
  // Ownership of what the values above point into.
  std::vector<std::shared_ptr<const SyntaxUnit>> units;
  std::shared_ptr<const void> scopes;
  std::vector<std::shared_ptr<const ModuleSummary>> imported;  // summaries its values came from
  // The session confs its top level sets, and those of the modules it imported: importing it sets
  // them on the one session (a Scala object's vals, on its first use). Marked imported.
  std::vector<SessionConf> session_confs;
  // False when an import cycle left part of it unknown: then it is only valid for this import chain.
  bool complete = true;
  // A Scala object's view of its file's summary: its members are bound qualified ("Paths." +
  // name, scala_lowering.h), and looked up by their plain name.
  std::string member_prefix;

  // The value the module binds to `name`, or null when it binds none.
  ValuePtr lookup(std::string_view name) const;
};

// The name of a Scala class's constructor, lowered as a member of the class (`Mirror.<init>`, the
// JVM's name for it): a function taking the constructor's parameters as written and returning the
// tuple of them, in order, which are what the class's methods take (as keyword-only parameters
// after their own, a default as its default). Another file that makes an instance
// (`new Mirror(spark, "/chk")`) runs it to know what that instance's methods are given.
inline constexpr std::string_view kScalaConstructor = "<init>";

// How the interpreter reaches the project's other modules; the project index implements it.
class ModuleResolver {
 public:
  virtual ~ModuleResolver() = default;
  // The summary of project module `dotted` (absolute), or null when no file of the project holds
  // it (a library, or a module we cannot see: its values are unknown) or when importing it now
  // would close an import cycle.
  virtual std::shared_ptr<const ModuleSummary> summary(std::string_view dotted) = 0;
};

// Where the running module sits in the project, for relative imports.
struct ModuleIdentity {
  std::string name;      // dotted; "" when the file is outside every root
  bool package = false;  // an __init__.py: `from . import x` is relative to the module itself
};

// The absolute module a relative import names: `from ..b import c` in module `pkg.sub.mod` is
// `pkg.b`. `dots` is the number of leading dots, `rest` what follows them ("" for `from . import`).
// Empty when the import climbs above the top-level package.
std::string resolve_relative_import(const ModuleIdentity& from, int dots, std::string_view rest);

}  // namespace streamlint::analysis
