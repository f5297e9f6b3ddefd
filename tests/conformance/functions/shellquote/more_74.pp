notice(shellquote(["a b", "c'd", "$x"]))
