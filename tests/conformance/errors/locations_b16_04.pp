notice(inline_epp("line1\n\n  <%= 1 +\n 'a' %>"))
