$t = @(END)
<% [1, 'a', nil, [], {}, 1.5, :s, true].each do |v| %><%= v.is_a?(String) ? 'S' : '' %><%= v.kind_of?(Numeric) ? 'N' : '' %><%= v.is_a?(Integer) ? 'I' : '' %><%= v.is_a?(Array) ? 'A' : '' %><%= v.is_a?(Hash) ? 'H' : '' %><%= v.nil? ? 'nil' : '' %><%= v.class %>,<% end %>
END
notice(inline_template($t))
