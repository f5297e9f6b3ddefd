notice(inline_epp("abc\n  <%= 1 %>\n <%= \$x = 2 %>"))
