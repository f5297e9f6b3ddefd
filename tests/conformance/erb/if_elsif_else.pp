$t = @(END)
<% [1, 2, 3, nil].each do |x| -%>
<% if x == 1 -%>
one
<% elsif x == 2 -%>
two
<% elsif x -%>
other <%= x %>
<% else -%>
nil
<% end -%>
<% end -%>
END
notice(inline_template($t))
