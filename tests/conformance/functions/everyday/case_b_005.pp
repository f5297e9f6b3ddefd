notice(partition({a=>1,b=>2}) |$k, $v| { $v > 1 })
