$s = 'x'
notice(inline_template("<% @s << 'y' %>"))
