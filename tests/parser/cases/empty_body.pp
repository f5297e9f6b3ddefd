if $x { } else { }
$f = $x.each |$y| { }
class a { }
