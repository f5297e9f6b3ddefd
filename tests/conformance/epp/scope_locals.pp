$x = 1
notice(inline_epp('<% $y = 2 %><%= $x %>-<%= $y %>'))
notice(inline_epp('<% $x = 2 %><%= $x %>'))
notice($x)
function f($a) { inline_epp('a=<%= $a %>') }
notice(f(3))
[1,2].each |$v| { notice(inline_epp('v=<%= $v %>')) }
class c { $cv = 'cv'; notice(inline_epp('cv=<%= $cv %>')) }
include c
