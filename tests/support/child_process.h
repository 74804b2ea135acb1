// A child process with pipes on stdin, stdout and stderr, for tests that run the built binary.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace streamlint::testing {

class ChildProcess {
 public:
  explicit ChildProcess(const std::vector<std::string>& argv);
  ~ChildProcess();
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  void write_stdin(const std::string& bytes);
  void close_stdin();
  // Reads what stdout has within `timeout`; empty when nothing came.
  std::string read_stdout(std::chrono::milliseconds timeout);
  // Reads stdout and stderr together until both close or `timeout` passes without output, so a
  // child that writes much to stderr never blocks. Returns false on timeout.
  bool read_until_closed(std::string& out, std::chrono::milliseconds timeout);
  // Waits for exit (killing after `timeout`) and returns the exit status; nullopt if killed.
  std::optional<int> wait(std::chrono::milliseconds timeout);
  // All of stderr, after wait().
  std::string drain_stderr();

 private:
  pid_t pid_ = -1;
  int in_ = -1, out_ = -1, err_ = -1;
  std::string stderr_;
};

struct RunResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs a command to completion with `input` on stdin.
RunResult run_command(const std::vector<std::string>& argv, const std::string& input = "");

}  // namespace streamlint::testing
