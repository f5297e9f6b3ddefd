notice(["a","b"].index |$x| { $x == "b" })
