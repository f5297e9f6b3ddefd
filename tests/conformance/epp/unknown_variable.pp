notice(inline_epp("line1\nabc <%= \$nope %> def"))
