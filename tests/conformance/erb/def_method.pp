notice(inline_template("<% def twice(x)\n x * 2\n end %><%= twice(21) %> <%= twice('ab') %>"))
