notice(get({}, "a.b", "dflt"))
