notice(inline_epp("<% \$x = 'é' -%>\n  <%= \$x %> <%= \$zz %>"))
