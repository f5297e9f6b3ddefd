notice(inline_template("<%= [1].first(1, 2) %>"))
