$s = Sensitive('secret')
$t = Integer[1, 2]
$d = default
$r = /ab+/
notice(inline_template('<%= @s %> <%= @t %> <%= @d.inspect %> <%= @r.inspect %> <%= @r =~ "xabbb" %>'))
