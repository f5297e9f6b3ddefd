notice(capitalize({a => "b"}))
