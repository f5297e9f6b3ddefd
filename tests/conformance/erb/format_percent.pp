$t = @(END)
<%= '%s-%d-%05.2f-%x' % ['a', 42, 3.14159, 255] %> <%= '%-5s|' % 'ab' %> <%= format('%03d', 7) %> <%= sprintf('%s and %s', 'a', 'b') %> <%= '%{a}' % {:a => 'named'} %>
END
notice(inline_template($t))
