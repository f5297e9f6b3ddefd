notice(inline_template("<%= 5.zzzqqq %>"))
