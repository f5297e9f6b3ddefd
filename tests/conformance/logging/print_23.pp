notice(String([1, "a", {b => undef}]))
