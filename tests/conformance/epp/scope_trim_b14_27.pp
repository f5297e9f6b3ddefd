notice(inline_epp("<% [1,2].each |\$x| { %><%= \$x %>,<% } %>"))
