notice(sha1([1, "a"]))
