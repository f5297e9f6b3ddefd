notice(inline_template("<%= [1, 2].frist %>"))
