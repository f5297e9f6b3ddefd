notice(String(1.5))
notice("${1.5}")
notice([1.5, 2.0])
notice({a => 2.0})
