$t = "<% x = 1 -%>\r\nb<%- y = 2 -%>\r\n<%= x + y %>"
notice(inline_template($t))
