function rect($w, $h = $w) { $w * $h }
notice(rect(3))
notice(rect(3, 4))
