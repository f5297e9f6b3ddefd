notice(inline_epp("  <%- | \$x | -%>x", {x => 1}))
