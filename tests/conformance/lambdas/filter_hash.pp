notice({a=>1,b=>2}.filter |$k, $v| { $v > 1 })
notice({a=>1,b=>2}.filter |$kv| { $kv[0] == 'a' })
