$x = 1
case $x { 1: { notice(2) } }
notice(1)
