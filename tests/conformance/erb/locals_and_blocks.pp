$t = @(END)
<% total = 0 -%>
<% [1, 2, 3].each do |x| -%>
<% total += x -%>
<% end -%>
<%= total %> <% list = [] %><% {'a' => 1}.each { |k, v| list << "#{k}#{v}" } %><%= list.inspect %> <% n = nil %><% n ||= 'default' %><%= n %> <% h = {} %><% h['k'] ||= [] %><% h['k'] << 1 %><%= h.inspect %>
END
notice(inline_template($t))
