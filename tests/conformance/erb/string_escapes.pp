$t = @(END)
<%= "tab\tnl\\n #{1 + 1} \u00e9 \x41" %> <%= 'single \' \\ \n' %> <%= "a" "b" %> <%= %q(x (y) z) %> <%= %w[a b  c].inspect %>
END
notice(inline_template($t))
