$x = 'abc'
case $x { /^(a)(b)/: { notice("m $1 $2") } default: { notice('d') } }
notice("after <$1>")
