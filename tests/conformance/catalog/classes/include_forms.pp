class a {} class b {} class c {} class d::e {}
include a, b
include [c]
include Class['d::e']
$x = include('a')
notice($x)
notice(require('b'))
notice(contain('c'))
