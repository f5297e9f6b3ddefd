notice(inline_epp('Hello <%= $name %>!', {name => "World"}))
notice(inline_epp('<% [1,2,3].each |$i| { -%>
* <%= $i %>
<% } -%>
'))
