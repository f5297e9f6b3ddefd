notice(inline_epp("a\n \t <%= 'x' -%>\nb"))
