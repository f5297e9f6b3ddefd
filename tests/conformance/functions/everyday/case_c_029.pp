notice(rstrip("  a "))
