$t = @(E)
  l1
  <%= $nope %>
  E
notice(inline_epp($t))
