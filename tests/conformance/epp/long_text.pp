$t = "line <%= \$i %>\n"
notice(inline_epp("<% Integer[1,5].each |\$i| { %>${t}<% } %>"))
