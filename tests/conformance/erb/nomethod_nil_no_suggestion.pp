notice(inline_template("<%= @nope.lenght %>"))
