notice(inline_epp("<% [1,2].each |\$i| { -%>\nitem <%= \$i %>\n<% } -%>\n"))
