$x = 1
case $x { 1: { 2 } }
notice(1)
