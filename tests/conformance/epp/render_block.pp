notice(inline_epp('<%= {} %>|<%= {a=>1,} %>|<%= { 1 } %>|<%= { $a = 1 $a } %>'))
notice(inline_epp('<%= { a => 1 } %>|<%= { notice("in") 2 } %>'))
