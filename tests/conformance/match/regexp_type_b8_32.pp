$r = /a(b)/
notice('xab' =~ $r, $1)
notice("${r}", String($r), [$r])
