notice(inline_template("<%= 1 / 0 %>"))
