$t = @(END)
a<% # comment %>b
c
END
notice(inline_template($t))
