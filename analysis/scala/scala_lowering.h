// The Scala front-end's lowering: Scala top-level statements (tree-sitter-scala) become SyntaxUnits
// of the statement IR the query model runs, whose vocabulary is tree-sitter-python's node types
// (python_grammar.h). The interpreter, the Spark API model and the rules then read Scala exactly
// as they read Python (RULES.md "Languages and file kinds"):
//   val/var x = e           -> x = e              def f(a: T) = {...}  -> def f(a): ... (last expression returned)
//   a.b / a.b(args)         -> attribute / call   f(name = v)          -> keyword argument
//   (a, b) => body, { case (a, b) => body }       -> an anonymous def (a function_definition without a name)
//   { stmts; e } as a value -> a block expression (the interpreter's value of its last expression)
//   s"..$x..${e}"           -> an f-string        """..."""            -> a raw string
//   Seq(..)/List(..)/Array(..)/Set(..) -> list    Map(k -> v, ..)      -> dict
//   a op b (alphanumeric)   -> a.op(b)            a + b, a === b, ...  -> binary / comparison
//   f _                     -> f                  x.m (a Spark method, no parentheses) -> x.m()
//   import a.b.C / a.b._ / a.b.{C => D}             -> from a.b import C / * / C as D
//   object / class / trait bodies                  -> their members, as top-level statements
//                                                     binding qualified names (ScalaMembers)
//   case class C(a: T, b: T = d) (or `val` params)  -> @dataclass class C: a: T; b: T = d
//   if / match / try / for / while                 -> if (each case a branch) / try / while
//   $"col"                  -> $("col"), Spark's column (the text is masked to s"col" to parse)
// Positions are the Scala source's bytes (relative to each unit, as for Python units); each unit's
// text is the statement's source, then one line of synthetic tokens (SyntaxUnit::build).
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <tree_sitter/api.h>

#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {

// Lowers the statements under `roots` (a compilation unit, or a Scala notebook export's cells'
// roots), parsed from `parsed`. Unit texts are taken from `original`: the same bytes, except where
// parsing needed a mask (`$"` read as `s"`). Nesting deeper than the lowering's bound (a generated
// chain of thousands of calls) becomes an unknown value, never a stack overflow.
std::vector<std::shared_ptr<SyntaxUnit>> lower_scala_statements(const std::vector<TSNode>& roots,
                                                                std::string_view original,
                                                                std::shared_ptr<const std::string> file);

// The members of the file's objects, classes and traits by owner: "Job" -> {"Checkpoint", "main"},
// "Outer.Inner" for a nested one; the owner "" holds the top-level objects, classes and traits.
// Two objects of one file may use one member name: each member binds its qualified name
// (`Job.Checkpoint`), which references inside the object and `Job.Checkpoint` elsewhere both read.
// An owner's set also holds, as `kScalaExtends` + name, each type its `extends ... with ...` names:
// a member it inherits from a trait or class of this file is that one's (`Sources.events`).
using ScalaMembers = std::map<std::string, std::set<std::string, std::less<>>, std::less<>>;
inline constexpr std::string_view kScalaExtends = "\x01" "extends:";
// ... and, as `kScalaParameterless` + name, each member that is a `def` without a parameter list
// (`def orders: DataFrame = ...`): a reference to it calls it.
inline constexpr std::string_view kScalaParameterless = "\x01" "call:";
// ... and, in the owner "" (the file's), as `kScalaField` + name, each field of a case class (its
// constructor's parameters; `val` ones of a plain class): `cfg.checkpoint` reads the instance's
// field, where another `x.m` without parentheses is a call.
inline constexpr std::string_view kScalaField = "\x01" "field:";
// ... and, as `kScalaImport` + "name=Path.member" or "*=Path", each `import Path.member` (renamed:
// `import Path.{member => name}`) or `import Path._` written in the owner: a name an import brings
// from an object of this file reads that object's member.
inline constexpr std::string_view kScalaImport = "\x01" "import:";
// ... and, in a class's own set, as `kScalaClassParameter` + position + ":" + name ("=" + name for one
// with a default), each parameter of its constructor: its methods take them as keyword-only
// parameters, which a call on an instance made here (`new Mirror("/chk/a").run()`,
// `val m = Mirror(...); m.run()`) passes, so each instance's values are its own (two mirrors are two
// checkpoints, not one free name). One with a default defaults to its free name (the default is
// written in another unit): what every instance that gives none reads.
inline constexpr std::string_view kScalaClassParameter =
    "\x01"
    "param:";
// ... and, as `kScalaAbstract` + name, each member a trait or abstract class declares without a
// value (`def checkpoint: String`): each object that extends it gives its own. The trait's methods
// take them as parameters, which a call on such an object (`CopyA.run(spark)`) passes as that
// object gives them; elsewhere they are unknown, never one free name two objects would share.
inline constexpr std::string_view kScalaAbstract =
    "\x01"
    "abstract:";
// ... and, as `kScalaParentArguments` + parent + ":" + names, an `extends Parent(a, name = b)` that
// gives the constructor parameters of a class of this file: the names are the positional
// arguments' count then the named ones (`2:` or `1:checkpoint,trigger`). derive_scala_members makes
// each parameter given a member of the extender (`OrdersJob.checkpoint`, bound to the argument by
// the extends clause's own unit), which a parent's method called on the extender takes.
inline constexpr std::string_view kScalaParentArguments =
    "\x01"
    "parentargs:";
// ... and, as `kScalaVal` + name, each `val name = ...` of a class's or trait's body. When the class
// has constructor parameters or the trait abstract members (derive_scala_members), each is also
// marked kScalaParameterless: each instance's own (`private val chk = s"/chk/$table"`), lowered as
// a method taking what the class's methods take.
inline constexpr std::string_view kScalaVal =
    "\x01"
    "val:";
// ... and, as `kScalaOwnParameter` + method + ":" + name, each parameter of a class's or trait's
// methods: a receiver never gives a method what its own parameter of that name is
// (`def run(chk: String)` in `class Job(chk: String)` reads the argument, not the constructor's).
inline constexpr std::string_view kScalaOwnParameter =
    "\x01"
    "own:";

// ... and, as `kScalaInstance` + name + "=" + type, each `val name = new T(...)` or `T(...)` of an
// object's or class's body or of a script's top level (the type as written; "" for any other val or
// var of the name): a method called on the member (`sink.write`, `a.run()` in another member) is
// T's, with the constructor's arguments the definition gave (Lowering::instance_member), when the
// name has one such definition and T's constructor is plain (no defaults, no parent arguments).
inline constexpr std::string_view kScalaInstance =
    "\x01"
    "instance:";

// ... and, in an object's own set, kScalaCompanionApply when the object defines `apply` (a companion's
// factory, `object Comp { def apply(name: String) = new Comp(...) }`): the class's instances do not
// take that apply for their own (a FunctionN class's).
inline constexpr std::string_view kScalaCompanionApply =
    "\x01"
    "companion-apply";

// ... and, in an object's own set, as `kScalaFactory` + def + "=" + type, each def whose body is
// `new T(...)` (`def apply(): Sink = new Sink(Root)`, `def forTable(t: String) = new Sink(t)`): a
// factory (and kScalaFactory alone in the owner "", the file's, when it has one). Where T is a class of this file whose
// constructor takes parameters, the def returns what the constructor was given (the tuple its `<init>` returns), and a
// method called on what a call of it returns takes them from there (Lowering::factory_class), as from `new T(...)`
// written there.
inline constexpr std::string_view kScalaFactory =
    "\x01"
    "factory:";
// Such a factory `Sinks.make` is lowered twice: as written, and as `Sinks.make.<made>`, the same
// def whose `new T(...)` calls T's constructor (kScalaConstructor), returning what it is given.
inline constexpr std::string_view kScalaFactoryMade = "<made>";

// ... and, in the owner "" (the file's), as `kScalaExtension` + method + "=" + class path, each method
// of an implicit class of one constructor parameter (`implicit class Nightly(w: DataStreamWriter[Row])
// { def nightly(name: String) = ... }`): `writer.nightly("t")` on a value no object of this file is
// is that method with the receiver as the parameter (Lowering::extension_call).
inline constexpr std::string_view kScalaExtension =
    "\x01"
    "extension:";

// A class's constructor is lowered as a member of the class named kScalaConstructor
// (module_summary.h): `Mirror.<init>`.

// What the members imply across owners, once every owner's are collected (and again after every
// merge: a pure function of what was collected):
// - a member a trait or class of this file defines and an owner extending it overrides
//   (`override def transform(...)`) is also kScalaAbstract in the definer: each extender gives its
//   own, the definer's when it gives none;
// - a class's or trait's vals are kScalaParameterless when it has constructor parameters (without
//   a default) or abstract members (kScalaVal).
void derive_scala_members(ScalaMembers& members);

// The top-level statements lower_scala_statements lowers (members of objects, classes and traits
// lifted; a class with fields also is one itself, before its members), in order, with the owner each was lifted from ("" for none), and the members by owner.
struct ScalaStatements {
  std::vector<TSNode> statements;
  std::vector<std::string> owners;  // parallel to `statements`
  ScalaMembers members;
};
ScalaStatements scala_statements(const std::vector<TSNode>& roots, std::string_view original);
// What one named child of a root adds to them (`previous`: the named child before it that is not
// an ERROR node, null for none): scala_statements is these in order, their members merged. A
// document collects again only the children an edit changed (analysis/document.h).
ScalaStatements scala_statements_of(TSNode part, TSNode previous, std::string_view original);
// The named children of `root` that scala_statements reads (comments left out), in order.
std::vector<TSNode> scala_parts(TSNode root);
// Adds the members of `from` to `into`.
void merge_members(ScalaMembers& into, const ScalaMembers& from);
// One of those statements, lowered.
std::shared_ptr<SyntaxUnit> lower_scala_statement(TSNode statement, std::string_view original, const ScalaMembers& members,
                                                  const std::string& owner, std::shared_ptr<const std::string> file);

}  // namespace streamlint::analysis
