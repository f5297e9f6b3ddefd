$t = @(END)
<% if 'foo123' =~ /(\d+)/ %><%= $1 %> <%= $~[0] %><% end %> <%= 'abc' =~ /c/ %> <%= ('abc' =~ /z/).inspect %> <% m = 'key=value'.match(/(\w+)=(\w+)/) %><%= m[1] %>:<%= m[2] %> <%= 'x' !~ /y/ %> <%= 'aXbX'.scan(/X/).length %> <%= 'HeLLo' =~ /l+/i %>
END
notice(inline_template($t))
