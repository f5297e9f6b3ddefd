$t = @(END:epp)
<%- | $name | -%>
Hello <%= $name %>!
END
notice(inline_epp($t, { name => 'World' }))
