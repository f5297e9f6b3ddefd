$t = @(END)
<%= 1 %>  <%- y = 2 %>x
  <%- z = 3 %>y
END
notice(inline_template($t))
