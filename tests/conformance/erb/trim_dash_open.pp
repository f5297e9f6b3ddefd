$t = @(END)
a
  <%- x = 1 -%>
b<%= x %>
   <%- if true %>c<% end %>
END
notice(inline_template($t))
