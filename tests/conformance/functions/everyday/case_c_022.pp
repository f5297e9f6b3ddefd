notice(chomp(["a\n", "b"]))
