$t = @(END)
<% unless false %>u<% end %> <% ['a', 5, :s, nil, 2.5].each do |v| %><%= case v
 when String then 's'
 when Integer, Float then 'n'
 when nil then 'nil'
 else 'o'
 end %><% end %> <%= case 7 when 1..5 then 'low' when 6..10 then 'high' end %>
END
notice(inline_template($t))
