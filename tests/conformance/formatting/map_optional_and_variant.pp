$m = {Optional[Integer] => '%x', Variant[String, Boolean] => '%p'}
notice(String(255, $m), String('s', $m), String(true, $m), String(undef, $m))
