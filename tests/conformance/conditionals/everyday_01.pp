$x = "a" $r = case $x { "a": { 1 } "b": { 2 } } notice($r)
