def depth_path(n):
    # Unbounded recursion on a value the analysis cannot see the end of.
    return depth_path(n + 1)


def countdown(n):
    return "/Volumes/ops/chk/countdown" if n == 0 else countdown(n - 1)
