$top = 'T'
$s = 'str'
$u = undef
$t = @(END)
<%= scope['s'] %> <%= scope.lookupvar('s') %> <%= scope['::top'] %> <%= scope.lookupvar('::top') %> <%= scope['u'].inspect %>
END
notice(inline_template($t))
