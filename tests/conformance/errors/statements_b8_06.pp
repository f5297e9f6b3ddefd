$x = 1
if $x = 2 { notice('assign') }
