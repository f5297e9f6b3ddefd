notice(inline_epp("<%= \$x = 5 %> <%= \$x %>"))
