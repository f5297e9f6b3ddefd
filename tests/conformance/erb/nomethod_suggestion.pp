notice(inline_template("<%= 'abc'.lenght %>"))
