notice(inline_epp('<%- | String $x, Integer $y = 1 | -%>
<%= $x %>-<%= $y %>', {x => 'a'}))
notice(inline_epp('<%- | String $x, Integer $y = 1 | -%><%= $x %>-<%= $y %>', {x => 'b', y => 7}))
notice(inline_epp('<%- |$a,| -%><%= $a %>', {a => 1}))
notice(inline_epp('<%| $x | %>x=<%= $x %>', {x => 5}))
notice(inline_epp('<%- || -%>x'))
