notice(inline_epp('<% case 1 %>text<% { } %>'))
