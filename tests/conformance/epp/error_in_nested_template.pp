notice(inline_epp("a\n<%= inline_epp('\n\n<%= \$q %>') %>"))
