$x.each |$a, $b = 1, Integer $c = 2, Array[String] $d = []| { }
$x.each |Optional[Integer[0, 10]] $e,| { }
