// Language features as typed values: hover, code actions, code lenses and commands.
// Source: LSP 3.17 specification, "Hover Request", "Code Action Request", "Code Lens Request",
// "Command", "Execute a command".
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/lsp_basic_types.h"
#include "protocol/lsp_diagnostics.h"

namespace streamlint::protocol {

using HoverParams = TextDocumentPositionParams;

struct Hover {
  MarkupContent contents;
  std::optional<Range> range;
};
void to_json(json& j, const Hover& h);

// CodeActionKind values this server offers.
namespace code_action_kind {
inline constexpr const char* QuickFix = "quickfix";
}  // namespace code_action_kind

struct CodeActionContext {
  std::vector<ClientDiagnostic> diagnostics;
  std::optional<std::vector<std::string>> only;  // the kinds the client asks for; unset: all
  // True when `kind` (or a kind it is a parent of, such as "quickfix" of "quickfix.x") is asked for.
  bool wants(std::string_view kind) const;
};
void from_json(const json& j, CodeActionContext& c);

struct CodeActionParams {
  TextDocumentIdentifier text_document;
  Range range;
  CodeActionContext context;
};
void from_json(const json& j, CodeActionParams& p);

struct Command {
  std::string title;
  std::string command;
  std::vector<json> arguments;  // left out when empty
};
void to_json(json& j, const Command& c);

struct CodeAction {
  std::string title;
  std::string kind;
  std::vector<json> diagnostics;  // the client's diagnostics this action resolves, as it sent them
  std::optional<bool> is_preferred;
  WorkspaceEdit edit;
};
void to_json(json& j, const CodeAction& a);

struct CodeLensParams {
  TextDocumentIdentifier text_document;
};
void from_json(const json& j, CodeLensParams& p);

struct CodeLens {
  Range range;
  std::optional<Command> command;
};
void to_json(json& j, const CodeLens& l);

struct ExecuteCommandParams {
  std::string command;
  std::vector<json> arguments;
};
void from_json(const json& j, ExecuteCommandParams& p);

}  // namespace streamlint::protocol
