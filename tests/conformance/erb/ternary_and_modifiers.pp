$x = 'a'
$t = @(END)
<%= @x ? 'set' : 'unset' %> <% y = 'v' if true %><%= y %> <% z = 'w' unless true %><%= z.inspect %>
END
notice(inline_template($t))
