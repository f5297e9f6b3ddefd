notice(inline_template("<%= [3, 'a'].sort %>"))
