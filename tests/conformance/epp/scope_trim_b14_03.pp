function f() { $loc = 'F' inline_epp('<%= $loc %>') }
notice(f())
