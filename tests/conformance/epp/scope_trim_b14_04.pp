$top = 'T'
function f() { inline_epp('<%= $top %>') }
notice(f())
