$t = @(END)
<% h = {'b' => 2, 'a' => 1} %><%= h.keys.inspect %> <%= h.values.inspect %> <%= h.sort.inspect %> <%= h.sort_by { |k, v| v }.inspect %> <%= h.key?('a') %> <%= h.has_key?('z') %> <%= h.include?('b') %> <%= h.select { |k, v| v > 1 }.inspect %> <%= h.reject { |k, v| v > 1 }.inspect %> <%= h.map { |k, v| k * v }.inspect %> <%= h.merge('c' => 3).inspect %> <%= h.fetch('a') %> <%= h.fetch('z', 'dflt') %> <%= h.to_a.inspect %> <%= h.min_by { |k, v| v }.inspect %> <%= h.length %> <%= h.empty? %> <%= h.any? { |k, v| v == 2 } %> <%= h.count %>
END
notice(inline_template($t))
