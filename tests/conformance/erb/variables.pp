$s = 'str'
$a = ['x', 'y']
$h = {'k' => 'v'}
$u = undef
$i = 41
$f = 1.25
$b = false
$t = @(END)
<%= @s %> <%= @a.join(',') %> <%= @h['k'] %> <%= @u.inspect %> <%= @nope.inspect %> <%= @i + 1 %> <%= @f * 2 %> <%= @b ? 'yes' : 'no' %>
END
notice(inline_template($t))
