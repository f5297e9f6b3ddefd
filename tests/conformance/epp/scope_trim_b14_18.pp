notice(inline_epp("  <%| $a |%>\n<%= $a %>", {a => 1}))
