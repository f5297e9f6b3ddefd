$t = @(END)
<% [1, 2].each { |x| %>[<%= x %>]<% } %> <% {'a' => 1, 'b' => 2}.each do |k, v| -%><%= k %>=<%= v %>;<% end -%> <% {'a' => 1}.each_pair { |k, v| %><%= k %><%= v %><% } %> <% ['x', 'y'].each_with_index do |v, i| %><%= i %><%= v %><% end %> <% {'k' => 'v'}.each_with_index do |(k, v), i| %><%= i %><%= k %><%= v %><% end %>
END
notice(inline_template($t))
