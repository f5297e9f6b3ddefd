$a = Integer[1,5000].map |$x| { $x }
notice($a[4999])
