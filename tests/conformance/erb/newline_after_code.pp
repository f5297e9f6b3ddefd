$t = @(END)
<% x = 1 %>
<%= x %>
<%- y = 2 -%>
<%= y -%>
end
END
notice(inline_template($t))
