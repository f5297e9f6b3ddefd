notice(group_by({a=>1,b=>2,c=>1}) |$p| { $p[1] })
