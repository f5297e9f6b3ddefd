notice(sprintf("%.3s", "abcdef"))
