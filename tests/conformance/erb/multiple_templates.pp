notice(inline_template('a<%= 1 %>', 'b<%= 2 %>', "c\n"))
