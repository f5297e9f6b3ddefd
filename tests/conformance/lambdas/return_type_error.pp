[1].each |Integer $x| >> String { $x }
