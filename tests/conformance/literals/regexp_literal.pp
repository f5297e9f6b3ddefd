$a = /.*/
notice($a)
notice(/a\/b/)
