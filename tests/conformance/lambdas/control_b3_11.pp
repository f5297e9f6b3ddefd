$r = {a=>1, b=>2}.map |$k, $v| { "$k=$v" }
notice($r)
$r2 = {a=>1, b=>2}.map |$pair| { $pair }
notice($r2)
