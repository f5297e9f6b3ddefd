err("e\u0000f")
notice("a\u0000b\n")
notice(["a\u0000b"].join(","))
