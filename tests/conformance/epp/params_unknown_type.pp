notice(inline_epp('<%- | Foo $a | -%>x', {a => 1}))
