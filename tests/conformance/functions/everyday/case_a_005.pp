notice({a=>1,b=>2}.reduce |$m, $x| { "${m}-${x}" })
