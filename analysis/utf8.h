// Text that leaves the program as JSON, SARIF, XML or LSP must be valid UTF-8, but what it quotes
// (a string literal, a file name) is whatever bytes the user's files hold. These helpers make it
// valid at the output boundary. Validity per RFC 3629 (no overlong forms, no surrogates, at most
// U+10FFFF).
#pragma once

#include <string>
#include <string_view>

namespace streamlint::analysis {

// The byte length of the valid UTF-8 sequence starting at `text[at]`, or 0 when none starts there.
std::size_t utf8_sequence_length(std::string_view text, std::size_t at);

// `text` with each byte that starts no valid sequence replaced by U+FFFD (the Unicode
// "replacement character", as decoders that do not stop on errors do).
std::string valid_utf8(std::string_view text);

// `text` (a file name) with each such byte, and each control character (a line break or an escape
// sequence in a name would break a `path:line:col:` line or drive the terminal), written as
// `\xNN`, so the name stays recognisable and two names differing in such a byte stay different.
std::string escaped_utf8(std::string_view text);

}  // namespace streamlint::analysis
