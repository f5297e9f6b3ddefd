notice(lstrip([" a", [" b"]]))
