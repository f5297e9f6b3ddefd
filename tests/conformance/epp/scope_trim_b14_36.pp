notice(inline_epp(@(END), {names => ['x', 'y']}))
<%- | Array[String] $names | -%>
<% $names.each |$n| { -%>
  - <%= $n %>
<% } -%>
END
