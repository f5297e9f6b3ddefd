$t = @(END)
<%= 1.to_s + 'x' %> <%= '12'.to_i + 1 %> <%= 3.7.to_i %> <%= 2.to_f %> <%= nil.to_a.inspect %> <%= nil.to_s.empty? %> <%= Integer('0x1A') %> <%= Float('2.5') %> <%= String(12) %> <%= Array(nil).inspect %> <%= Array('a').inspect %> <%= Array([1]).inspect %> <%= 3.14159.round(2) %> <%= 2.5.round %> <%= 10.fdiv(4) %> <%= 7.divmod(2).inspect %> <%= 255.to_s(16) %> <%= :sym.to_s %>
END
notice(inline_template($t))
