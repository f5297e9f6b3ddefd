$a = [1, undef, 'x']
$h = {'k' => undef}
notice(inline_template('<%= @a.inspect %> <%= @h.inspect %> <%= @h["k"].nil? %> <%= @a.compact.size %>'))
