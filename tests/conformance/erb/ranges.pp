$t = @(END)
<%= (1..5).to_a.inspect %> <%= (1...5).map { |i| i * i }.inspect %> <%= (1..3).include?(2) %> <%= ('a'..'e').to_a.join %> <%= (1..10).step(3).to_a.inspect %> <%= [1, 2, 3, 4][1..2].inspect %> <%= 3.times.map { |i| i }.inspect %>
END
notice(inline_template($t))
