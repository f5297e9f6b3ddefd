notice(inline_epp("line1\nline2 <%= \$nope %>"))
