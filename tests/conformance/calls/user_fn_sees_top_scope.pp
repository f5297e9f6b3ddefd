$top = 'top value'
function peek() { $top }
notice(peek())
notice(peek2())
function peek2() { $::top }
