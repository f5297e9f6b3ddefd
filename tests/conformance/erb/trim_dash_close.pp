$t = @(END)
a
<% if true -%>
b
<% end -%>
c
END
notice(inline_template($t))
