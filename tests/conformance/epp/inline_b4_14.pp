notice(inline_epp('<%= [1,2] %> <%= {a=>1} %> <%= undef %>|<%= 1.0 %>'))
