notice({a=>1}.any |$p| { $p[0] == 'a' })
