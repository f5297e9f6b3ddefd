[1,2].each |$i| { $local = $i }
notice(defined('$local'))
