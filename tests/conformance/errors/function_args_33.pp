notice(lstrip([" a", 1]))
