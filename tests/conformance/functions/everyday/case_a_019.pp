notice({a=>1,b=>2,c=>3}.filter |$p| { $p[1] > 1 })
