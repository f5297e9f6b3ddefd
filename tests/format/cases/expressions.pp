$a=1+2*3
$b = "plain"
$c = "with ${a} interpolation"
$d = 'it\'s'
$e = "it's"
$f = [1,2,3,]
$g = {'k'=>'v','key2'=>2,}
$h = $a ? {1=>'one', default=>'many'}
$i = $f.map|$x|{$x*2}.filter |$y| { $y > 2 }
if $a>1 and !($b in ['x','y']) { notice("big") } elsif $a==1 { notice('one') }
else { notice(-$a) }
unless $a { notice('zero') }
case $b { 'plain': { notice('p') } /re/, 'x': {} default: { fail("no ${b}") } }
$j = $g['k']
notice($j, *$f)
Package['a'] -> File['b'] ~> Service['c']
function double(Integer $x) >> Integer { $x * 2 }
define mydef(String $p = 'x') { notice($p) }
type MyType = Variant[Integer, String]
$nested=[[1],[2]]
$in_hash={b=>[1]}
if $x==[1] { notice(1,[2]) }
