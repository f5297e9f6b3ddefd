notice(compare(1, "1"))
