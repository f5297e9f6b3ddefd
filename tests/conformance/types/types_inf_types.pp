$vals = [Integer, Integer[1,2], String, Array[String], Type, Any]
$vals.each |$v| { notice("${type($v)} | ${type($v, 'reduced')} | ${type($v, 'generalized')}") }
