$t = @(END)
<%= true && nil %> <%= nil || 'x' %> <%= !nil %> <%= (not true) %> <%= (true and false) %> <%= (false or 1) %> <%= 1 == 1.0 %> <%= 'a' != 'b' %> <%= 2 <=> 1 %> <%= 'b' > 'a' %> <%= nil.nil? %> <%= 1 === 1 %>
END
notice(inline_template($t))
