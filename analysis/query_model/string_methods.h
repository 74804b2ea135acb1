// Python's str methods over folded constants (https://docs.python.org/3/library/stdtypes.html#string-methods):
// the ones that build SQL text, paths and option values (`", ".join(COLUMNS)`, `"{}/chk".format(root)`,
// `name.upper()`).
#pragma once

#include <string_view>

#include "analysis/query_model/call_arguments.h"
#include "analysis/query_model/value.h"

namespace streamlint::analysis {

// The value of `receiver.method(args)`: a StringValue when every input is a known constant, unknown
// when the method is one of these but an input is not (or the format string uses a format spec or
// a field the call does not give), null when `method` is none of them.
// Methods: join (not over a set), format, upper and lower (ASCII text), strip, lstrip, rstrip (no
// argument), replace (two).
ValuePtr fold_string_method(const StringValue& receiver, std::string_view method, const CallArguments& args);

// `text % values` (printf-style formatting, https://docs.python.org/3/library/stdtypes.html#printf-style-string-formatting)
// with `%s` and `%%` only: `values` a known string, or a tuple of them. Unknown for any
// other conversion, a count that does not match, or an unknown value.
ValuePtr fold_percent_format(std::string_view text, const ValuePtr& values);

}  // namespace streamlint::analysis
