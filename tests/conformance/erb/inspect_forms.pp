$t = @(END)
<%= nil.inspect %> <%= 'q"\\'.inspect %> <%= :sym.inspect %> <%= :"odd sym".inspect %> <%= :a?.inspect %> <%= (1...3).inspect %> <%= /a\/b/mix.inspect %> <%= 2.0.inspect %> <%= {1 => {2 => nil}}.inspect %>
END
notice(inline_template($t))
