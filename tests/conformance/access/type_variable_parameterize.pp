$a = Array
notice($a[Integer])
