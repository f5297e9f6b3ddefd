notice({a=>{b=>1}}.tree_each |$p, $v| { notice("${p} ${v}") })
