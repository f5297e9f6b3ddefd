notice(inline_epp("<% \$a = [1,2] %><%= \$a[0] %>|<%= \$a[1] + 1 -%>\r\nz"))
notice(inline_epp('<%= 5-%>|<%= 6 -%>|<%=1%>'))
