notice(lstrip({a => " b"}))
