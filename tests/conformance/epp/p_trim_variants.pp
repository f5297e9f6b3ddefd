notice(inline_epp('a
  <%- $q = 1 -%>
b'))
notice(inline_epp('a
<% $q = 1 -%>

b'))
notice(inline_epp('x <%= \'y\' -%>
z'))
