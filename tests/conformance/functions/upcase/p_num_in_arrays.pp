notice(upcase(["a", 1, 2.5]))
notice(capitalize(["ab", 3]))
notice(chomp(["a\n", 4]))
