$t = @(END)
a <%# comment %>b
<%# multi
line -%>
c
END
notice(inline_template($t))
