notice(strip("  a b \t\n"))
