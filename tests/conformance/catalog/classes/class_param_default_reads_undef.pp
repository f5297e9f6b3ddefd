class c($x = 1, $a = "a:${x}:${req}", $req, $z = $a) { notice($a) }
class { 'c': req => undef }
