$t = @(END)
a <% foo
END
notice(inline_template($t))
