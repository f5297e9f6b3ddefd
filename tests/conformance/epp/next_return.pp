notice(inline_epp('x<% next("n") %>y', {}))
notice(inline_epp('x<% next("n") %>y'))
$a = inline_epp('x<% return(1) %>y')
notice("a=${a}")
notice(type($a))
$b = inline_epp('x<% [1].each |$v| { return(2) } %>y')
notice("b=${b}")
function f() { $c = inline_epp('x<% return(3) %>y') notice("in f ${c}") 4 }
notice(f())
