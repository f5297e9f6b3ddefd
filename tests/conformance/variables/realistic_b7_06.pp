$tmpl = @(END)
<% $servers.each |$s| { -%>
server <%= $s['name'] %> <%= $s['ip'] %><% if $s['backup'] { %> backup<% } %>
<% } -%>
END
notice(inline_epp($tmpl, {servers => [{name => 'a', ip => '10.0.0.1'}, {name => 'b', ip => '10.0.0.2', backup => true}]}))
