notice(Sensitive([1, "a"]) != Sensitive([1, "a"]))
