notice(lstrip("  a "))
