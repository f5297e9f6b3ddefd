$x = 1
notice(case $x { 1, 2: { "low" } })
