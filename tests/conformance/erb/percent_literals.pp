$t = @(END)
<%% x %%> <%%= y %> %> %%>
END
notice(inline_template($t))
