notice(split("a.b", Regexp["\\."]))
