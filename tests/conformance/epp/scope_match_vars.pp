"abc" =~ /(b)/
notice(inline_epp('<%= $1 %>|'))
