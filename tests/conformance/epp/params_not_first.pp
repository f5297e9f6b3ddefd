notice(inline_epp("\n<%- | \$x | -%>x", {x => 1}))
